import type { Kysely } from 'kysely';

// Migrations are frozen once shipped: they import nothing from the application.

/**
 * The language of whoever filed a DMCA notice or counter-notice (they have no account to hold
 * one): the interface's language when they filed, else their browser's; their mails go out in it.
 * Notices filed before this column was added keep English, the only language mail had then.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('dmca_notices')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .execute();
  await db.schema
    .alterTable('dmca_counter_notices')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('dmca_counter_notices').dropColumn('language').execute();
  await db.schema.alterTable('dmca_notices').dropColumn('language').execute();
}
