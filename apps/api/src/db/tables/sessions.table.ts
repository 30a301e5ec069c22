import type { Selectable } from 'kysely';
import type { Timestamp } from './columns.ts';

/** One sign-in of an account; its id is the `sid` claim of the session's tokens. */
export interface SessionsTable {
  /** 128 random bits, base64url. */
  id: string;
  user_id: number;
  created_at: Timestamp;
  /** Written at most once a minute per session (per process). */
  last_seen_at: Timestamp;
  /** A short description of the browser and system, from the User-Agent at sign-in. */
  device: string;
  /** The client address's network (IPv4 /24, IPv6 /64) at sign-in, for display. */
  network: string | null;
  /** Set when the session was signed out; its tokens are refused from then on. */
  ended_at: Timestamp | null;
}
export type SessionRow = Selectable<SessionsTable>;

export interface SessionsTables {
  sessions: SessionsTable;
}
