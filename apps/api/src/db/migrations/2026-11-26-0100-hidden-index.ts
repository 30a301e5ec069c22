import { sql } from 'kysely';
import type { Kysely } from 'kysely';

// Migrations are frozen once shipped: they import nothing from the application.

/**
 * The hidden items and models, few among many: a search's visible total is its full-text matches
 * less the hidden ones that match, found through this index instead of a look at every match.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['contents', 'models']) {
    await db.schema
      .createIndex(`${table}_hidden_idx`)
      .on(table)
      .column('id')
      .where(sql.ref('hidden_at'), 'is not', null)
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['contents', 'models']) await db.schema.dropIndex(`${table}_hidden_idx`).execute();
}
