import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Migrations are frozen once shipped: they import nothing from the application.

/**
 * Following tags (issue 41's My activity, now that tags are entities): who follows which tag. The
 * rows go with the account and with the tag (a merge moves them first).
 *
 * - The primary key (user, tag) keeps one follow even if two toggles race, and finds one.
 * - `tag_follows_user_created_idx`: an account's followed tags, most recently followed first.
 * - `tag_follows_tag_idx`: a tag's follower count.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const ts = db.getExecutor().adapter instanceof PostgresAdapter ? sql`timestamptz` : sql`text`;
  await db.schema
    .createTable('tag_follows')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('tag_id', 'integer', (c) => c.notNull().references('tags.id').onDelete('cascade'))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addPrimaryKeyConstraint('tag_follows_pk', ['user_id', 'tag_id'])
    .execute();
  await db.schema
    .createIndex('tag_follows_user_created_idx')
    .on('tag_follows')
    .columns(['user_id', 'created_at', 'tag_id'])
    .execute();
  await db.schema.createIndex('tag_follows_tag_idx').on('tag_follows').column('tag_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('tag_follows').execute();
}
