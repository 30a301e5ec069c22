import type { Kysely } from 'kysely';
import type { DB, Executor } from '../db/schema.ts';
import { now } from './time.ts';

export interface QueuedMail {
  to: string;
  replyTo?: string | undefined;
  subject: string;
  text: string;
  html: string;
  kind: string;
}

/** The durable queue of outgoing mail (the mailer's only storage). */
export function mailQueueRepository(db: Kysely<DB>) {
  return {
    /** Stores a message; inside the caller's transaction it commits (or not) with the caller's data. */
    async insert(message: QueuedMail, executor: Executor = db): Promise<number> {
      const at = now();
      const { id } = await executor
        .insertInto('mail_queue')
        .values({
          to_address: message.to,
          reply_to: message.replyTo ?? null,
          subject: message.subject,
          text_body: message.text,
          html_body: message.html,
          kind: message.kind,
          next_attempt_at: at,
          created_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    /** Up to `limit` unsent messages due now that have attempts left, oldest first. */
    due: (maxAttempts: number, limit: number) =>
      db
        .selectFrom('mail_queue')
        .selectAll()
        .where('sent_at', 'is', null)
        .where('attempts', '<', maxAttempts)
        .where('next_attempt_at', '<=', now())
        .orderBy('id')
        .limit(limit)
        .execute(),

    async markSent(id: number, attempts: number): Promise<void> {
      await db
        .updateTable('mail_queue')
        .set({ sent_at: now(), attempts, last_error: null })
        .where('id', '=', id)
        .execute();
    },

    async markFailed(id: number, attempts: number, error: string, retryAt: string): Promise<void> {
      await db
        .updateTable('mail_queue')
        .set({ attempts, last_error: error, next_attempt_at: retryAt })
        .where('id', '=', id)
        .execute();
    },
  };
}
export type MailQueueRepository = ReturnType<typeof mailQueueRepository>;
