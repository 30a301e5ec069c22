import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Migrations are frozen once shipped: they import nothing from the application.

/**
 * Staff roles and two-factor sign-in (issue 38, docs/security.md "Staff roles" and "Two-factor
 * sign-in"). Every account gets a role (`user`, `editor`, `moderator`, `admin`); existing admins
 * become `admin`, everyone else `user`. `is_admin` stays, kept equal to `role = 'admin'`, for the
 * counts and exports that read it.
 *
 * A TOTP secret (RFC 6238) per account once enrolled, the one being enrolled until its first code
 * is shown, and the last time step accepted (a code is good once). Backup codes are stored as
 * SHA-256 hashes of 50 random bits each, one row per code, marked when used.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const ts = db.getExecutor().adapter instanceof PostgresAdapter ? sql`timestamptz` : sql`text`;
  await db.schema
    .alterTable('users')
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('user'))
    .execute();
  await db.updateTable('users').set({ role: 'admin' }).where('is_admin', '=', 1).execute();
  await db.schema.alterTable('users').addColumn('totp_secret', 'text').execute();
  await db.schema.alterTable('users').addColumn('totp_pending_secret', 'text').execute();
  await db.schema.alterTable('users').addColumn('totp_enabled_at', ts).execute();
  await db.schema.alterTable('users').addColumn('totp_last_step', 'bigint').execute();
  // The admin users page lists staff by role; the last-admin check counts role = 'admin'.
  await db.schema.createIndex('users_role_idx').on('users').column('role').execute();
  await db.schema
    .createTable('backup_codes')
    .addColumn('id', 'integer', (c) =>
      db.getExecutor().adapter instanceof PostgresAdapter
        ? c.primaryKey().generatedByDefaultAsIdentity()
        : c.primaryKey().autoIncrement(),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', ts)
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('backup_codes_user_idx').on('backup_codes').columns(['user_id', 'code_hash']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('backup_codes').execute();
  await db.schema.dropIndex('users_role_idx').execute();
  for (const column of ['totp_last_step', 'totp_enabled_at', 'totp_pending_secret', 'totp_secret', 'role'])
    await db.schema.alterTable('users').dropColumn(column).execute();
}
