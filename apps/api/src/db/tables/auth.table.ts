import type { Generated } from 'kysely';
import type { Timestamp } from './columns.ts';

/** What a mailed single-use link is for. */
export type EmailTokenPurpose = 'verify' | 'reset';

export interface EmailTokensTable {
  id: Generated<number>;
  user_id: number;
  purpose: EmailTokenPurpose;
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

export interface AuthTables {
  email_tokens: EmailTokensTable;
}
