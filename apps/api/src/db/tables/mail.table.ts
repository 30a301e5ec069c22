import type { Generated } from 'kysely';
import type { Timestamp } from './columns.ts';

/** Outgoing mail, stored before delivery so nothing is lost while the relay is down. */
export interface MailQueueTable {
  id: Generated<number>;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string;
  kind: string;
  /** Higher goes first: account mail (verify, reset) before bulk mail. */
  priority: Generated<number>;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  sent_at: Timestamp | null;
  last_error: string | null;
  created_at: Timestamp;
}

export interface MailTables {
  mail_queue: MailQueueTable;
}
