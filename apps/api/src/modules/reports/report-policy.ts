import { SEVERE_REPORT_REASONS } from '@packdex/shared/constants';
import type { UserRow } from '../../db/tables/users.table.ts';
import { networkPrefix } from '../../lib/network-prefix.ts';

/** The hide rule's window: distinct reporters must report within 24 hours of each other. */
const HIDE_WINDOW_MS = 24 * 3600_000;
/** A verified account must be this old before its severe reports hide at once. */
const CREDIBLE_ACCOUNT_MIN_AGE_DAYS = 7;
/** A severe report of the account dismissed within this many days costs its good standing. */
export const STANDING_LOOKBACK_DAYS = 90;

export const isSevere = (reason: string) => (SEVERE_REPORT_REASONS as readonly string[]).includes(reason);

/** Whom a report counts as: the account, or for a visitor the network of its address (an IPv4 /24, IPv6 /64). */
export const reporterKey = (userId: number | null, ip: string) =>
  userId !== null ? `user:${userId}` : `net:${networkPrefix(ip)}`;

/** How much the reporter's word weighs. */
interface ReporterStanding {
  /** Severe reports hide at once. */
  credible: boolean;
  /** No per-reporter cap (trusted flaggers and admins). */
  uncapped: boolean;
}

/**
 * A reporter is credible when the account is an admin or a trusted flagger, or is verified, at
 * least CREDIBLE_ACCOUNT_MIN_AGE_DAYS old and had no severe report dismissed in the last
 * STANDING_LOOKBACK_DAYS days. Visitors never are.
 */
export function standingOf(
  user: Pick<UserRow, 'is_admin' | 'is_trusted_flagger' | 'is_verified' | 'created_at'> | undefined,
  dismissedSevere: number,
  now: number,
): ReporterStanding {
  if (!user) return { credible: false, uncapped: false };
  if (user.is_admin === 1 || user.is_trusted_flagger === 1) return { credible: true, uncapped: true };
  const ageDays = (now - new Date(user.created_at).getTime()) / 86_400_000;
  return {
    credible: user.is_verified === 1 && ageDays >= CREDIBLE_ACCOUNT_MIN_AGE_DAYS && dismissedSevere === 0,
    uncapped: false,
  };
}

/**
 * Whether pending severe reports about one target justify hiding it: one credible reporter, or
 * `threshold` distinct reporters whose reports fall within HIDE_WINDOW_MS of each other.
 */
export function justifiesHiding(
  reports: { reporter_key: string | null; credible: number; created_at: string | Date }[],
  threshold: number,
): boolean {
  if (reports.some((r) => r.credible === 1)) return true;
  const times = reports
    .map((r) => ({ key: r.reporter_key ?? '', at: new Date(r.created_at).getTime() }))
    .sort((a, b) => a.at - b.at);
  for (const [i, start] of times.entries()) {
    const keys = new Set<string>();
    for (const r of times.slice(i)) {
      if (r.at - start.at > HIDE_WINDOW_MS) break;
      keys.add(r.key);
    }
    if (keys.size >= threshold) return true;
  }
  return false;
}
