import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Migrations are frozen once shipped: they import nothing from the application.
//
// Pictures (docs/catalogue-operations.md#images): every picture the site stores — uploaded, or
// fetched from a URL an admin or an import gave — with its processing state, its dimensions, the
// widths it was encoded at and a tiny placeholder. A fetched one waits as `pending` until the
// background job claims it (`next_attempt_at`, claim expired). Models and content items keep the
// address they were given (`*_source`, so a re-import of the same URL changes nothing) and a copy of
// their picture's description (`*_meta`, JSON), so lists answer without a join.

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const ts = pg ? sql`timestamptz` : sql`text`;
  const table = db.schema.createTable('pictures');
  await (
    pg
      ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('source_url', 'text')
    // pending | ready | failed
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    // The encoded widths, ascending, comma-separated.
    .addColumn('widths', 'text')
    .addColumn('placeholder', 'text')
    .addColumn('original', 'text')
    .addColumn('error', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', ts)
    .addColumn('claim_until', ts)
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('pictures_due_idx').on('pictures').columns(['status', 'next_attempt_at']).execute();
  // The same address given again (by many rows of an import) reuses its picture.
  await db.schema.createIndex('pictures_source_idx').on('pictures').column('source_url').execute();

  await db.schema.alterTable('models').addColumn('photo_source', 'text').execute();
  await db.schema.alterTable('models').addColumn('photo_meta', 'text').execute();
  await db.schema.alterTable('contents').addColumn('thumbnail_source', 'text').execute();
  await db.schema.alterTable('contents').addColumn('thumbnail_meta', 'text').execute();
  // The job writes a landed picture's description to the items showing it, found by its address.
  await db.schema.createIndex('models_photo_url_idx').on('models').column('photo_url').execute();
  await db.schema.createIndex('contents_thumbnail_url_idx').on('contents').column('thumbnail_url').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('contents_thumbnail_url_idx').execute();
  await db.schema.dropIndex('models_photo_url_idx').execute();
  await db.schema.alterTable('contents').dropColumn('thumbnail_meta').execute();
  await db.schema.alterTable('contents').dropColumn('thumbnail_source').execute();
  await db.schema.alterTable('models').dropColumn('photo_meta').execute();
  await db.schema.alterTable('models').dropColumn('photo_source').execute();
  await db.schema.dropTable('pictures').execute();
}
