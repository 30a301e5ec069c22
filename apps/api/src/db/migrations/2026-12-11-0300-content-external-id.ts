import type { Kysely } from 'kysely';

// Migrations are frozen once shipped: they import nothing from the application.

/**
 * An item's external id: the identifier another catalogue (the one an import file comes from) knows
 * it by. An import row that names one is matched by it (docs/catalogue-operations.md), so an item
 * whose download link changed is updated, not listed twice. Unique where set; most items have none.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('contents').addColumn('external_id', 'text').execute();
  await db.schema.createIndex('contents_external_id_unique').on('contents').column('external_id').unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('contents_external_id_unique').execute();
  await db.schema.alterTable('contents').dropColumn('external_id').execute();
}
