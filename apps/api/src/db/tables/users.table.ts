import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { Flag, Timestamp } from './columns.ts';

export interface UsersTable {
  id: Generated<number>;
  name: string;
  email: string;
  password_hash: string;
  language: Generated<string>;
  country: string | null;
  profile_photo: string | null;
  is_premium: Generated<Flag>;
  /** Kept equal to `role = 'admin'` (counts and exports read it). */
  is_admin: Generated<Flag>;
  /** `user`, `editor`, `moderator` or `admin` (docs/security.md, "Staff roles"). */
  role: Generated<string>;
  /** The enrolled TOTP secret (base32); null while two-factor sign-in is off. */
  totp_secret: string | null;
  /** A secret handed out by /auth/2fa/setup, until a code from it enables it. */
  totp_pending_secret: string | null;
  totp_enabled_at: Timestamp | null;
  /** The last TOTP time step accepted: an accepted code is not accepted again. */
  totp_last_step: number | string | null;
  is_verified: Generated<Flag>;
  /** Admin-granted: this account's severe reports hide their target at once and skip the per-reporter cap. */
  is_trusted_flagger: Generated<Flag>;
  premium_expires_at: Timestamp | null;
  age_confirmed_at: Timestamp | null;
  token_version: Generated<number>;
  payment_customer_id: string | null;
  /** Set while the account is suspended by an admin. */
  suspended_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One backup code of an account's two-factor sign-in: its SHA-256, and when it was used. */
export interface BackupCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

export interface UsersTables {
  users: UsersTable;
  backup_codes: BackupCodesTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
