import { type CreateTableBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

// Migrations are frozen once shipped: they import nothing from the application.
// Compliance (docs/compliance.md): banned terms refused in the catalogue's text, and removal
// requests from people depicted without consent (US TAKE IT DOWN Act), with the items they name
// and the evidence frozen when they were filed.

/**
 * The seed list: words that suggest a minor or a lack of consent. Each is matched as a whole word,
 * whatever its case, separators or digit-for-letter spelling (modules/banned-terms/banned-terms-match.ts),
 * so one spelling each ("underage" also refuses "under-age" and "under age").
 */
const SEED_TERMS = [
  'underage',
  'minor',
  'child',
  'preteen',
  'schoolgirl',
  'schoolboy',
  'jailbait',
  'loli',
  'lolita',
  'shota',
  'non-consensual',
  'non consent',
  'forced',
  'rape',
  'drugged',
  'unconscious',
  'hidden cam',
  'spycam',
  'upskirt',
  'revenge porn',
  'leaked',
];

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const ts = pg ? sql`timestamptz` : sql`text`;
  const id = (t: CreateTableBuilder<string, never>) =>
    pg
      ? t.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  // term: as an admin typed it (lower-cased, trimmed); unique so a term is listed once.
  await id(db.schema.createTable('banned_terms'))
    .addColumn('term', 'text', (c) => c.notNull().unique())
    .addColumn('created_by', 'integer')
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  const at = new Date().toISOString();
  await db
    .insertInto('banned_terms')
    .values(SEED_TERMS.map((term) => ({ term, created_by: null, created_at: at })))
    .execute();

  // status: open → accepted | rejected; due_at: created_at + 48 h; reminded_24_at / reminded_40_at:
  // when staff were mailed that the clock passed 24 and 40 hours without a decision.
  await id(db.schema.createTable('removal_requests'))
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('statement', 'text', (c) => c.notNull())
    .addColumn('signature', 'text', (c) => c.notNull())
    .addColumn('ip_address', 'text')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('due_at', ts, (c) => c.notNull())
    .addColumn('decided_at', ts)
    .addColumn('decided_by', 'integer')
    .addColumn('reason', 'text')
    .addColumn('reminded_24_at', ts)
    .addColumn('reminded_40_at', ts)
    .execute();
  // The inbox (by status, oldest deadline first) and the reminder job (open, by deadline).
  await db.schema
    .createIndex('removal_requests_status_due_idx')
    .on('removal_requests')
    .columns(['status', 'due_at'])
    .execute();

  // One row per item named; snapshot: the item as it was when the request came in (the evidence,
  // kept like a severe report's until retain_until, even after the item is removed).
  await id(db.schema.createTable('removal_request_items'))
    .addColumn('request_id', 'integer', (c) => c.notNull().references('removal_requests.id').onDelete('cascade'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('target_kind', 'text', (c) => c.notNull())
    .addColumn('target_id', 'integer', (c) => c.notNull())
    .addColumn('target_url', 'text')
    .addColumn('snapshot', 'text', (c) => c.notNull())
    .addColumn('captured_at', ts, (c) => c.notNull())
    .addColumn('retain_until', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('removal_request_items_request_idx')
    .on('removal_request_items')
    .column('request_id')
    .execute();
  // Whether another open request holds the same item (a rejection lifts the hold only when none does).
  await db.schema
    .createIndex('removal_request_items_target_idx')
    .on('removal_request_items')
    .columns(['target_kind', 'target_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('removal_request_items').execute();
  await db.schema.dropTable('removal_requests').execute();
  await db.schema.dropTable('banned_terms').execute();
}
