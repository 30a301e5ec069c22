import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Migrations are frozen once shipped: they import nothing from the application.

/**
 * Personal tag blacklists (issue 39, "Personal filters"): the tags whose items an account does not
 * want listed. The rows go with the account and with the tag (a merge moves them first).
 *
 * - The primary key (user, tag) keeps one row per tag even if two adds race, and reads an
 *   account's list (and whether it has one, on every signed-in request) from the index alone.
 * - `user_tag_blacklist_tag_idx`: the rows of a tag (a merge moves them, a deleted tag's cascade).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const ts = db.getExecutor().adapter instanceof PostgresAdapter ? sql`timestamptz` : sql`text`;
  await db.schema
    .createTable('user_tag_blacklist')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('tag_id', 'integer', (c) => c.notNull().references('tags.id').onDelete('cascade'))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addPrimaryKeyConstraint('user_tag_blacklist_pk', ['user_id', 'tag_id'])
    .execute();
  await db.schema.createIndex('user_tag_blacklist_tag_idx').on('user_tag_blacklist').column('tag_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('user_tag_blacklist').execute();
}
