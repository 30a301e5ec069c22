import { type CreateTableBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

// Migrations are frozen once shipped: they import nothing from the application.
// Trust and safety for reports (docs/trust-and-safety.md): the trusted-flagger flag, who filed a
// report and whether it hid its target, frozen evidence of severe reports, and the URL denylist.

function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const ts = pg ? sql`timestamptz` : sql`text`;
  const id = (t: CreateTableBuilder<string, never>) =>
    pg
      ? t.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  await db.schema
    .alterTable('users')
    .addColumn('is_trusted_flagger', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  // reporter_key: the identity the distinct-reporter rule and the caps count (an account, or a
  // visitor's network); credible: filed by a trusted flagger or a verified account in good
  // standing; hid_target: this report hid its target (what a revert undoes).
  await db.schema.alterTable('reports').addColumn('reporter_key', 'text').execute();
  await db.schema
    .alterTable('reports')
    .addColumn('credible', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('reports')
    .addColumn('hid_target', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('reports_reporter_key_idx')
    .on('reports')
    .columns(['reporter_key', 'created_at'])
    .execute();
  await db.schema
    .createIndex('reports_reporter_user_idx')
    .on('reports')
    .columns(['reporter_user_id', 'created_at'])
    .execute();
  await db.schema.createIndex('reports_reason_created_idx').on('reports').columns(['reason', 'created_at']).execute();
  await db.schema.createIndex('reports_comment_idx').on('reports').column('comment_id').execute();

  // No foreign keys on purpose: evidence outlives the item, the report's links and the reporter's account.
  await id(db.schema.createTable('report_evidence'))
    .addColumn('report_id', 'integer', (c) => c.notNull().unique())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('target_kind', 'text', (c) => c.notNull())
    .addColumn('target_id', 'integer', (c) => c.notNull())
    .addColumn('target_url', 'text')
    .addColumn('snapshot', 'text', (c) => c.notNull())
    .addColumn('reporter_ip', 'text')
    .addColumn('reporter_user_id', 'integer')
    .addColumn('description', 'text')
    .addColumn('reported_at', ts, (c) => c.notNull())
    .addColumn('captured_at', ts, (c) => c.notNull())
    .addColumn('retain_until', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('report_evidence_target_idx')
    .on('report_evidence')
    .columns(['target_kind', 'target_id'])
    .execute();

  // url_key: the normalised URL's SHA-256 (hex), unique; long URLs would not fit a b-tree entry.
  await id(db.schema.createTable('url_denylist'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('url_key', 'text', (c) => c.notNull().unique())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('report_id', 'integer')
    .addColumn('added_by', 'integer')
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('url_denylist').ifExists().execute();
  await db.schema.dropTable('report_evidence').ifExists().execute();
  for (const index of [
    'reports_reporter_key_idx',
    'reports_reporter_user_idx',
    'reports_reason_created_idx',
    'reports_comment_idx',
  ])
    await db.schema.dropIndex(index).ifExists().execute();
  for (const column of ['hid_target', 'credible', 'reporter_key'])
    await db.schema.alterTable('reports').dropColumn(column).execute();
  await db.schema.alterTable('users').dropColumn('is_trusted_flagger').execute();
}
