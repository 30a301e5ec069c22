import { PostgresAdapter, sql } from 'kysely';
import type { Kysely } from 'kysely';
import { functionSql } from '../functions/functions.ts';

// Migrations are frozen once shipped: they import nothing from the application. The function's text is
// its version's file in db/functions/, which is frozen as well once shipped.

/**
 * PostgreSQL: a view in one round trip. Counting a view takes a lock per item and viewer, a look
 * for a recent view of the same viewer, the view row and two counters; as separate statements in
 * a transaction that was five round trips, each queueing again for a pooled connection under load
 * (bench/reports/stress.md). In a function each statement still sees what committed before it
 * (a volatile function takes a new snapshot per statement), so the lock serialises the same
 * viewer's views of one item exactly as before. The lock is held to the end of the caller's
 * transaction: the statement's own, when it runs alone. SQLite has one writer and no functions:
 * its repository keeps the statements in one transaction.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql.raw(functionSql('record_content_view', 1)).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`drop function record_content_view(integer, text, integer, timestamptz, timestamptz)`.execute(db);
}
