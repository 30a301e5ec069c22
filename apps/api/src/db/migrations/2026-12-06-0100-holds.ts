import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Migrations are frozen once shipped: they import nothing from the application.
//
// Holds (docs/security.md#holds): why a content item, model or comment is hidden. Each hiding
// workflow places its own hold (reason `dmca`, `reports`, …) and lifts only its own; an item is
// visible only when no hold remains. `hidden_at` stays as the summary every public query filters on:
// set while at least one hold exists, null when none does (maintained in db/moderation.ts only).

const TABLES = [
  { holds: 'content_holds', table: 'contents', kind: 'content', reportColumn: 'content_id' },
  { holds: 'model_holds', table: 'models', kind: 'model', reportColumn: 'model_id' },
  { holds: 'comment_holds', table: 'comments', kind: 'comment', reportColumn: 'comment_id' },
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const ts = pg ? sql`timestamptz` : sql`text`;
  for (const { holds, table } of TABLES) {
    await db.schema
      .createTable(holds)
      .addColumn('target_id', 'integer', (c) => c.notNull().references(`${table}.id`).onDelete('cascade'))
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('placed_at', ts, (c) => c.notNull())
      .addPrimaryKeyConstraint(`${holds}_pk`, ['target_id', 'reason'])
      .execute();
  }

  // A restoration asks whether another notice in force holds the page too.
  await db.schema
    .createIndex('dmca_notice_items_target_idx')
    .on('dmca_notice_items')
    .columns(['target_kind', 'target_id'])
    .execute();

  // What is hidden today gets the holds of the workflows that hid it. A DMCA notice that is still in
  // force (accepted, countered but not yet restored, or with suit filed) and hid the item holds it
  // for `dmca`. Reports hold what a report hid, and what a resolved child-safety or consent report
  // keeps hidden; a hidden row that neither explains is held for `reports` too, the only other
  // workflow that hid anything, so that nothing hidden becomes visible by this migration.
  for (const { holds, table, kind, reportColumn } of TABLES) {
    const t = sql.table(table);
    const h = sql.table(holds);
    const r = sql.ref(`reports.${reportColumn}`);
    if (kind !== 'comment')
      await sql`
        insert into ${h} (target_id, reason, placed_at)
        select x.id, 'dmca', x.hidden_at from ${t} x
        where x.hidden_at is not null and exists (
          select 1 from dmca_notice_items i join dmca_notices n on n.id = i.notice_id
          where i.target_kind = ${kind} and i.target_id = x.id and i.hid_target = 1
            and n.status in ('accepted', 'countered', 'suit_filed'))`.execute(db);
    await sql`
      insert into ${h} (target_id, reason, placed_at)
      select x.id, 'reports', x.hidden_at from ${t} x
      where x.hidden_at is not null and (
        exists (
          select 1 from reports where ${r} = x.id
            and (reports.hid_target = 1 or (reports.status = 'resolved' and reports.reason in ('child_content', 'no_consent'))))
        or not exists (select 1 from ${h} held where held.target_id = x.id))`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('dmca_notice_items_target_idx').execute();
  for (const { holds } of TABLES) await db.schema.dropTable(holds).execute();
}
