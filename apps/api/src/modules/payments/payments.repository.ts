import type { Kysely, Selectable } from 'kysely';
import type { Engine } from '../../db/database.ts';
import { lockForTransaction } from '../../db/locks.ts';
import type { DB, Executor } from '../../db/schema.ts';
import type { SubscriptionsTable } from '../../db/tables/payments.table.ts';

export type SubscriptionRow = Selectable<SubscriptionsTable>;

interface SubscriptionWrite {
  userId: number;
  provider: string;
  customerId: string | null;
  subscriptionId: string;
  status: string;
  periodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  lastEventAt: string | null;
  endedAt: string | null;
  cancelNotices: number;
  resumeNotices: number;
  at: string;
}

/** Subscriptions and the provider events already applied to them. */
export function paymentsRepository(db: Kysely<DB>, engine: Engine) {
  return {
    /**
     * Records a provider event as seen; false when it already was (a redelivery). Runs in the
     * transaction that applies the event, so the mark and the effect commit or fail together.
     */
    async markEventSeen(id: string, provider: string, type: string, at: string, executor: Executor): Promise<boolean> {
      const result = await executor
        .insertInto('payment_events')
        .values({ id, provider, type, received_at: at, processed_at: at })
        .onConflict((oc) => oc.column('id').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
    },

    /** Remembers a checkout the site started, under the reference handed to the provider. */
    async insertCheckout(c: { reference: string; userId: number; provider: string; at: string }): Promise<void> {
      await db
        .insertInto('payment_checkouts')
        .values({ reference: c.reference, user_id: c.userId, provider: c.provider, created_at: c.at })
        .execute();
    },

    /** The account a checkout of this provider was started for; undefined when it is not ours. */
    async checkoutUser(provider: string, reference: string, executor: Executor = db): Promise<number | undefined> {
      const row = await executor
        .selectFrom('payment_checkouts')
        .select('user_id')
        .where('reference', '=', reference)
        .where('provider', '=', provider)
        .executeTakeFirst();
      return row?.user_id;
    },

    async eventSeen(id: string, executor: Executor = db): Promise<boolean> {
      const row = await executor.selectFrom('payment_events').select('id').where('id', '=', id).executeTakeFirst();
      return row !== undefined;
    },

    /** Events of one subscription apply one at a time (PostgreSQL; SQLite writes serially anyway). */
    lockSubscription: (provider: string, subscriptionId: string, executor: Executor) =>
      lockForTransaction(engine, `subscription:${provider}:${subscriptionId}`, executor),

    findSubscription: (provider: string, subscriptionId: string, executor: Executor = db) =>
      executor
        .selectFrom('subscriptions')
        .selectAll()
        .where('provider', '=', provider)
        .where('provider_subscription_id', '=', subscriptionId)
        .executeTakeFirst(),

    /** The user's subscriptions, newest first. */
    listForUser: (userId: number, executor: Executor = db) =>
      executor
        .selectFrom('subscriptions')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute(),

    async saveSubscription(w: SubscriptionWrite, existing: SubscriptionRow | undefined, executor: Executor) {
      const values = {
        provider_customer_id: w.customerId,
        status: w.status,
        current_period_end: w.periodEnd,
        cancel_at_period_end: w.cancelAtPeriodEnd ? 1 : 0,
        last_event_at: w.lastEventAt,
        ended_at: w.endedAt,
        cancel_notices: w.cancelNotices,
        resume_notices: w.resumeNotices,
        updated_at: w.at,
      };
      if (existing) {
        return executor
          .updateTable('subscriptions')
          .set(values)
          .where('id', '=', existing.id)
          .returningAll()
          .executeTakeFirstOrThrow();
      }
      return executor
        .insertInto('subscriptions')
        .values({
          ...values,
          user_id: w.userId,
          provider: w.provider,
          provider_subscription_id: w.subscriptionId,
          created_at: w.at,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },
  };
}
export type PaymentsRepository = ReturnType<typeof paymentsRepository>;
