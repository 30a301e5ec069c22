import type { ReactNode } from 'react';
import { PREMIUM_PRICE_CENTS } from '@packdex/shared/constants';
import { PageShell } from '@/components/page-shell.tsx';
import { runtimeConfig } from '@/config/runtime.ts';
import { cn, focusRing } from '@/lib/cn.ts';
import { formatNumber } from '@/lib/i18n/format.ts';
import { longDate } from '@/lib/i18n/long-date.ts';
import { t } from '@/lib/i18n/i18n.ts';
import type { LegalDocument } from '../lib/legal-document.ts';

const linkClasses = cn('rounded-sm text-accent underline underline-offset-2', focusRing);

type LegalTextProps = {
  icon: ReactNode;
  title: string;
  description: string;
  document: LegalDocument;
  /** Below the text: where to read on (the other legal page). */
  footer?: ReactNode;
};

/**
 * A legal page: who runs the site (OPERATOR_* on the server, through the runtime config), the date
 * of the text, its contents and its numbered sections in the active language. Rendered on the server
 * for visitors (apps/api/src/plugins/page-paths.ts, STATIC_PAGES): nothing here reads the browser.
 */
export function LegalText({ icon, title, description, document, footer }: LegalTextProps) {
  const { name, address, email } = runtimeConfig.operator;
  const values = {
    site: runtimeConfig.siteName,
    operator: name,
    address,
    email,
    price: formatNumber(PREMIUM_PRICE_CENTS / 100, 2),
  };
  return (
    <PageShell icon={icon} title={title} description={description} width="reading">
      <p className="text-sm text-fg-subtle">{t('Last updated: {date}', { date: longDate(document.updated) ?? '' })}</p>

      <section aria-labelledby="legal-operator" className="rounded-card border border-line bg-surface p-5">
        <h2 id="legal-operator" className="text-heading font-semibold">
          {t('Operator')}
        </h2>
        <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
          <dt className="text-fg-muted">{t('Name')}</dt>
          <dd className="font-medium text-fg sm:col-span-2">{name}</dd>
          <dt className="text-fg-muted">{t('Postal address')}</dt>
          <dd className="text-fg sm:col-span-2">{address}</dd>
          <dt className="text-fg-muted">{t('Email')}</dt>
          <dd className="min-w-0 break-words sm:col-span-2">
            <a className={linkClasses} href={`mailto:${email}`}>
              {email}
            </a>
          </dd>
        </dl>
      </section>

      <nav aria-labelledby="legal-contents" className="flex flex-col gap-2">
        <h2 id="legal-contents" className="text-heading font-semibold">
          {t('Contents')}
        </h2>
        <ol className="grid gap-1 text-sm text-fg-muted sm:grid-cols-2 sm:gap-x-6">
          {document.sections.map((section, index) => (
            <li key={section.id}>
              {index + 1}.{' '}
              <a className={linkClasses} href={`#${section.id}`}>
                {t(section.title)}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <div className="flex flex-col gap-8">
        {document.sections.map((section, index) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-24">
            <h2 id={`${section.id}-title`} className="text-heading font-semibold">
              {index + 1}. {t(section.title)}
            </h2>
            <div className="mt-3 flex flex-col gap-3 text-fg-muted">
              {section.blocks.map((block, at) =>
                typeof block === 'string' ? (
                  <p key={at}>{t(block, values)}</p>
                ) : (
                  <ul key={at} className="flex flex-col gap-2">
                    {block.list.map((item) => (
                      <li key={item} className="flex gap-2">
                        <span aria-hidden="true" className="text-fg-subtle">
                          •
                        </span>
                        <span>{t(item, values)}</span>
                      </li>
                    ))}
                  </ul>
                ),
              )}
            </div>
          </section>
        ))}
      </div>
      {footer && <p className="border-t border-line pt-4 text-sm text-fg-muted">{footer}</p>}
    </PageShell>
  );
}
