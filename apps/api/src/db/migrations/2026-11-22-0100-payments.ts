import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Migrations are frozen once shipped: they import nothing from the application.

function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * Subscriptions learn when the provider last spoke about them (so a late, older event cannot undo
 * a newer one) and when they ended; Stripe customers are found from their id.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const ts = isPostgres(db) ? sql`timestamptz` : sql`text`;
  await db.schema.alterTable('subscriptions').addColumn('last_event_at', ts).execute();
  await db.schema.alterTable('subscriptions').addColumn('ended_at', ts).execute();
  await db.schema
    .createIndex('subscriptions_customer_idx')
    .on('subscriptions')
    .columns(['provider', 'provider_customer_id'])
    .execute();
  await db.schema.createIndex('users_payment_customer_idx').on('users').column('payment_customer_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('users_payment_customer_idx').ifExists().execute();
  await db.schema.dropIndex('subscriptions_customer_idx').ifExists().execute();
  await db.schema.alterTable('subscriptions').dropColumn('ended_at').execute();
  await db.schema.alterTable('subscriptions').dropColumn('last_event_at').execute();
}
