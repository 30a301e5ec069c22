import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Migrations are frozen once shipped: they import nothing from the application.

/**
 * Bulk actions on large selections run after their answer (issue 36): each one is a row here with
 * how many of its rows are done, polled by the admin list for its progress bar, and its result
 * (the counts and changed ids the list's undo needs) once it ends.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const ts = postgres ? sql`timestamptz` : sql`text`;
  await db.schema
    .createTable('bulk_operations')
    .addColumn('id', 'integer', (c) =>
      postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn('admin_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('result', 'text')
    .addColumn('error', 'text')
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('bulk_operations').execute();
}
