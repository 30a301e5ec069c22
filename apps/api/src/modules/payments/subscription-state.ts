import { clock } from '../../lib/clock.ts';
import { toIso } from '../../lib/time.ts';
import type { SubscriptionEvent, SubscriptionStatus } from './payment-provider.ts';
import type { SubscriptionRow } from './payments.repository.ts';

const LIVE: readonly string[] = ['active', 'past_due'] satisfies SubscriptionStatus[];
const ms = (v: string | Date | null | undefined) => (v ? new Date(v).getTime() : null);

/** How many cancel and resume notices a subscription has had, and the number of the one applied now. */
export interface NoticeCounts {
  cancels: number;
  resumes: number;
  /** The incoming notice's number among those of its kind (null for events that are not notices). */
  ordinal: number | null;
}

/**
 * Counts an incoming cancel or resume notice, or says it is a redelivery (null). The provider lets a
 * member cancel only a renewing subscription and resume only a cancelled one, so its notices
 * alternate: a cancel is new unless more cancels than resumes arrived already; a resume is new
 * unless as many resumes as cancels did (the very first resume is new even before its cancel,
 * which it overtook). The cancel flag is then "more cancels than resumes", whatever the order.
 */
export function countNotice(
  existing: SubscriptionRow | undefined,
  notice: SubscriptionEvent['notice'],
): NoticeCounts | null {
  const cancels = existing?.cancel_notices ?? 0;
  const resumes = existing?.resume_notices ?? 0;
  if (notice === 'cancel') {
    return cancels > resumes ? null : { cancels: cancels + 1, resumes, ordinal: cancels + 1 };
  }
  if (notice === 'resume') {
    return resumes >= Math.max(cancels, 1) ? null : { cancels, resumes: resumes + 1, ordinal: resumes + 1 };
  }
  return { cancels, resumes, ordinal: null };
}

/**
 * Merges one event into the stored subscription. Order of arrival never decides: an ended
 * subscription stays ended, the period end only moves forward, and status or the cancel flag are
 * taken from an event only when it is the newest the provider sent (by its own time) or it opens
 * a later period. Without a provider time only a later period makes an event the newest, and the
 * cancel flag of a provider's notices comes from their counts. `receivedAt` dates an ending that
 * the provider did not date.
 */
export function mergeEvent(
  existing: SubscriptionRow | undefined,
  event: SubscriptionEvent,
  notices: NoticeCounts = { cancels: 0, resumes: 0, ordinal: null },
  receivedAt: Date = clock.now(),
) {
  const at = event.occurredAt ? event.occurredAt.getTime() : null;
  const storedEnd = ms(existing?.current_period_end);
  const incomingEnd = event.periodEnd ? event.periodEnd.getTime() : null;
  const periodEnd =
    storedEnd === null ? incomingEnd : incomingEnd === null ? storedEnd : Math.max(storedEnd, incomingEnd);
  const lastAt = ms(existing?.last_event_at);
  const laterPeriod = incomingEnd !== null && (storedEnd === null || incomingEnd > storedEnd);
  const newer =
    at === null
      ? laterPeriod
      : lastAt === null || at >= lastAt || (incomingEnd !== null && storedEnd !== null && incomingEnd > storedEnd);

  // Events of the same second (Stripe's created, then updated) never take a paid subscription back.
  const tie = at !== null && lastAt === at;
  let status = (existing?.status ?? 'pending') as SubscriptionStatus;
  let cancelAtPeriodEnd = existing?.cancel_at_period_end === 1;
  let endedAt = existing?.ended_at ? toIso(existing.ended_at) : null;
  if (status !== 'ended') {
    if (event.status === 'ended') {
      status = 'ended';
      endedAt = (event.occurredAt ?? receivedAt).toISOString();
    } else if (newer && event.status && !(tie && event.status === 'pending' && LIVE.includes(status))) {
      status = event.status;
    }
    if (event.notice) cancelAtPeriodEnd = notices.cancels > notices.resumes;
    else if (newer && event.cancelAtPeriodEnd !== undefined) cancelAtPeriodEnd = event.cancelAtPeriodEnd;
  }
  return {
    status,
    cancelAtPeriodEnd,
    endedAt,
    periodEnd: periodEnd === null ? null : new Date(periodEnd).toISOString(),
    lastEventAt:
      at === null ? toIso(existing?.last_event_at ?? null) : new Date(Math.max(at, lastAt ?? at)).toISOString(),
    cancelNotices: notices.cancels,
    resumeNotices: notices.resumes,
  };
}

/**
 * What the account's subscriptions add up to: premium while a live one's period runs (until the
 * latest end); otherwise not, and the expiry says when the last one stopped.
 */
export function premiumOf(subscriptions: SubscriptionRow[]): { isPremium: boolean; expiresAt: string | null } {
  let liveEnd: number | null = null;
  let lastEnd: number | null = null;
  for (const s of subscriptions) {
    const end = ms(s.current_period_end);
    if (LIVE.includes(s.status) && end !== null) liveEnd = Math.max(liveEnd ?? end, end);
    const stopped = s.status === 'ended' ? Math.min(end ?? Infinity, ms(s.ended_at) ?? Infinity) : end;
    if (stopped !== null && Number.isFinite(stopped)) lastEnd = Math.max(lastEnd ?? stopped, stopped);
  }
  if (liveEnd !== null) return { isPremium: true, expiresAt: new Date(liveEnd).toISOString() };
  return { isPremium: false, expiresAt: lastEnd === null ? null : new Date(lastEnd).toISOString() };
}
