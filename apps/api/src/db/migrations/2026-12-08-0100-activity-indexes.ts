import type { Kysely } from 'kysely';

// Migrations are frozen once shipped: they import nothing from the application.

/**
 * My activity (issue 41) lists one account's likes and follows newest first, and its history as
 * distinct packs by their latest view. The existing indexes lead with the target (likes, follows)
 * or hold no pack (content_views by account and time), so each list would read every row of the
 * account, or of the table, and sort them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('likes_user_created_idx').on('likes').columns(['user_id', 'created_at', 'id']).execute();
  await db.schema
    .createIndex('follows_user_created_idx')
    .on('follows')
    .columns(['user_id', 'created_at', 'model_id'])
    .execute();
  await db.schema
    .createIndex('content_views_user_content_idx')
    .on('content_views')
    .columns(['user_id', 'content_id', 'viewed_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('content_views_user_content_idx').execute();
  await db.schema.dropIndex('follows_user_created_idx').execute();
  await db.schema.dropIndex('likes_user_created_idx').execute();
}
