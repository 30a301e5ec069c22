import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Migrations are frozen once shipped: they import nothing from the application.
//
// Link health, the rest of issue 37 (docs/link-health.md):
// - `content_links.false_positive_until`: an admin marked the link's "dead" a false positive; until
//   then the checker does not count its failures towards dead again.
// - `content_link_checks.state` and `duration_ms`: each check keeps the link's state after it and how
//   long the host took, for the per-item history on the Link health page. The history is read by
//   `content_link_checks_link_idx` (link_id, id), which the link-health migration made.

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const ts = pg ? sql`timestamptz` : sql`text`;
  await db.schema.alterTable('content_links').addColumn('false_positive_until', ts).execute();
  await db.schema.alterTable('content_link_checks').addColumn('state', 'text').execute();
  await db.schema.alterTable('content_link_checks').addColumn('duration_ms', 'integer').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('content_link_checks').dropColumn('duration_ms').execute();
  await db.schema.alterTable('content_link_checks').dropColumn('state').execute();
  await db.schema.alterTable('content_links').dropColumn('false_positive_until').execute();
}
