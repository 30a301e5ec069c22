import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Admin insights and user management (ADR 0009). Frozen once shipped: imports nothing from the app.

function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const ts = pg ? sql`timestamptz` : sql`text`;

  // A suspended account cannot sign in and its sessions stop working.
  await db.schema.alterTable('users').addColumn('suspended_at', ts).execute();

  // One row per account per UTC day it made a signed-in request: daily active users are counted
  // from it, and last_seen_at gives "active now".
  await db.schema
    .createTable('user_activity')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', ts, (c) => c.notNull())
    .addPrimaryKeyConstraint('user_activity_pk', ['user_id', 'day'])
    .execute();
  await db.schema.createIndex('user_activity_day_idx').on('user_activity').columns(['day', 'user_id']).execute();
  await db.schema.createIndex('user_activity_seen_idx').on('user_activity').column('last_seen_at').execute();

  // What the dashboard counts and groups by.
  await db.schema.createIndex('users_premium_idx').on('users').columns(['is_premium', 'premium_expires_at']).execute();
  await db.schema
    .createIndex('subscriptions_status_idx')
    .on('subscriptions')
    .columns(['status', 'current_period_end'])
    .execute();
  await db.schema.createIndex('reports_reason_idx').on('reports').columns(['reason', 'status']).execute();
  await db.schema.createIndex('reports_pending_content_idx').on('reports').columns(['status', 'content_id']).execute();
  await db.schema.createIndex('content_views_viewed_at_idx').on('content_views').column('viewed_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of [
    'content_views_viewed_at_idx',
    'reports_pending_content_idx',
    'reports_reason_idx',
    'subscriptions_status_idx',
    'users_premium_idx',
  ])
    await db.schema.dropIndex(name).execute();
  await db.schema.dropTable('user_activity').execute();
  await db.schema.alterTable('users').dropColumn('suspended_at').execute();
}
