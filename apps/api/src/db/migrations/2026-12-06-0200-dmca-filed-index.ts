import type { Kysely } from 'kysely';

// Migrations are frozen once shipped: they import nothing from the application.

/** Notices filed in the last hour, site-wide: how many acknowledgements the DMCA form may still mail. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('dmca_notices_created_idx').on('dmca_notices').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('dmca_notices_created_idx').execute();
}
