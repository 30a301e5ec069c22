import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Migrations are frozen once shipped: they import nothing from the application.

/**
 * A member's billing history (issue 41): each provider event applied to an account says whose it
 * was, which subscription, what it was (a payment, a renewal, a cancellation…), when, the paid-up
 * date after it and, for money, the amount. Until now an event kept only its id and type: the
 * account was in the admin audit log's entry for it, which the events already stored are read from
 * here. Their kind comes from the provider's name for them; their amount is the site's price
 * ($12.00) where the event charged the plan as sold then, and unknown otherwise.
 */

/** The kind each provider's event type had when these events were written (Stripe invoices: payments). */
const KINDS: Record<string, Record<string, string>> = {
  sandbox: {
    'checkout.paid': 'payment',
    'subscription.cancelled': 'cancelled',
    'subscription.resumed': 'resumed',
    'subscription.deleted': 'ended',
  },
  stripe: {
    'invoice.paid': 'payment',
    'invoice.payment_failed': 'payment_failed',
    'customer.subscription.deleted': 'ended',
    'subscription.cancelled_on_account_deletion': 'ended',
  },
  verotel: {
    initial: 'payment',
    rebill: 'renewal',
    extend: 'extended',
    cancel: 'cancelled',
    uncancel: 'resumed',
    expiry: 'ended',
    credit: 'refund',
    chargeback: 'chargeback',
  },
};
/** Charges whose amount was the plan's price unless the audit entry says the event was off-plan. */
const PRICED = new Set(['sandbox:checkout.paid', 'verotel:initial', 'verotel:rebill']);
const PRICE = { cents: 1200, currency: 'USD' };

type AuditDetails = { eventId?: unknown; offPlan?: unknown; subscription?: { id?: unknown; periodEnd?: unknown } };

export async function up(db: Kysely<any>): Promise<void> {
  const ts = db.getExecutor().adapter instanceof PostgresAdapter ? sql`timestamptz` : sql`text`;
  // An account's deletion keeps its events (they still tell redeliveries apart), without the account.
  await db.schema
    .alterTable('payment_events')
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('payment_events').addColumn('subscription_id', 'text').execute();
  await db.schema.alterTable('payment_events').addColumn('kind', 'text').execute();
  await db.schema.alterTable('payment_events').addColumn('happened_at', ts).execute();
  await db.schema.alterTable('payment_events').addColumn('period_end', ts).execute();
  await db.schema.alterTable('payment_events').addColumn('amount_cents', 'integer').execute();
  await db.schema.alterTable('payment_events').addColumn('currency', 'text').execute();
  // A member's history, newest first.
  await db.schema
    .createIndex('payment_events_user_history_idx')
    .on('payment_events')
    .columns(['user_id', 'happened_at', 'id'])
    .execute();

  await db
    .updateTable('payment_events')
    .set((eb) => ({ happened_at: eb.ref('received_at') }))
    .execute();
  const entries = (await db
    .selectFrom('admin_audit_log')
    .select(['action', 'entity_id', 'details'])
    .where('entity', '=', 'user')
    .where('action', 'like', 'subscription.%')
    .execute()) as { action: string; entity_id: number | null; details: string | null }[];
  for (const entry of entries) {
    const [, provider = '', ...rest] = entry.action.split('.');
    const type = rest.join('.');
    let details: AuditDetails;
    try {
      details = JSON.parse(entry.details ?? '{}') as AuditDetails;
    } catch {
      continue;
    }
    if (typeof details.eventId !== 'string') continue;
    // A numbered notice (`<event>-<n>`) was stored under its number too, as the audit entry gives it.
    const id = `${provider}:${details.eventId}`;
    const priced = PRICED.has(`${provider}:${type}`) && details.offPlan === undefined;
    const periodEnd = details.subscription?.periodEnd;
    await db
      .updateTable('payment_events')
      .set({
        user_id: entry.entity_id,
        subscription_id: typeof details.subscription?.id === 'string' ? details.subscription.id : null,
        kind: KINDS[provider]?.[type] ?? 'updated',
        period_end: typeof periodEnd === 'string' ? periodEnd : null,
        amount_cents: priced ? PRICE.cents : null,
        currency: priced ? PRICE.currency : null,
      })
      .where('id', '=', id)
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('payment_events_user_history_idx').execute();
  for (const column of ['currency', 'amount_cents', 'period_end', 'happened_at', 'kind', 'subscription_id', 'user_id'])
    await db.schema.alterTable('payment_events').dropColumn(column).execute();
}
