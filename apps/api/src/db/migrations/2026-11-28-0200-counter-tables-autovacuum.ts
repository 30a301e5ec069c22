import { PostgresAdapter, sql } from 'kysely';
import type { Kysely } from 'kysely';

// Migrations are frozen once shipped: they import nothing from the application.

/**
 * PostgreSQL only. A view or a like rewrites the item's or the model's whole row (the counters live
 * in it), and since `views` is indexed, every index of the table gets the new version too: no HOT
 * update. Until a vacuum, every index walk of the catalogue visits the dead versions (a suggestion
 * for a rare prefix at 100k items read 6 µs a row after 60,000 views). By default autovacuum waits
 * for 20 % of a table to be dead, 200,000 rows at a million items; these two tables are vacuumed
 * after 2 % (and their statistics, which the search plans read, refreshed after 5 %).
 */
const VACUUM_SCALE = 0.02;
const ANALYZE_SCALE = 0.05;

export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  for (const table of ['contents', 'models']) {
    await sql`alter table ${sql.table(table)} set (autovacuum_vacuum_scale_factor = ${sql.raw(String(VACUUM_SCALE))}, autovacuum_analyze_scale_factor = ${sql.raw(String(ANALYZE_SCALE))})`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  for (const table of ['contents', 'models']) {
    await sql`alter table ${sql.table(table)} reset (autovacuum_vacuum_scale_factor, autovacuum_analyze_scale_factor)`.execute(
      db,
    );
  }
}
