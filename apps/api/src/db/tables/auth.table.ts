import type { Generated } from 'kysely';
import type { Timestamp } from './columns.ts';

/** What a mailed single-use link is for. */
export type EmailTokenPurpose = 'verify' | 'reset' | 'change-email';

export interface EmailTokensTable {
  id: Generated<number>;
  user_id: number;
  purpose: EmailTokenPurpose;
  token_hash: string;
  /** The address a 'change-email' token moves the account to once confirmed. */
  new_email: string | null;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

export interface AuthTables {
  email_tokens: EmailTokensTable;
}
