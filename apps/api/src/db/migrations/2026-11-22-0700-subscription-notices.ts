import type { Kysely } from 'kysely';

// Migrations are frozen once shipped: they import nothing from the application.

/**
 * Counts of the cancel and resume notices applied to each subscription. Some providers (Verotel's
 * cancel and uncancel postbacks) send these with neither an id nor a time, so a redelivery and a
 * later genuine notice look the same; they alternate at the provider, and the counts tell them
 * apart and decide the cancel flag whatever order they arrive in.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('subscriptions')
    .addColumn('cancel_notices', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('subscriptions')
    .addColumn('resume_notices', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('subscriptions').dropColumn('resume_notices').execute();
  await db.schema.alterTable('subscriptions').dropColumn('cancel_notices').execute();
}
