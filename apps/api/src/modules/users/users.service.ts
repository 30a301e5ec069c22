import { isStaffRole, LANGUAGES, type Language, ROLES, type Role } from '@packdex/shared/constants';
import type { User } from '@packdex/shared/schemas';
import type { UserRow } from '../../db/tables/users.table.ts';
import { toIso } from '../../lib/time.ts';
import type { SessionClaims } from '../../lib/tokens.ts';
import type { AccountRows } from './account-rows.ts';
import type { UsersRepository } from './users.repository.ts';
import type { SessionsRepository } from '../sessions/sessions.repository.ts';
import { clock } from '../../lib/clock.ts';

/**
 * Who is asking: what the rules of every service need to know about the signed-in account
 * (docs/product.md#roles). The auth plugin builds it once per request; services never see the row.
 */
export interface Viewer {
  id: number;
  name: string;
  /** Path of the account's profile photo, shown beside what it writes. */
  profilePhoto: string | null;
  /** The account's stored role (docs/security.md, "Staff roles"). */
  role: Role;
  /** Two-factor sign-in is on: a staff role acts only with it (plugins/auth.ts, requireStaff). */
  twoFactor: boolean;
  /** An admin with two-factor sign-in on: what every admin-only rule asks. */
  isAdmin: boolean;
  /** A staff role (editor, moderator, admin) with two-factor sign-in on: sees hidden items. */
  isStaff: boolean;
  isVerified: boolean;
  /** A premium period is running right now. */
  isPremium: boolean;
  /** The account has confirmed being 18 or older. */
  ageConfirmed: boolean;
  /** The session the request's token belongs to; null for a token issued before sessions were stored. */
  sessionId: string | null;
  /**
   * The account hides tags (its tag blacklist, docs/product.md#hidden-tags): its lists are its own,
   * so the page cache neither serves it nor keeps its answers. Absent: hides none.
   */
  hidesTags?: boolean;
}

const isLanguage = (v: string): v is Language => (LANGUAGES as readonly string[]).includes(v);

/** True while the account's premium period runs (no end date means it runs until cancelled). */
export function premiumActive(row: Pick<UserRow, 'is_premium' | 'premium_expires_at'>, at = clock.now()): boolean {
  if (row.is_premium !== 1) return false;
  return row.premium_expires_at === null || new Date(row.premium_expires_at).getTime() > at.getTime();
}

/** The row's role; an unknown value (never written by this code) counts as `user`. */
export const roleOf = (row: Pick<UserRow, 'role'>): Role =>
  (ROLES as readonly string[]).includes(row.role) ? (row.role as Role) : 'user';

export function toViewer(row: UserRow & { hides_tags?: unknown }, sessionId: string | null = null): Viewer {
  const role = roleOf(row);
  const twoFactor = row.totp_secret !== null;
  return {
    sessionId,
    id: row.id,
    name: row.name,
    profilePhoto: row.profile_photo,
    role,
    twoFactor,
    isAdmin: role === 'admin' && twoFactor,
    isStaff: isStaffRole(role) && twoFactor,
    isVerified: row.is_verified === 1,
    isPremium: premiumActive(row),
    ageConfirmed: row.age_confirmed_at !== null,
    // SQLite answers `exists` with 0/1, PostgreSQL with a boolean.
    hidesTags: Boolean(Number(row.hides_tags ?? 0)),
  };
}

/** The API's user shape; never the hash, token version or payment ids. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    language: isLanguage(row.language) ? row.language : 'en',
    country: row.country,
    profilePhoto: row.profile_photo,
    isPremium: premiumActive(row),
    isAdmin: roleOf(row) === 'admin',
    role: roleOf(row),
    twoFactorEnabled: row.totp_secret !== null,
    isVerified: row.is_verified === 1,
    createdAt: toIso(row.created_at),
    expiredPremium: toIso(row.premium_expires_at),
  };
}

/** How often one account's activity row is written at most (per process). */
const ACTIVITY_WRITE_EVERY_MS = 60_000;

/** Sessions whose last-seen time was written, remembered at most (then forgotten all at once). */
const TOUCHED_MAX = 50_000;

/** Accounts as the rest of the API sees them. */
export function usersService(
  users: Pick<UsersRepository, 'recordActivity'>,
  rows: Pick<AccountRows, 'find'>,
  sessions: Pick<SessionsRepository, 'state' | 'touch'>,
) {
  // Last activity write per account, so a busy session costs one small write a minute, not one a request.
  const lastWrite = new Map<number, { day: string; at: number }>();
  // Last last-seen write per session, likewise.
  const lastTouch = new Map<string, number>();

  async function touchSession(id: string): Promise<void> {
    const at = clock.millis();
    const last = lastTouch.get(id);
    if (last !== undefined && at - last < ACTIVITY_WRITE_EVERY_MS) return;
    if (lastTouch.size >= TOUCHED_MAX) lastTouch.clear();
    lastTouch.set(id, at);
    await sessions.touch(id, new Date(at).toISOString());
  }

  /** A token naming a session is valid while that session is the account's and not ended. */
  async function sessionLive(claims: SessionClaims): Promise<boolean> {
    if (claims.sessionId === undefined) return true;
    const state = await sessions.state(claims.sessionId);
    return state !== undefined && state.user_id === claims.userId && state.ended_at === null;
  }

  async function recordActivity(userId: number): Promise<void> {
    const at = clock.now();
    const day = at.toISOString().slice(0, 10);
    const last = lastWrite.get(userId);
    if (last && last.day === day && at.getTime() - last.at < ACTIVITY_WRITE_EVERY_MS) return;
    if (lastWrite.size > 50_000) lastWrite.clear();
    lastWrite.set(userId, { day, at: at.getTime() });
    await users.recordActivity(userId, day, at.toISOString());
  }

  return {
    /**
     * The viewer a valid session token stands for; null once the account is gone, suspended or the
     * token revoked or its session ended. Each accepted session counts the account as active today
     * (daily active users) and moves the session's last-seen time (at most once a minute).
     */
    async viewerForSession(claims: SessionClaims): Promise<Viewer | null> {
      const [row, live] = await Promise.all([rows.find(claims.userId), sessionLive(claims)]);
      if (!row || !live || row.token_version !== claims.tokenVersion || row.suspended_at !== null) return null;
      await recordActivity(row.id);
      if (claims.sessionId !== undefined) await touchSession(claims.sessionId);
      return toViewer(row, claims.sessionId ?? null);
    },
  };
}
export type UsersService = ReturnType<typeof usersService>;
