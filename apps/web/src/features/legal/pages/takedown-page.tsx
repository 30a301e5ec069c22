import { EyeOff, Timer } from 'lucide-react';
import { Link } from 'react-router';
import { REMOVAL_REQUEST_HOURS } from '@packdex/shared/constants';
import { PageShell } from '@/components/page-shell.tsx';
import { paths } from '@/config/paths.ts';
import { runtimeConfig } from '@/config/runtime.ts';
import { cn, focusRing } from '@/lib/cn.ts';
import { t, tx } from '@/lib/i18n/i18n.ts';
import { RemovalRequestForm } from '../components/removal-request-form.tsx';

/** /takedown: the removal request of a person depicted without consent (US TAKE IT DOWN Act). */
export function TakedownPage() {
  const site = runtimeConfig.siteName;
  return (
    <PageShell
      icon={<EyeOff />}
      title={t('Removal request')}
      description={t('Ask us to remove pages that show you without your consent.')}
      width="reading"
    >
      <div className="flex flex-col gap-10">
        <section aria-label={t('How it works')} className="flex gap-4 rounded-card border border-line bg-surface p-5">
          <Timer className="mt-0.5 size-6 shrink-0 text-accent" aria-hidden="true" />
          <div className="flex flex-col gap-2 text-fg-muted">
            <p>
              <strong className="text-fg">
                {t('We hide the pages at once and decide within {hours} hours.', { hours: REMOVAL_REQUEST_HOURS })}
              </strong>{' '}
              {t(
                'If you, or someone you represent, appear in a picture or video on {site} that was published without consent, fill in this form. No account is needed.',
                { site },
              )}
            </p>
            <p>
              {t(
                'When we accept a request, the pages are removed and their links can never be listed again. You hear from us by e-mail at each step.',
              )}
            </p>
            <p className="text-sm">
              {tx('For copyright complaints, use the {dmca} instead.', {
                dmca: (
                  <Link
                    className={cn('rounded-sm text-accent underline underline-offset-2', focusRing)}
                    to={paths.dmca.getHref()}
                  >
                    {t('DMCA notice form')}
                  </Link>
                ),
              })}
            </p>
          </div>
        </section>
        <section className="flex flex-col gap-3">
          <h2 className="text-title font-semibold">{t('File a removal request')}</h2>
          <RemovalRequestForm />
        </section>
      </div>
    </PageShell>
  );
}
