import { PostgresAdapter, sql } from 'kysely';
import type { Kysely } from 'kysely';
import { functionSql } from '../functions/functions.ts';

// Migrations are frozen once shipped: they import nothing from the application. The function's text is
// its version's file in db/functions/, which is frozen as well once shipped.

/**
 * PostgreSQL: a like toggle and the new total in one round trip (they were a statement, a retry
 * when it raced, and a count). Each statement of a volatile function sees what committed before it
 * started, so: a toggle whose insert meets another's uncommitted like waits for it, inserts nothing
 * once it commits, and on its next turn removes it (two parallel toggles leave the like as it was);
 * the total is counted after the flip, with every flip committed before it. SQLite has one writer
 * and no functions: its repository keeps the statements in one transaction.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql.raw(functionSql('toggle_like', 1)).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`drop function toggle_like(integer, integer, integer, timestamptz)`.execute(db);
}
