import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Migrations are frozen once shipped: they import nothing from the application.

/**
 * Sessions (issue 41, Account): one row per sign-in, named by the token's `sid` claim, so the owner
 * sees where the account is signed in and can end one of them, or all others. The per-request check
 * reads a row by its primary key; the owner's list reads the user's rows newest first.
 *
 * A change of e-mail address keeps the address waiting for confirmation with its mailed token.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const ts = db.getExecutor().adapter instanceof PostgresAdapter ? sql`timestamptz` : sql`text`;
  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('last_seen_at', ts, (c) => c.notNull())
    .addColumn('device', 'text', (c) => c.notNull())
    .addColumn('network', 'text')
    .addColumn('ended_at', ts)
    .execute();
  await db.schema.createIndex('sessions_user_created_idx').on('sessions').columns(['user_id', 'created_at']).execute();
  await db.schema.alterTable('email_tokens').addColumn('new_email', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('email_tokens').dropColumn('new_email').execute();
  await db.schema.dropTable('sessions').execute();
}
