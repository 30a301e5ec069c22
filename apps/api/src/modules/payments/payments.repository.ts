import type { Kysely, Selectable } from 'kysely';
import { BILLING_EVENT_KINDS } from '@packdex/shared/schemas';
import type { Engine } from '../../db/database.ts';
import { lockForTransaction } from '../../db/locks.ts';
import { countOf, pageOf, type PageRequest } from '../../db/paging.ts';
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

/** An account's events of the kinds its billing history shows. */
const historyOf = (executor: Executor, userId: number) =>
  executor
    .selectFrom('payment_events')
    .where('user_id', '=', userId)
    .where('kind', 'in', [...BILLING_EVENT_KINDS]);

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
        .values({ id, provider, type, received_at: at, processed_at: at, happened_at: at })
        .onConflict((oc) => oc.column('id').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
    },

    /** What an applied event was for its account: the billing history's entry. */
    async describeEvent(
      id: string,
      d: {
        userId: number;
        subscriptionId: string;
        kind: string;
        happenedAt: string;
        periodEnd: string | null;
        amount: { cents: number; currency: string } | null;
      },
      executor: Executor,
    ): Promise<void> {
      await executor
        .updateTable('payment_events')
        .set({
          user_id: d.userId,
          subscription_id: d.subscriptionId,
          kind: d.kind,
          happened_at: d.happenedAt,
          period_end: d.periodEnd,
          amount_cents: d.amount?.cents ?? null,
          currency: d.amount?.currency ?? null,
        })
        .where('id', '=', id)
        .execute();
    },

    /** One page of an account's billing history (the kinds a member is shown), newest first. */
    history(userId: number, page: PageRequest, executor: Executor = db) {
      return pageOf(
        historyOf(executor, userId)
          .select(['id', 'provider', 'kind', 'happened_at', 'received_at', 'period_end', 'amount_cents', 'currency'])
          .orderBy('happened_at', 'desc')
          // Events of one second (Stripe dates them to the second) in the order they arrived.
          .orderBy('received_at', 'desc')
          .orderBy('id', 'desc'),
        page,
      ).execute();
    },

    countHistory: (userId: number, executor: Executor = db) => countOf(historyOf(executor, userId)),

    /** Every provider event applied to the account, shown in its history or not (its data export). */
    eventsOf: (userId: number) =>
      db
        .selectFrom('payment_events')
        .select(['id', 'provider', 'type', 'kind', 'happened_at', 'period_end', 'amount_cents', 'currency'])
        .where('user_id', '=', userId)
        .orderBy('happened_at')
        .orderBy('received_at')
        .orderBy('id')
        .execute(),

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
