import type { Kysely } from 'kysely';

// Migrations are frozen once shipped: they import nothing from the application.
//
// The monthly processor and transparency report (docs/compliance.md#monthly-report) counts what was
// received and decided in one calendar month: each of its queries reads a date range, served by one
// of these indexes rather than a scan of the whole table.

const INDEXES = [
  { name: 'reports_created_idx', table: 'reports', columns: ['created_at'] },
  { name: 'report_events_decided_idx', table: 'report_events', columns: ['to_status', 'created_at'] },
  { name: 'removal_requests_created_idx', table: 'removal_requests', columns: ['created_at'] },
  { name: 'removal_requests_decided_idx', table: 'removal_requests', columns: ['decided_at'] },
  { name: 'dmca_notices_decided_idx', table: 'dmca_notices', columns: ['decided_at'] },
  { name: 'dmca_counter_notices_created_idx', table: 'dmca_counter_notices', columns: ['created_at'] },
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const { name, table, columns } of INDEXES)
    await db.schema
      .createIndex(name)
      .on(table)
      .columns([...columns])
      .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const { name } of [...INDEXES].reverse()) await db.schema.dropIndex(name).execute();
}
