import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Migrations are frozen once shipped: they import nothing from the application.

/**
 * Catalogue imports (issue 36): each import is kept with its counts and progress, and the row
 * number its last committed batch reached, so a crashed import resumes after it without applying a
 * row twice. Its refused rows are kept apart (listed by row). Content is matched by URL on import:
 * `contents_url_idx` serves that lookup.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const ts = postgres ? sql`timestamptz` : sql`text`;
  await db.schema
    .createTable('catalogue_imports')
    .addColumn('id', 'integer', (c) =>
      postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn('admin_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('dry_run', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('source_path', 'text', (c) => c.notNull())
    .addColumn('total_bytes', 'bigint')
    .addColumn('read_bytes', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('last_row', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('unchanged', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('refused', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rows_per_second', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('error', 'text')
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .addColumn('finished_at', ts)
    .execute();
  await db.schema
    .createTable('catalogue_import_refusals')
    .addColumn('import_id', 'integer', (c) => c.notNull().references('catalogue_imports.id').onDelete('cascade'))
    .addColumn('row', 'integer', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('error', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('catalogue_import_refusals_pk', ['import_id', 'row', 'seq'])
    .execute();
  await db.schema.createIndex('contents_url_idx').on('contents').columns(['url', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('contents_url_idx').execute();
  await db.schema.dropTable('catalogue_import_refusals').execute();
  await db.schema.dropTable('catalogue_imports').execute();
}
