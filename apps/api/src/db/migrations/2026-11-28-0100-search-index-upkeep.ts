import { PostgresAdapter, sql } from 'kysely';
import type { Kysely } from 'kysely';

// Migrations are frozen once shipped: they import nothing from the application.

/** The pending list a full-text index keeps before merging it, in kB (PostgreSQL's default is 4 MB). */
const PENDING_LIST_KB = 64;

/**
 * PostgreSQL only. Every counter bump (a view, a like) writes a new version of the item's or the
 * model's row, and since `views` is indexed that version goes into every index of the table: no HOT
 * update. A GIN index takes such entries into a pending list that every search reads through until
 * a vacuum or a full list merges it. After one bench run at 10k items the list held 316 pages: a
 * search for a prefix that matches nothing took 26 ms instead of 0.05 ms.
 * - The trigram indexes go: no query reads them (search runs on search_vector), and each version
 *   of a row wrote dozens of trigram entries into them.
 * - The full-text indexes keep a pending list of PENDING_LIST_KB: merged often and in small batches,
 *   read quickly by every search.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  for (const table of ['contents', 'models']) {
    await sql`drop index if exists ${sql.raw(`${table}_search_trgm_idx`)}`.execute(db);
    await sql`alter index ${sql.raw(`${table}_search_vector_idx`)} set (gin_pending_list_limit = ${sql.raw(String(PENDING_LIST_KB))})`.execute(
      db,
    );
    // What the old limit let pile up is merged now.
    await sql`select gin_clean_pending_list(${`${table}_search_vector_idx`}::regclass)`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  for (const table of ['contents', 'models']) {
    await sql`alter index ${sql.raw(`${table}_search_vector_idx`)} reset (gin_pending_list_limit)`.execute(db);
    await sql`create index ${sql.raw(`${table}_search_trgm_idx`)} on ${sql.table(table)} using gin (search_text gin_trgm_ops)`.execute(
      db,
    );
  }
}
