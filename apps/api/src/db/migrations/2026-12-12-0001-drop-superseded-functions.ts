import { PostgresAdapter, sql } from 'kysely';
import type { Kysely } from 'kysely';
import { functionSql } from '../functions/functions.ts';

// Migrations are frozen once shipped: they import nothing from the application. The functions' texts
// are their versions' files in db/functions/, which are frozen as well once shipped.

/**
 * PostgreSQL: drops the one-at-a-time functions that the batch functions replaced
 * (`record_content_view` by `record_content_views` on 2026-11-28, `toggle_like` by `toggle_likes`
 * on 2026-11-29; ADR 0017). They were kept for instances of the releases before those, which may
 * run beside a new release during a rolling upgrade. Rollout rule (docs/operations.md, "Rolling
 * upgrades"): run this release's migrations only when no instance of a release older than
 * 2026-11-29 is running; an older deployment upgrades through a release of 2026-11-29 to
 * 2026-12-11 first.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`drop function if exists record_content_view(integer, text, integer, timestamptz, timestamptz)`.execute(db);
  await sql`drop function if exists toggle_like(integer, integer, integer, timestamptz)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql.raw(functionSql('record_content_view', 1)).execute(db);
  await sql.raw(functionSql('toggle_like', 1)).execute(db);
}
