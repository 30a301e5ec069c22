import type { Verdict } from './link-adapters.ts';
import type { LinkUpdate, StoredCheck } from './link-health.repository.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How often links are checked (docs/link-health.md, Scheduling). */
export const SCHEDULE = {
  /** An alive link of an ordinary item. */
  alive: DAY,
  /** An item added in the last week, or a popular one: more often. */
  eager: 6 * HOUR,
  newFor: 7 * DAY,
  popularViews: 1000,
  /** A link alive for a month: less often. */
  steady: 3 * DAY,
  steadyAfter: 30 * DAY,
  /** After a failure: 1 h, 2 h, 4 h… up to 12 h; a reported link 10 minutes, to confirm quickly. */
  retry: HOUR,
  retryMax: 12 * HOUR,
  reportedRetry: 10 * MINUTE,
  /** A dead link is still looked at daily, so the item comes back when its link does. */
  dead: DAY,
  /** A host that is down: 5 min, doubling with each outage in a row, up to 6 h. */
  hostDown: 5 * MINUTE,
  hostDownMax: 6 * HOUR,
  /**
   * An admin marked a dead link a false positive: for this long its failures do not count towards
   * dead (it is looked at twice a day meanwhile); after it, dead again after the usual failures in a row.
   */
  falsePositive: 7 * DAY,
  falsePositiveRetry: 12 * HOUR,
} as const;

/** What scheduling reads of a link and its item. */
export interface LinkFacts {
  state: string;
  failures: number;
  alive_since: string | Date | null;
  reported_at: string | Date | null;
  item_created_at: string | Date;
  item_views: number | string;
  /** An admin marked the link's "dead" a false positive; failures before this do not count. */
  false_positive_until: string | Date | null;
}

const ms = (t: string | Date) => new Date(t).getTime();

/** When an alive link is due again: new and popular items sooner, long-alive links later. */
function aliveInterval(link: LinkFacts, aliveSince: number, now: number): number {
  if (now - ms(link.item_created_at) < SCHEDULE.newFor || Number(link.item_views) >= SCHEDULE.popularViews)
    return SCHEDULE.eager;
  return now - aliveSince >= SCHEDULE.steadyAfter ? SCHEDULE.steady : SCHEDULE.alive;
}

/** The back-off of a host found down for the `outages`-th time in a row. */
export const hostBackoff = (outages: number) =>
  Math.min(SCHEDULE.hostDown * 2 ** Math.max(0, outages - 1), SCHEDULE.hostDownMax);

/**
 * A link's next state after a check. `outage`: the host was down (or, for a single check, may have
 * been), which changes neither the state nor the failure streak; `resumeAt` is when to look again.
 * Dead after `deadAfter` failures in a row that were not outages.
 */
export function decide(
  link: LinkFacts,
  verdict: Verdict,
  outage: { resumeAt: number } | null,
  deadAfter: number,
  now: number,
): { check: StoredCheck; update: LinkUpdate } {
  const at = new Date(now).toISOString();
  const facts = {
    status: verdict.status,
    length: verdict.length,
    type: verdict.type,
    error: verdict.error,
    durationMs: verdict.durationMs ?? null,
  };
  if (verdict.outcome === 'alive') {
    const since = link.state === 'alive' && link.alive_since ? ms(link.alive_since) : now;
    return {
      check: { outcome: 'alive', ...facts },
      update: {
        state: 'alive',
        failures: 0,
        checkedAt: at,
        aliveSince: new Date(since).toISOString(),
        nextCheckAt: new Date(now + aliveInterval(link, since, now)).toISOString(),
        reported: false,
      },
    };
  }
  if (outage) {
    return {
      check: { outcome: 'outage', ...facts },
      update: {
        state: link.state as LinkUpdate['state'],
        failures: link.failures,
        checkedAt: at,
        aliveSince: link.alive_since ? new Date(link.alive_since).toISOString() : null,
        nextCheckAt: new Date(Math.max(outage.resumeAt, now + SCHEDULE.reportedRetry)).toISOString(),
        reported: link.reported_at !== null,
      },
    };
  }
  if (link.false_positive_until !== null && ms(link.false_positive_until) > now) {
    // The admin said the link works: the failure is recorded, but the streak waits for the cool-down.
    return {
      check: { outcome: 'failed', ...facts },
      update: {
        state: 'unknown',
        failures: 0,
        checkedAt: at,
        aliveSince: null,
        nextCheckAt: new Date(
          Math.min(
            now + SCHEDULE.falsePositiveRetry,
            Math.max(ms(link.false_positive_until), now + SCHEDULE.reportedRetry),
          ),
        ).toISOString(),
        reported: link.reported_at !== null,
      },
    };
  }
  const failures = link.failures + 1;
  const dead = failures >= deadAfter;
  const wait = dead
    ? SCHEDULE.dead
    : link.reported_at !== null
      ? SCHEDULE.reportedRetry
      : Math.min(SCHEDULE.retry * 2 ** (failures - 1), SCHEDULE.retryMax);
  return {
    check: { outcome: 'failed', ...facts },
    update: {
      state: dead ? 'dead' : link.state === 'dead' ? 'dead' : 'unknown',
      failures,
      checkedAt: at,
      aliveSince: null,
      nextCheckAt: new Date(now + wait).toISOString(),
      reported: !dead && link.reported_at !== null,
    },
  };
}

/** A host is down in a round when at least this many of its links failed as a host… */
export const DOWN_MIN_ERRORS = 3;
/** …and they were at least this share of its links checked. */
export const DOWN_SHARE = 0.5;

/** Whether a round's verdicts for one host say the host is down (timeouts, 5xx across many links). */
export function hostIsDown(verdicts: Verdict[]): boolean {
  const errors = verdicts.filter((v) => v.outcome === 'host_error').length;
  return errors >= DOWN_MIN_ERRORS && errors >= verdicts.length * DOWN_SHARE;
}

/** A one-line account of a check, for report notes. */
export function describeCheck(check: StoredCheck, at: string): string {
  const what = [
    check.status !== null ? `HTTP ${check.status}` : null,
    check.type,
    check.length !== null ? `${check.length} bytes` : null,
    check.error,
  ]
    .filter(Boolean)
    .join(', ');
  return `Link check ${at}: ${check.outcome}${what ? ` (${what})` : ''}`;
}
