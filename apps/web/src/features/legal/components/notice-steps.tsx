import type { ReactNode } from 'react';
import { runtimeConfig } from '@/config/runtime.ts';
import { t, tx } from '@/lib/i18n/i18n.ts';

type Step = { title: string; body: ReactNode };

/**
 * The five steps of a takedown notice. Together they ask for every element of
 * 17 U.S.C. §512(c)(3)(A): (ii) the work, (iii) the material and its location, (iv) contact
 * details, (v) good faith and (vi) accuracy under penalty of perjury, and (i) a signature.
 */
function steps(email: string, origin: string): Step[] {
  return [
    {
      title: t('Identify the copyrighted work'),
      body: t(
        'Describe the copyrighted work you believe is infringed. If one notice covers several works, a representative list of them is enough.',
      ),
    },
    {
      title: t('Identify the infringing material and where it is'),
      body: t(
        'Identify the material you want removed, with information reasonably sufficient for us to locate it — above all the full {siteName} URL of each content or model page (for example {example}).',
        { siteName: runtimeConfig.siteName, example: `${origin}/content/…` },
      ),
    },
    {
      title: t('Give your contact information'),
      body: t(
        'Your full name, postal address, telephone number and e-mail address, so that we — and, for a counter-notice, the person affected — can reach you.',
      ),
    },
    {
      title: t('Add the two required statements'),
      body: (
        <>
          <span className="block">
            {t(
              'A statement that you have a good-faith belief that use of the material in the manner complained of is not authorised by the copyright owner, its agent, or the law.',
            )}
          </span>
          <span className="mt-2 block">
            {t(
              'A statement that the information in your notice is accurate and, under penalty of perjury, that you are the owner of an exclusive right that is allegedly infringed or are authorised to act on the owner’s behalf.',
            )}
          </span>
        </>
      ),
    },
    {
      title: t('Sign the notice and send it'),
      body: tx(
        'Sign with a physical or electronic signature of the copyright owner or of a person authorised to act on their behalf (a typed full name is accepted as an electronic signature), and send the notice to {email}.',
        {
          email: (
            <a href={`mailto:${email}`} className="font-medium text-accent underline-offset-4 hover:underline">
              {email}
            </a>
          ),
        },
      ),
    },
  ];
}

export function NoticeSteps({ email }: { email: string }) {
  return (
    <ol className="flex flex-col gap-3">
      {steps(email, window.location.origin).map((step, index) => (
        <li key={index} className="flex gap-4 rounded-card border border-line bg-surface p-4 sm:p-5">
          <span
            aria-hidden="true"
            className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent-solid text-sm font-bold text-accent-fg"
          >
            {index + 1}
          </span>
          <div className="flex min-w-0 flex-col gap-1">
            <h3 className="font-semibold text-fg">
              <span className="sr-only">{t('Step {number}:', { number: index + 1 })} </span>
              {step.title}
            </h3>
            <p className="text-sm text-fg-muted">{step.body}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
