import { PostgresAdapter, sql } from 'kysely';
import type { Kysely } from 'kysely';
import { functionSql } from '../functions/functions.ts';

// Migrations are frozen once shipped: they import nothing from the application. The function's text is
// its version's file in db/functions/, which is frozen as well once shipped.

/**
 * PostgreSQL: the like toggles that arrive together in one round trip and one transaction. One
 * call of toggle_like (2026-11-27-0200) per toggle paid a statement, a transaction and a pooled
 * connection's queue each, on a machine where the server's and the database's processes share the
 * cores: the signed-in mix (70 % toggles) ran at half of SQLite's rate, and two thirds of the
 * server's time under it went to the socket writes and the garbage of those calls.
 *
 * Each toggle is decided exactly as toggle_like decides it: it removes the user's like of the
 * target, or adds one when there was none; when that leaves it nothing to do (the like it would add
 * was added and committed meanwhile) it runs again on what committed. A toggle sees the ones before
 * it, of this batch and of every committed transaction, and its total is counted after its flip.
 *
 * The toggles run in one global order, by user, then target, then the order they came in (so that
 * toggles of one user and target apply in arrival order): every batch takes the likes' row and
 * unique-index locks in ascending order, so batches of several processes (or a batch and a single
 * toggle_like of an instance of the previous release, which locks one pair) never deadlock.
 *
 * Answers one row per toggle: its position in the arrays (from 1), whether it liked, and the
 * target's total after it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql.raw(functionSql('toggle_likes', 1)).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`drop function toggle_likes(integer[], integer[], integer[], timestamptz[])`.execute(db);
}
