import type { Kysely } from 'kysely';
import type { DB, Executor } from '../../db/schema.ts';
import { now } from '../../lib/time.ts';

/**
 * How long a claimed message belongs to the instance that claimed it. Past it (the instance died
 * mid-send) another instance sends it again: delivery is at least once, never twice while alive.
 */
export const MAIL_LEASE_MS = 5 * 60_000;

export interface QueuedMail {
  to: string;
  replyTo?: string | undefined;
  subject: string;
  text: string;
  html: string;
  kind: string;
}

/** Mail a person is waiting for to get into their account: sent before any bulk mail. */
const ACCOUNT_KINDS = new Set(['verify', 'reset', 'change-email']);
const priorityOf = (kind: string): number => (ACCOUNT_KINDS.has(kind) ? 10 : 0);

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
          priority: priorityOf(message.kind),
          next_attempt_at: at,
          created_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    /** Messages not sent yet that have attempts left: the queue's depth (the metrics). */
    async depth(maxAttempts: number): Promise<number> {
      const { n } = await db
        .selectFrom('mail_queue')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('sent_at', 'is', null)
        .where('attempts', '<', maxAttempts)
        .executeTakeFirstOrThrow();
      return Number(n);
    },

    /**
     * Claims up to `limit` unsent messages due now that have attempts left (account mail first, then
     * oldest first) by moving their next attempt to `leaseUntil`, and returns them. Several
     * instances draining one queue never get the same message: the outer condition is checked
     * again on the row a concurrent claim just changed. A sender that dies mid-send leaves the
     * message due again when the lease ends.
     */
    async claim(maxAttempts: number, limit: number, leaseUntil: string) {
      const at = now();
      const rows = await db
        .updateTable('mail_queue')
        .set({ next_attempt_at: leaseUntil })
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('mail_queue')
            .select('id')
            .where('sent_at', 'is', null)
            .where('attempts', '<', maxAttempts)
            .where('next_attempt_at', '<=', at)
            .orderBy('priority', 'desc')
            .orderBy('id')
            .limit(limit),
        )
        .where('sent_at', 'is', null)
        .where('next_attempt_at', '<=', at)
        .returningAll()
        .execute();
      return rows.sort((a, b) => b.priority - a.priority || a.id - b.id);
    },

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
