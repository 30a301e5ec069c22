import { PostgresAdapter, sql } from 'kysely';
import type { Kysely } from 'kysely';
import { functionSql } from '../functions/functions.ts';

// Migrations are frozen once shipped: they import nothing from the application. The function's text is
// its version's file in db/functions/, which is frozen as well once shipped.

/**
 * PostgreSQL: the views that arrive together in one round trip and one transaction. One view per
 * call (record_content_view, 2026-11-27-0100) paid a statement, a transaction and a pooled
 * connection's queue each, on a machine where the server's and the database's processes share the
 * cores: POST view ran at a third of SQLite's rate, which commits its views in groups.
 *
 * Each view is decided exactly as record_content_view decides it, in the order of the item, then
 * of the call: a view sees the ones before it, of this batch and of every committed transaction.
 * Batches of several processes (or a batch and a single view) never deadlock, because every lock
 * is taken in one global order: all the batch's viewer locks (item, viewer hash) ascending, then
 * the items' rows by ascending id (the loop's updates), then the models' rows by ascending id
 * (locked explicitly before their one update). record_content_view takes its locks in that order
 * too, so instances of the previous release can run beside this one during a deploy; it is kept
 * for them.
 *
 * Answers one row per view of an existing item: its position in the arrays (from 1), the item's
 * total after it, and whether it counted.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql.raw(functionSql('record_content_views', 1)).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`drop function record_content_views(integer[], text[], integer[], timestamptz[], timestamptz[])`.execute(db);
}
