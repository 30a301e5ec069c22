import type { Kysely } from 'kysely';

// Migrations are frozen once shipped: they import nothing from the application.

/**
 * Sessions unseen for longer than a token lives are removed by a scheduled job (sessions.prune):
 * it finds them by when they were last seen.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('sessions_last_seen_idx').on('sessions').column('last_seen_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('sessions_last_seen_idx').execute();
}
