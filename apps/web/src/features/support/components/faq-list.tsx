import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PREMIUM_PRICE_CENTS, RECOMMENDATIONS_PER_MONTH, UNVERIFIED_VIEW_LIMIT } from '@packdex/shared/constants';
import { paths } from '@/config/paths.ts';
import { runtimeConfig } from '@/config/runtime.ts';
import { cn, focusRing } from '@/lib/cn.ts';
import { t, tx } from '@/lib/i18n/i18n.ts';

type Faq = { question: string; answer: ReactNode };

/** The monthly price as PREMIUM_PRICE_LABEL writes it, without the "/month" ($12.00). */
const PRICE = `$${(PREMIUM_PRICE_CENTS / 100).toFixed(2)}`;

const linkClasses = cn('rounded-sm font-medium text-accent underline-offset-4 hover:underline', focusRing);

/** The questions and answers, in the interface's language (built while rendering). */
function faqs(onNavigate: () => void, onContact: () => void): Faq[] {
  const site = runtimeConfig.siteName;
  const contact = (
    <button type="button" onClick={onContact} className={cn(linkClasses, 'cursor-pointer')}>
      {t('Contact Support')}
    </button>
  );
  return [
    {
      question: t('What is {site}?', { site }),
      answer: t(
        '{site} is an index: it organises links to content packs by model. It hosts no files itself — every download opens on an external file host.',
        { site },
      ),
    },
    {
      question: t('Who can use the site?'),
      answer: t(
        'Adults only. You must be 18 or older (and of legal age where you live). Anyone younger must leave the site.',
      ),
    },
    {
      question: t('Why should I verify my email?'),
      answer: t(
        'Accounts with an unverified email can open {limit, plural, one {# content item} other {# content items}}. Verifying unlocks unlimited content, comments, likes and buying Premium.',
        { limit: UNVERIFIED_VIEW_LIMIT },
      ),
    },
    {
      question: t('What does Premium cost and include?'),
      // The price without its "/month", so each language words the period itself.
      answer: t(
        'Premium costs {price}/month and renews monthly until you cancel it in the billing portal. Members get direct download links without the link service, no ads or waiting times, priority support, and {count, plural, one {# model recommendation} other {# model recommendations}} a month.',
        { price: PRICE, count: RECOMMENDATIONS_PER_MONTH },
      ),
    },
    {
      question: t('How do I cancel Premium?'),
      answer: tx('Open {billing} while signed in and choose Open Billing Portal; you can cancel there at any time.', {
        billing: (
          <Link to={paths.billing.getHref()} onClick={onNavigate} className={linkClasses}>
            {t('Billing')}
          </Link>
        ),
      }),
    },
    {
      question: t('A download link is broken. What now?'),
      answer: tx(
        'Use Report Content in the “…” menu of that pack and pick “Broken link”, or write to us via {contact} with the subject Content report. We check reported links and replace or remove them.',
        { contact },
      ),
    },
    {
      question: t('I own content listed here. How do I get it removed?'),
      answer: tx(
        'Send a copyright notice as described on our {dmca}. We remove links to infringing material promptly.',
        {
          dmca: (
            <Link to={paths.dmca.getHref()} onClick={onNavigate} className={linkClasses}>
              {t('DMCA page')}
            </Link>
          ),
        },
      ),
    },
    {
      question: t('I did not get the verification email.'),
      answer: tx('Check your spam folder, then ask for a new one on the {resend} page.', {
        resend: (
          <Link to={paths.resendVerification.getHref()} onClick={onNavigate} className={linkClasses}>
            {t('resend verification')}
          </Link>
        ),
      }),
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
