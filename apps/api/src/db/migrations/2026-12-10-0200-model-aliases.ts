import { type Kysely, sql } from 'kysely';

// Migrations are frozen once shipped: they import nothing from the application.

/**
 * Model aliases: other names a model is known by, kept as a JSON array of text on the model's row
 * (read with the profile, no extra query). Search reads them through `search_text`, which the admin
 * form and the import write as name, aliases and tags: the full-text index over it (SQLite FTS5
 * triggers, PostgreSQL's generated `search_vector` and the ranks' copy) finds a model by an alias.
 * No model has an alias yet, so no search text changes here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('models')
    .addColumn('aliases', 'text', (c) => c.notNull().defaultTo(sql`'[]'`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('models').dropColumn('aliases').execute();
}
