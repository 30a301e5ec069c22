import { type CreateTableBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

// Migrations are frozen once shipped: they import nothing from the application.
// DMCA notices and counter-notices (docs/trust-and-safety.md#dmca), the items each notice names
// (with the model a strike is recorded against), and the leases of the scheduled-job runner.

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

  // status: pending → accepted | rejected; accepted → countered → restored | suit_filed.
  await id(db.schema.createTable('dmca_notices'))
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('work', 'text', (c) => c.notNull())
    .addColumn('complainant_name', 'text', (c) => c.notNull())
    .addColumn('complainant_address', 'text', (c) => c.notNull())
    .addColumn('complainant_phone', 'text', (c) => c.notNull())
    .addColumn('complainant_email', 'text', (c) => c.notNull())
    .addColumn('good_faith', 'integer', (c) => c.notNull())
    .addColumn('accuracy_under_perjury', 'integer', (c) => c.notNull())
    .addColumn('signature', 'text', (c) => c.notNull())
    .addColumn('ip_address', 'text')
    .addColumn('decision_reason', 'text')
    .addColumn('decided_by', 'integer')
    .addColumn('decided_at', ts)
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('dmca_notices_status_created_idx')
    .on('dmca_notices')
    .columns(['status', 'created_at'])
    .execute();

  // No foreign keys to contents/models: a notice keeps what it named after the item is deleted.
  // hid_target: accepting this notice hid the item (a restoration shows only those again).
  await id(db.schema.createTable('dmca_notice_items'))
    .addColumn('notice_id', 'integer', (c) => c.notNull().references('dmca_notices.id').onDelete('cascade'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('target_kind', 'text', (c) => c.notNull())
    .addColumn('target_id', 'integer', (c) => c.notNull())
    .addColumn('model_id', 'integer')
    .addColumn('hid_target', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('dmca_notice_items_notice_idx').on('dmca_notice_items').column('notice_id').execute();
  await db.schema.createIndex('dmca_notice_items_model_idx').on('dmca_notice_items').column('model_id').execute();

  await id(db.schema.createTable('dmca_counter_notices'))
    .addColumn('notice_id', 'integer', (c) => c.notNull().unique().references('dmca_notices.id').onDelete('cascade'))
    .addColumn('material', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('email', 'text')
    .addColumn('perjury_statement', 'integer', (c) => c.notNull())
    .addColumn('consent_to_jurisdiction', 'integer', (c) => c.notNull())
    .addColumn('signature', 'text', (c) => c.notNull())
    .addColumn('ip_address', 'text')
    .addColumn('restore_due_at', ts, (c) => c.notNull())
    .addColumn('restored_at', ts)
    .addColumn('cancelled_at', ts)
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('dmca_counter_notices_due_idx')
    .on('dmca_counter_notices')
    .columns(['restored_at', 'cancelled_at', 'restore_due_at'])
    .execute();

  // One row per scheduled job: an instance runs the job only while it holds the lease.
  await db.schema
    .createTable('job_leases')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('owner', 'text')
    .addColumn('lease_until', ts)
    .addColumn('last_run_at', ts)
    .execute();

  // Age assurance (AGE_ASSURANCE=oidc): the state of each authorization request, single-use and
  // short-lived, with its PKCE verifier and nonce. The state itself is stored only as a hash.
  await db.schema
    .createTable('age_assurance_states')
    .addColumn('state_hash', 'text', (c) => c.primaryKey())
    .addColumn('code_verifier', 'text', (c) => c.notNull())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('return_to', 'text', (c) => c.notNull())
    .addColumn('expires_at', ts, (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('age_assurance_states').execute();
  await db.schema.dropTable('job_leases').execute();
  await db.schema.dropTable('dmca_counter_notices').execute();
  await db.schema.dropTable('dmca_notice_items').execute();
  await db.schema.dropTable('dmca_notices').execute();
}
