import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Migrations are frozen once shipped: they import nothing from the application.
//
// Known-bad pictures (docs/compliance.md#picture-hashes): every stored picture gets a 64-bit
// perceptual hash (`pictures.phash`, 16 hex digits; the scheduled job `pictures.hash_backfill`
// hashes the pictures stored before this migration from their originals). `picture_hashes` is the
// block list: hashes of pictures removed on an accepted removal request or a resolved severe report,
// and lists an operator imports. A picture within the documented Hamming distance of an entry is
// refused. `hits` and `last_hit_at` count the refusals each entry caused.

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const ts = pg ? sql`timestamptz` : sql`text`;
  await db.schema.alterTable('pictures').addColumn('phash', 'text').execute();
  // The backfill finds the stored pictures without a hash.
  await db.schema.createIndex('pictures_phash_idx').on('pictures').columns(['status', 'phash']).execute();

  const table = db.schema.createTable('picture_hashes');
  await (
    pg
      ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('hash', 'text', (c) => c.notNull().unique())
    .addColumn('label', 'text')
    // removal_request | report | import
    .addColumn('source', 'text', (c) => c.notNull())
    // The removal request or report whose decision added it.
    .addColumn('source_id', 'integer')
    .addColumn('added_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('hits', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_hit_at', ts)
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('picture_hashes').execute();
  await db.schema.dropIndex('pictures_phash_idx').execute();
  await db.schema.alterTable('pictures').dropColumn('phash').execute();
}
