import { type CreateTableBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

// Migrations are frozen once shipped: they import nothing from the application.
//
// Link health (docs/link-health.md): every download URL of an item (position 0 the primary, 1… its
// mirrors) with its checked state, the bounded history of its checks, and the hosts the checker
// backs off from. The checker claims due rows (`next_check_at`, not claimed or the claim expired) and
// the admin queue lists dead ones by when they were checked; counts go by state and by host.

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const ts = pg ? sql`timestamptz` : sql`text`;
  const big = pg ? sql`bigint` : sql`integer`;
  const id = (t: CreateTableBuilder<string, never>) =>
    pg
      ? t.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  await id(db.schema.createTable('content_links'))
    .addColumn('content_id', 'integer', (c) => c.notNull().references('contents.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('host', 'text', (c) => c.notNull())
    // alive | dead | unknown
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('unknown'))
    .addColumn('checked_at', ts)
    .addColumn('alive_since', ts)
    .addColumn('last_status', 'integer')
    .addColumn('last_length', big)
    .addColumn('last_type', 'text')
    .addColumn('last_error', 'text')
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_check_at', ts, (c) => c.notNull())
    // A broken_link report is waiting for this link's checks.
    .addColumn('reported_at', ts)
    .addColumn('claim_token', 'text')
    .addColumn('claim_until', ts)
    .addUniqueConstraint('content_links_item_position_uq', ['content_id', 'position'])
    .execute();
  await db.schema.createIndex('content_links_due_idx').on('content_links').columns(['next_check_at']).execute();
  await db.schema
    .createIndex('content_links_state_checked_idx')
    .on('content_links')
    .columns(['state', 'checked_at', 'id'])
    .execute();
  await db.schema.createIndex('content_links_host_state_idx').on('content_links').columns(['host', 'state']).execute();

  await id(db.schema.createTable('content_link_checks'))
    .addColumn('link_id', 'integer', (c) => c.notNull().references('content_links.id').onDelete('cascade'))
    .addColumn('checked_at', ts, (c) => c.notNull())
    // alive | failed | outage
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('status', 'integer')
    .addColumn('length', big)
    .addColumn('type', 'text')
    .addColumn('error', 'text')
    .execute();
  await db.schema
    .createIndex('content_link_checks_link_idx')
    .on('content_link_checks')
    .columns(['link_id', 'id'])
    .execute();

  await db.schema
    .createTable('link_hosts')
    .addColumn('host', 'text', (c) => c.primaryKey())
    .addColumn('down_until', ts)
    .addColumn('outages', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();

  // Every item's download URL becomes its primary link, due over the next day rather than at once.
  const start = Date.now();
  for (let after = 0; ;) {
    const rows: { id: number; url: string }[] = await db
      .selectFrom('contents')
      .select(['id', 'url'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(500)
      .execute();
    if (rows.length === 0) break;
    await db
      .insertInto('content_links')
      .values(
        rows.map((r) => ({
          content_id: r.id,
          position: 0,
          url: r.url,
          host: URL.canParse(r.url) ? new URL(r.url).hostname.toLowerCase() : '',
          next_check_at: new Date(start + (r.id % 1440) * 60_000).toISOString(),
        })),
      )
      .execute();
    after = rows.at(-1)!.id;
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('link_hosts').execute();
  await db.schema.dropTable('content_link_checks').execute();
  await db.schema.dropTable('content_links').execute();
}
