// The mails of the DMCA process, each in its recipient's language (docs/i18n.md#e-mails): the
// complainant's (the notice's language) and the counter-notice sender's (the counter-notice's).
import { DMCA_RESTORE_BUSINESS_DAYS, type Language } from '@packdex/shared/constants';
import type { Executor } from '../../db/schema.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { mailDay, translator } from '../../lib/translate.ts';

/** A mail's subject and paragraphs (plain text; the service lays them out). */
export interface DmcaMail {
  subject: string;
  lines: string[];
}

/** Queues one of these mails to `to`, laid out in its language, inside the caller's transaction. */
export const dmcaMailSender =
  (mailer: Pick<Mailer, 'enqueue' | 'html'>) =>
  (to: string, language: Language, { subject, lines }: DmcaMail, executor: Executor) =>
    mailer.enqueue(
      { to, subject, text: lines.join('\n'), html: mailer.html(lines, undefined, language), kind: 'dmca' },
      executor,
    );

/** To the complainant: the notice was received, with its number and the pages it names. */
export function noticeReceivedMail(
  language: Language,
  site: string,
  notice: { number: string; name: string; urls: string[] },
): DmcaMail {
  const t = translator(language);
  return {
    subject: t('[{site}] DMCA notice {number} received', { site, number: notice.number }),
    lines: [
      t('Dear {name},', { name: notice.name }),
      t('We received your DMCA notice. Its number is {number}; quote it in any correspondence.', {
        number: notice.number,
      }),
      `${t('Pages named:')}\n${notice.urls.join('\n')}`,
      t('An administrator reviews every notice; you will hear from us when it is decided.'),
    ],
  };
}

/** To the complainant: the notice was accepted and its pages hidden. */
export function noticeAcceptedMail(language: Language, site: string, notice: { number: string; name: string }) {
  const t = translator(language);
  return {
    subject: t('[{site}] DMCA notice {number} accepted', { site, number: notice.number }),
    lines: [
      t('Dear {name},', { name: notice.name }),
      t('We accepted your notice: the pages it names are no longer shown.'),
    ],
  };
}

/** To the complainant: the notice was rejected, with the admin's reason (as written). */
export function noticeRejectedMail(
  language: Language,
  site: string,
  notice: { number: string; name: string },
  reason: string,
): DmcaMail {
  const t = translator(language);
  return {
    subject: t('[{site}] DMCA notice {number} rejected', { site, number: notice.number }),
    lines: [t('Dear {name},', { name: notice.name }), t('We could not act on your notice: {reason}', { reason })],
  };
}

/** The counter-notice as its sender filed it. */
interface Counter {
  name: string;
  address: string;
  phone?: string | undefined;
  email?: string | undefined;
  material: string;
  signature: string;
}

/** To the complainant: the counter-notice in full, and the day the material comes back unless they sue. */
export function counterNoticeMail(
  language: Language,
  site: string,
  notice: { number: string; name: string },
  counter: Counter,
  restoreDueAt: string,
): DmcaMail {
  const t = translator(language);
  const sender = [counter.name, counter.address, counter.phone, counter.email].filter(Boolean).join('\n');
  return {
    subject: t('[{site}] Counter-notice to DMCA notice {number}', { site, number: notice.number }),
    lines: [
      t('Dear {name},', { name: notice.name }),
      t('We received a counter-notice to your DMCA notice {number} under 17 U.S.C. §512(g).', {
        number: notice.number,
      }),
      t('From: {sender}', { sender }),
      t('Material: {material}', { material: counter.material }),
      t(
        'The sender states under penalty of perjury that the material was removed or disabled as a result of mistake or misidentification, and consents to the jurisdiction of the Federal District Court for their address (or, outside the United States, any judicial district in which the service provider may be found), and to accept service of process from you.',
      ),
      t('Signed: {signature}', { signature: counter.signature }),
      t(
        'Unless you inform us by {day} that you have filed an action seeking a court order to restrain the activity, the material will be restored on or after that day ({days, plural, one {# business day} other {# business days}} from now).',
        { day: mailDay(language, restoreDueAt), days: DMCA_RESTORE_BUSINESS_DAYS },
      ),
    ],
  };
}

/** To the counter-notice's sender: it was received and forwarded; the day the material comes back. */
export function counterReceivedMail(
  language: Language,
  site: string,
  notice: { number: string },
  counter: { name: string },
  restoreDueAt: string,
): DmcaMail {
  const t = translator(language);
  return {
    subject: t('[{site}] Counter-notice to DMCA notice {number} received', { site, number: notice.number }),
    lines: [
      t('Dear {name},', { name: counter.name }),
      t(
        'We received your counter-notice and forwarded it to the complainant. Unless they file suit, the material will be restored on or after {day}.',
        { day: mailDay(language, restoreDueAt) },
      ),
    ],
  };
}
