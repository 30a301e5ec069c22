import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PREMIUM_PRICE_LABEL, RECOMMENDATIONS_PER_MONTH, UNVERIFIED_VIEW_LIMIT } from '@packdex/shared/constants';
import { paths } from '@/config/paths.ts';
import { runtimeConfig } from '@/config/runtime.ts';
import { cn, focusRing } from '@/lib/cn.ts';

type Faq = { question: string; answer: ReactNode };

const linkClasses = cn('rounded-sm font-medium text-accent underline-offset-4 hover:underline', focusRing);

function faqs(onNavigate: () => void, onContact: () => void): Faq[] {
  const site = runtimeConfig.siteName;
  const contact = (
    <button type="button" onClick={onContact} className={cn(linkClasses, 'cursor-pointer')}>
      Contact Support
    </button>
  );
  return [
    {
      question: `What is ${site}?`,
      answer: `${site} is an index: it organises links to content packs by model. It hosts no files itself — every download opens on an external file host.`,
    },
    {
      question: 'Who can use the site?',
      answer:
        'Adults only. You must be 18 or older (and of legal age where you live). Anyone younger must leave the site.',
    },
    {
      question: 'Why should I verify my email?',
      answer: `Accounts with an unverified email can open ${UNVERIFIED_VIEW_LIMIT} content items. Verifying unlocks unlimited content, comments, likes and buying Premium.`,
    },
    {
      question: 'What does Premium cost and include?',
      answer: `Premium costs ${PREMIUM_PRICE_LABEL} and renews monthly until you cancel it in the billing portal. Members get direct download links without the link service, no ads or waiting times, priority support, and ${RECOMMENDATIONS_PER_MONTH} model recommendations a month.`,
    },
    {
      question: 'How do I cancel Premium?',
      answer: (
        <>
          Open{' '}
          <Link to={paths.billing.getHref()} onClick={onNavigate} className={linkClasses}>
            Billing
          </Link>{' '}
          while signed in and choose Open Billing Portal; you can cancel there at any time.
        </>
      ),
    },
    {
      question: 'A download link is broken. What now?',
      answer: (
        <>
          Use Report Content in the “…” menu of that pack and pick “Broken link”, or write to us via {contact} with the
          subject Content report. We check reported links and replace or remove them.
        </>
      ),
    },
    {
      question: 'I own content listed here. How do I get it removed?',
      answer: (
        <>
          Send a copyright notice as described on our{' '}
          <Link to={paths.dmca.getHref()} onClick={onNavigate} className={linkClasses}>
            DMCA page
          </Link>
          . We remove links to infringing material promptly.
        </>
      ),
    },
    {
      question: 'I did not get the verification email.',
      answer: (
        <>
          Check your spam folder, then ask for a new one on the{' '}
          <Link to={paths.resendVerification.getHref()} onClick={onNavigate} className={linkClasses}>
            resend verification
          </Link>{' '}
          page.
        </>
      ),
    },
  ];
}

/** Honest answers to the questions people actually ask, as disclosure widgets. */
export function FaqList({ onContact, onNavigate }: { onContact: () => void; onNavigate: () => void }) {
  return (
    <div className="flex flex-col gap-2">
      {faqs(onNavigate, onContact).map((faq) => (
        <details
          key={faq.question}
          className="group rounded-lg border border-line bg-surface-2/40 open:bg-surface-2/70"
        >
          <summary
            className={cn(
              'flex cursor-pointer list-none items-center justify-between gap-3 rounded-lg px-4 py-3 text-sm font-medium text-fg [&::-webkit-details-marker]:hidden',
              focusRing,
            )}
          >
            {faq.question}
            <ChevronDown
              className="size-4 shrink-0 text-fg-muted transition-transform group-open:rotate-180"
              aria-hidden="true"
            />
          </summary>
          <div className="px-4 pb-4 text-sm text-fg-muted">{faq.answer}</div>
        </details>
      ))}
    </div>
  );
}
