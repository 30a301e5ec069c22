import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Migrations are frozen once shipped: they import nothing from the application.

/**
 * Saved searches and the e-mail digest (issue 39, docs/product.md#saved-searches).
 *
 * - `saved_searches`: an account's named list filters (`query`, normalised JSON). `type` copies the
 *   query's content type so the alerts job skips, by index, searches no new item can match;
 *   `new_count` counts the matches found since the search was last opened.
 *   `saved_searches_user_created_idx`: an account's list, newest first (and its count for the cap).
 *   `saved_searches_notify_idx`: the searches with an alert on, by type (the alerts job's candidates).
 * - `saved_search_items`: the items as they are published (the admin form, a reviewer's publish,
 *   an import), which the alerts job matches once (`matched`) and the digest reads by publication
 *   time; rows are pruned after 8 days. `saved_search_items_due_idx`: the alerts job's next batch;
 *   `saved_search_items_published_idx`: a digest's period, and the pruning.
 * - `digest_preferences`: who asked for the digest, how often, when it was last sent and when the
 *   next one is due. `digest_preferences_due_idx`: the digest job's due accounts.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const ts = postgres ? sql`timestamptz` : sql`text`;
  await db.schema
    .createTable('saved_searches')
    .addColumn('id', 'integer', (c) =>
      postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('query', 'text', (c) => c.notNull())
    .addColumn('type', 'text')
    .addColumn('notify', 'text', (c) => c.notNull().defaultTo('bell'))
    .addColumn('new_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .addColumn('opened_at', ts)
    .execute();
  await db.schema
    .createIndex('saved_searches_user_created_idx')
    .on('saved_searches')
    .columns(['user_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('saved_searches_notify_idx')
    .on('saved_searches')
    .columns(['notify', 'type', 'id'])
    .execute();

  await db.schema
    .createTable('saved_search_items')
    .addColumn('content_id', 'integer', (c) => c.primaryKey().references('contents.id').onDelete('cascade'))
    .addColumn('published_at', ts, (c) => c.notNull())
    .addColumn('matched', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('saved_search_items_due_idx')
    .on('saved_search_items')
    .columns(['matched', 'content_id'])
    .execute();
  await db.schema
    .createIndex('saved_search_items_published_idx')
    .on('saved_search_items')
    .columns(['published_at', 'content_id'])
    .execute();

  await db.schema
    .createTable('digest_preferences')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('frequency', 'text', (c) => c.notNull())
    .addColumn('since', ts, (c) => c.notNull())
    .addColumn('next_due_at', ts)
    .addColumn('last_sent_at', ts)
    .execute();
  await db.schema.createIndex('digest_preferences_due_idx').on('digest_preferences').columns(['next_due_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('digest_preferences').execute();
  await db.schema.dropTable('saved_search_items').execute();
  await db.schema.dropTable('saved_searches').execute();
}
