import type { Generated } from 'kysely';
import type { Timestamp } from './columns.ts';

export interface SupportMessagesTable {
  id: Generated<number>;
  user_id: number | null;
  name: string;
  email: string;
  subject: string;
  message: string;
  ip_address: string | null;
  emailed_at: Timestamp | null;
  handled_at: Timestamp | null;
  created_at: Timestamp;
  /** 'new' until an admin marks it handled (INBOX_STATUSES). */
  status: Generated<string>;
  note: string | null;
  handled_by: number | null;
}

export interface SupportTables {
  support_messages: SupportMessagesTable;
}
