// The mails of removal requests, each in the requester's language (docs/i18n.md#e-mails), and the
// staff reminders (in English, like every staff page).
import { REMOVAL_REQUEST_HOURS, type Language } from '@packdex/shared/constants';
import { mailDay, translator } from '../../lib/translate.ts';

/** A mail's subject and paragraphs (plain text; the service lays them out). */
export interface RemovalMail {
  subject: string;
  lines: string[];
}

interface Requester {
  number: string;
  name: string;
}

/** To the requester: the request was received, the items are hidden, and the deadline. */
export function requestReceivedMail(
  language: Language,
  site: string,
  request: Requester & { urls: string[]; dueAt: string },
): RemovalMail {
  const t = translator(language);
  return {
    subject: t('[{site}] Removal request {number} received', { site, number: request.number }),
    lines: [
      t('Dear {name},', { name: request.name }),
      t('We received your removal request. Its number is {number}; quote it in any correspondence.', {
        number: request.number,
      }),
      `${t('Pages named:')}\n${request.urls.join('\n')}`,
      t(
        'These pages are hidden from visitors while we review your request. We decide within {hours} hours, by {day} at the latest.',
        { hours: REMOVAL_REQUEST_HOURS, day: `${mailDay(language, request.dueAt)} ${request.dueAt.slice(11, 16)} UTC` },
      ),
    ],
  };
}

/** To the requester: the request was accepted and the items removed. */
export function requestAcceptedMail(language: Language, site: string, request: Requester): RemovalMail {
  const t = translator(language);
  return {
    subject: t('[{site}] Removal request {number} accepted', { site, number: request.number }),
    lines: [
      t('Dear {name},', { name: request.name }),
      t('We accepted your removal request: the pages it names were removed and cannot be published again.'),
    ],
  };
}

/** To the requester: the request was rejected, with the reason (as staff wrote it). */
export function requestRejectedMail(language: Language, site: string, request: Requester, reason: string): RemovalMail {
  const t = translator(language);
  return {
    subject: t('[{site}] Removal request {number} rejected', { site, number: request.number }),
    lines: [
      t('Dear {name},', { name: request.name }),
      t('We could not act on your removal request: {reason}', { reason }),
    ],
  };
}

/** To staff: a request has waited `hours` hours without a decision. */
export function staffReminderMail(
  site: string,
  request: { number: string; dueAt: string },
  hours: number,
  inboxUrl: string,
): RemovalMail {
  return {
    subject: `[${site}] Removal request ${request.number} undecided after ${hours} hours`,
    lines: [
      `Removal request ${request.number} was filed ${hours} hours ago and has no decision yet.`,
      `It must be decided by ${request.dueAt} (${REMOVAL_REQUEST_HOURS} hours after it was filed).`,
      `Decide it here: ${inboxUrl}`,
    ],
  };
}
