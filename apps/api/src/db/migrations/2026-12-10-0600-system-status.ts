import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Migrations are frozen once shipped: they import nothing from the application.

/**
 * The admin System page (issue 40): each running instance writes a heartbeat row (its version,
 * when it started and when it was last seen), and each scheduled job keeps how its last run ended
 * and how long it took beside its lease.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const ts = db.getExecutor().adapter instanceof PostgresAdapter ? sql`timestamptz` : sql`text`;
  await db.schema
    .createTable('instances')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('host', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('started_at', ts, (c) => c.notNull())
    .addColumn('last_seen_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('instances_last_seen_idx').on('instances').column('last_seen_at').execute();
  await db.schema.alterTable('job_leases').addColumn('last_outcome', 'text').execute();
  await db.schema.alterTable('job_leases').addColumn('last_duration_ms', 'integer').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('job_leases').dropColumn('last_duration_ms').execute();
  await db.schema.alterTable('job_leases').dropColumn('last_outcome').execute();
  await db.schema.dropTable('instances').execute();
}
