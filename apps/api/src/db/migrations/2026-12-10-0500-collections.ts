import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Migrations are frozen once shipped: they import nothing from the application.

/**
 * Collections (issue 39): an account's saved items, in a default "Saved" collection and named
 * ones, private unless made public. Both go with the account (and an item's rows with the item).
 *
 * - `collections_user_created_idx`: one account's collections in the order they were made.
 * - `collections_user_default_idx`: at most one default collection per account, even if two first
 *   uses race.
 * - `collection_items_collection_added_idx`: a collection's items most recently added first (its
 *   page and its count); the primary key keeps an item once per collection.
 * - `collection_items_content_idx`: the rows of one item (the delete cascade, "which of my
 *   collections hold it").
 */
export async function up(db: Kysely<any>): Promise<void> {
  const ts = db.getExecutor().adapter instanceof PostgresAdapter ? sql`timestamptz` : sql`text`;
  await db.schema
    .createTable('collections')
    .addColumn('id', 'integer', (c) =>
      db.getExecutor().adapter instanceof PostgresAdapter
        ? c.primaryKey().generatedByDefaultAsIdentity()
        : c.primaryKey().autoIncrement(),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('is_public', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('collections_user_created_idx')
    .on('collections')
    .columns(['user_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('collections_user_default_idx')
    .on('collections')
    .column('user_id')
    .unique()
    .where(sql.ref('is_default'), '=', 1)
    .execute();
  await db.schema
    .createTable('collection_items')
    .addColumn('collection_id', 'integer', (c) => c.notNull().references('collections.id').onDelete('cascade'))
    .addColumn('content_id', 'integer', (c) => c.notNull().references('contents.id').onDelete('cascade'))
    .addColumn('added_at', ts, (c) => c.notNull())
    .addPrimaryKeyConstraint('collection_items_pk', ['collection_id', 'content_id'])
    .execute();
  await db.schema
    .createIndex('collection_items_collection_added_idx')
    .on('collection_items')
    .columns(['collection_id', 'added_at', 'content_id'])
    .execute();
  await db.schema.createIndex('collection_items_content_idx').on('collection_items').column('content_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('collection_items').execute();
  await db.schema.dropTable('collections').execute();
}
