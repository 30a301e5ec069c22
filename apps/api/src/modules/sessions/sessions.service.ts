import type { AuthResponse, SessionsResponse } from '@packdex/shared/schemas';
import type { Executor, Transact } from '../../db/schema.ts';
import { notFound, unauthorized } from '../../lib/errors.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { now, toIso } from '../../lib/time.ts';
import { SESSION_TTL_SECONDS, type TokenSigner } from '../../lib/tokens.ts';
import { clock } from '../../lib/clock.ts';
import { sessionOf } from '../auth/auth.service.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import type { Viewer } from '../users/users.service.ts';
import type { Client } from './device.ts';
import { startSession } from './session-start.ts';
import type { SessionsRepository } from './sessions.repository.ts';

interface Deps {
  transact: Transact;
  sessions: SessionsRepository;
  users: Pick<UsersRepository, 'findById' | 'bumpTokenVersion'>;
  tokens: TokenSigner;
}

/** The signed-in account's sessions: the list, signing one out, all others, or this one (docs/security.md#sessions). */
export function sessionsService({ transact, sessions, users, tokens }: Deps) {
  /**
   * Ends every session of the account but the caller's, in `trx`; returns the caller's session id
   * (a new one when its token predates stored sessions, so it too can be listed and ended).
   */
  async function endAllBut(viewer: Viewer, client: Client, trx: Executor): Promise<string> {
    const keep = viewer.sessionId ?? (await startSession(sessions, viewer.id, client, trx));
    await sessions.endAll(viewer.id, keep, now(), trx);
    return keep;
  }

  let prunedAt = -Infinity;

  return {
    endAllBut,

    /**
     * Removes sessions no token can still use, at most once an hour (the scheduled job asks every
     * minute). A token lives SESSION_TTL_SECONDS from when it was issued, and every token a session
     * has was issued during a request of that session, which moved its last-seen time (at most a
     * minute late): a session unseen for a token's lifetime and a day has none left. Its token would
     * be refused anyway (no row, no session); this keeps the table to the sessions in use.
     */
    async prune(): Promise<number> {
      const at = clock.millis();
      if (at - prunedAt < 3_600_000) return 0;
      prunedAt = at;
      return sessions.pruneSeenBefore(new Date(at - SESSION_TTL_SECONDS * 1000 - 86_400_000).toISOString());
    },

    /** The caller's sessions still in use, newest first; a session unseen for a token's lifetime has expired. */
    async list(viewer: Viewer): Promise<SessionsResponse> {
      const since = new Date(clock.millis() - SESSION_TTL_SECONDS * 1000).toISOString();
      const rows = await sessions.listActive(viewer.id, since);
      return {
        sessions: rows.map((row) => ({
          id: row.id,
          createdAt: toIso(row.created_at),
          lastSeenAt: toIso(row.last_seen_at),
          device: row.device,
          network: row.network,
          current: row.id === viewer.sessionId,
        })),
      };
    },

    /** Signs one of the caller's own sessions out; someone else's (or an ended one) is a 404. */
    async endOne(viewer: Viewer, id: string): Promise<void> {
      if (!(await sessions.end(viewer.id, id, now()))) throw notFound('Session not found');
    },

    /**
     * Signs every other session out: moves the token version (so tokens from before sessions were
     * stored stop too) and ends the other rows; the answer is a fresh token for this session.
     */
    async endOthers(viewer: Viewer, password: string, client: Client): Promise<AuthResponse> {
      const row = await users.findById(viewer.id);
      if (!row) throw unauthorized('Your session has expired. Please sign in again.');
      if (!(await verifyPassword(row.password_hash, password))) throw unauthorized('Password is incorrect');
      const { updated, keep } = await transact(async (trx) => ({
        keep: await endAllBut(viewer, client, trx),
        updated: await users.bumpTokenVersion(viewer.id, trx),
      }));
      return sessionOf(updated, tokens, keep);
    },

    /** Signs this session out on the server (a token from before stored sessions has no row to end). */
    async logout(viewer: Viewer): Promise<void> {
      if (viewer.sessionId) await sessions.end(viewer.id, viewer.sessionId, now());
    },
  };
}
export type SessionsService = ReturnType<typeof sessionsService>;
