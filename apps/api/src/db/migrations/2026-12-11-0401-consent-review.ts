import { type CreateTableBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

// Migrations are frozen once shipped: they import nothing from the application.
// Consent records and review before publication (docs/compliance.md): the documents showing that a
// model is an adult who consented, and the drafts new models and items wait as while
// REVIEW_BEFORE_PUBLISH is on (hidden meanwhile by a `review` hold in model_holds / content_holds).

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const ts = pg ? sql`timestamptz` : sql`text`;
  const id = (t: CreateTableBuilder<string, never>) =>
    pg
      ? t.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  // model_id: null once the model is deleted (the record and its file are kept as evidence);
  // model_name: who it was about, for that case. checked_on / expires_on: days (YYYY-MM-DD text on
  // both engines). stored_name: the file's random name under DATA_DIR/consent (never served).
  await id(db.schema.createTable('consent_records'))
    .addColumn('model_id', 'integer', (c) => c.references('models.id').onDelete('set null'))
    .addColumn('model_name', 'text', (c) => c.notNull())
    .addColumn('document_type', 'text', (c) => c.notNull())
    .addColumn('checked_on', 'text', (c) => c.notNull())
    .addColumn('expires_on', 'text')
    .addColumn('checked_by', 'integer')
    .addColumn('note', 'text')
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('file_type', 'text', (c) => c.notNull())
    .addColumn('file_size', 'integer', (c) => c.notNull())
    .addColumn('stored_name', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('consent_records_model_idx').on('consent_records').column('model_id').execute();

  // One row per new model or item made while review was on. status: pending → published | rejected
  // (a rejected draft may still be published later); created_by: the staff account (or the import's).
  await db.schema
    .createTable('review_items')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('target_id', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('created_by', 'integer')
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('decided_by', 'integer')
    .addColumn('decided_at', ts)
    .addColumn('reason', 'text')
    .addPrimaryKeyConstraint('review_items_pk', ['kind', 'target_id'])
    .execute();
  // The queue, oldest first per status; the monthly report counts decisions by when they were made.
  await db.schema.createIndex('review_items_status_idx').on('review_items').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('review_items_decided_idx').on('review_items').column('decided_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('review_items').execute();
  await db.schema.dropTable('consent_records').execute();
}
