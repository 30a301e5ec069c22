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
  is_admin: Generated<Flag>;
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

export interface UsersTables {
  users: UsersTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
