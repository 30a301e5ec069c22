import { PostgresAdapter, sql } from 'kysely';
import type { Kysely } from 'kysely';
import { functionSql } from '../functions/functions.ts';

// Migrations are frozen once shipped: they import nothing from the application. The function's text is
// its version's file in db/functions/, which is frozen as well once shipped.

/**
 * PostgreSQL: the new comments that arrive together in one round trip and one transaction (a
 * statement and a transaction each, with the server's and the database's processes sharing the
 * machine's cores, ran comments at half of SQLite's rate). Replies that notify someone are not
 * among them: their notification commits with them, in a transaction of their own.
 *
 * A comment whose item, model or parent comment is gone by the time it is written is not added
 * (no row for it), so that one of them does not fail the others with a foreign-key error.
 *
 * Answers one row per comment added: its position in the arrays (from 1) and its id.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql.raw(functionSql('add_comments', 1)).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`drop function add_comments(integer[], integer[], integer[], integer[], text[], timestamptz[])`.execute(db);
}
