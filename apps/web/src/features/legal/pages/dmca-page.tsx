import { LifeBuoy, Link2Off, Mail, Scale } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageShell } from '@/components/page-shell.tsx';
import { Button, buttonClasses } from '@/components/ui/button.tsx';
import { runtimeConfig } from '@/config/runtime.ts';
import { useSupportDialog } from '@/lib/support-dialog.ts';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { cn, focusRing } from '@/lib/cn.ts';
import { NoticeForm } from '../components/notice-form.tsx';
import { NoticeSteps } from '../components/notice-steps.tsx';
import { t, tx } from '@/lib/i18n/i18n.ts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3">
      <h2 className="text-title font-semibold">{title}</h2>
      {children}
    </section>
  );
}

export function DmcaPage() {
  const { openSupport } = useSupportDialog();
  const site = runtimeConfig.siteName;
  // Where copyright notices go: the designated agent's address (DMCA_EMAIL), else the operator's.
  const dmcaEmail = runtimeConfig.operator.dmcaEmail ?? runtimeConfig.operator.email;
  return (
    <PageShell
      icon={<Scale />}
      title={t('DMCA & Copyright')}
      description={t('How to ask us to remove a link to material that infringes your copyright.')}
      width="reading"
    >
      <div className="flex flex-col gap-10">
        <section aria-label={t('Our role')} className="flex gap-4 rounded-card border border-line bg-surface p-5">
          <Link2Off className="mt-0.5 size-6 shrink-0 text-accent" aria-hidden="true" />
          <div className="flex flex-col gap-2 text-fg-muted">
            <p>
              <strong className="text-fg">{t('{site} is only a link indexer.', { site })}</strong>{' '}
              {t(
                'It hosts no files: every pack listed here is stored by a third-party file host, and {site} only keeps a link to it, its title and a description.',
                { site },
              )}
            </p>
            <p>
              {t(
                'We respect copyright and respond to notices under the Digital Millennium Copyright Act (17 U.S.C. §512). When we receive a complete notice, we remove or disable the link to the material promptly.',
              )}
            </p>
          </div>
        </section>

        <Section title={t('Copyright takedown contact')}>
          <p className="text-fg-muted">
            {t(
              'Send notices to our designated agent by e-mail. You can also reach us through the support form — choose the subject Content report.',
            )}
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <a href={`mailto:${dmcaEmail}`} className={buttonClasses()}>
              <Mail aria-hidden="true" /> {dmcaEmail}
            </a>
            <Button variant="secondary" onClick={() => openSupport('contact', { subject: 'content-report' })}>
              <LifeBuoy aria-hidden="true" /> {t('Open the support form')}
            </Button>
          </div>
        </Section>

        <Section title={t('How to send a notice: five steps')}>
          <p className="text-fg-muted">{t('A notice must contain all of the following to be valid.')}</p>
          <NoticeSteps email={dmcaEmail} />
          <p className="text-sm text-fg-subtle">
            {t(
              'Knowingly misrepresenting that material or activity is infringing can make you liable for damages (17 U.S.C. §512(f)).',
            )}
          </p>
        </Section>

        <Section title={t('File a notice online')}>
          <p className="text-fg-muted">
            {t('The quickest way: this form asks for each of the five elements and gives you a notice number at once.')}
          </p>
          <NoticeForm />
        </Section>

        <Section title={t('Counter-notice')}>
          <p className="text-fg-muted">
            {t(
              'If a link was removed because of a mistake or misidentification, the person affected may send a counter-notice to the same address. It must include a physical or electronic signature; identification of the material and where it appeared before removal; a statement under penalty of perjury of a good-faith belief that it was removed by mistake or misidentification; their name, address and telephone number; and consent to the jurisdiction of the federal district court for their address (or, outside the United States, any district in which the service provider may be found) and to accept service from the person who sent the notice.',
            )}{' '}
            {t(
              'Unless that person tells us within 10 to 14 business days that they have filed a court action, the link may be restored.',
            )}
          </p>
          <p className="text-fg-muted">
            {tx('{link} with the number of the notice.', {
              link: (
                <Link
                  className={cn('rounded-sm text-accent underline underline-offset-2', focusRing)}
                  to={paths.dmcaCounter.getHref()}
                >
                  {t('File a counter-notice online')}
                </Link>
              ),
            })}
          </p>
        </Section>

        <Section title={t('Shown without consent?')}>
          <p className="text-fg-muted">
            {tx(
              'If a page shows you, or someone you represent, in an intimate picture or video published without consent, use the {link}: we hide the pages at once and decide within 48 hours.',
              {
                link: (
                  <Link
                    className={cn('rounded-sm text-accent underline underline-offset-2', focusRing)}
                    to={paths.takedown.getHref()}
                  >
                    {t('removal request form')}
                  </Link>
                ),
              },
            )}
          </p>
        </Section>

        <Section title={t('Repeat infringers')}>
          <p className="text-fg-muted">
            {t(
              'In appropriate circumstances we terminate the accounts of repeat infringers and stop indexing sources that are repeatedly the subject of valid notices.',
            )}
          </p>
        </Section>

        <Section title={t('18 U.S.C. §2257 statement')}>
          <p className="text-fg-muted">
            {t(
              '{site} is not a producer, primary or secondary, of any of the material it links to, as those terms are defined in 18 U.S.C. §2257 and 28 C.F.R. Part 75. It hosts no such material: it only indexes links to files stored by third parties, with the previews supplied with them.',
              { site },
            )}
          </p>
          <p className="text-fg-muted">
            {t(
              'The records that §2257 requires are kept by the producers of the material. Questions about them should go to the producer, or to the site that hosts the material.',
            )}
          </p>
          <p className="text-fg-muted">
            {t(
              'We do not tolerate material showing anyone under 18 or anyone who did not consent. Report it with the Report button on its page, or write to {email}: we remove the link as soon as we have checked the report, and report child sexual abuse material to the authorities.',
              { email: runtimeConfig.operator.email },
            )}
          </p>
        </Section>
      </div>
    </PageShell>
  );
}

// The removal request page ships with this one (see router.tsx).
export { TakedownPage } from './takedown-page.tsx';
