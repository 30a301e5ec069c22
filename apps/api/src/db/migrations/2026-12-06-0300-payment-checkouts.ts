import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Migrations are frozen once shipped: they import nothing from the application.

/**
 * The checkouts the site started: a random reference handed to the provider (Stripe's client
 * reference, Verotel's referenceID) instead of the account id, so that a provider's event names an
 * account only through what this database holds. After a restore, an event for an account the
 * backup does not have finds nothing, where an account id could name a stranger who was given the
 * same id since.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const ts = db.getExecutor().adapter instanceof PostgresAdapter ? sql`timestamptz` : sql`text`;
  await db.schema
    .createTable('payment_checkouts')
    .addColumn('reference', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payment_checkouts_user_idx').on('payment_checkouts').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('payment_checkouts').execute();
}
