import { type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

// Migrations are frozen once shipped: they import nothing from the application.

type Table = CreateTableBuilder<string, never>;

function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const ts = pg ? sql`timestamptz` : sql`text`;
  const big = pg ? sql`bigint` : sql`integer`;
  const id = (t: Table): Table =>
    pg
      ? t.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  const flag = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);
  const created = (t: Table): Table =>
    t.addColumn('created_at', ts, (c) => c.notNull()).addColumn('updated_at', ts, (c) => c.notNull());

  await created(
    id(db.schema.createTable('users'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
      .addColumn('country', 'text')
      .addColumn('profile_photo', 'text')
      .addColumn('is_premium', 'integer', flag)
      .addColumn('is_admin', 'integer', flag)
      .addColumn('is_verified', 'integer', flag)
      .addColumn('premium_expires_at', ts)
      .addColumn('age_confirmed_at', ts)
      .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('payment_customer_id', 'text'),
  ).execute();
  await db.schema.createIndex('users_created_at_idx').on('users').column('created_at').execute();

  await id(db.schema.createTable('email_tokens'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', ts, (c) => c.notNull())
    .addColumn('used_at', ts)
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('email_tokens_user_idx').on('email_tokens').columns(['user_id', 'purpose']).execute();

  await created(
    id(db.schema.createTable('models'))
      .addColumn('model_id', 'text', (c) => c.notNull().unique())
      .addColumn('slug', 'text', (c) => c.notNull().unique())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('photo_url', 'text', (c) => c.notNull())
      .addColumn('views', big, (c) => c.notNull().defaultTo(0))
      .addColumn('ethnicity', 'text')
      .addColumn('birth_date', 'text')
      .addColumn('age', 'integer')
      .addColumn('place_of_birth', 'text')
      .addColumn('bio', 'text')
      .addColumn('hair_color', 'text')
      .addColumn('eye_color', 'text')
      .addColumn('body_type', 'text')
      .addColumn('bust_size', 'text')
      .addColumn('boobs_type', 'text')
      .addColumn('cup_size', 'text')
      .addColumn('height', 'integer')
      .addColumn('weight', 'integer')
      .addColumn('sexuality', 'text')
      .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('hidden_at', ts),
  ).execute();
  for (const [name, cols] of [
    ['models_visible_created_idx', ['created_at', 'id']],
    ['models_visible_views_idx', ['views', 'id']],
  ] as const) {
    await db.schema
      .createIndex(name)
      .on('models')
      .columns([...cols])
      .where(sql.ref('hidden_at'), 'is', null)
      .execute();
  }
  for (const [name, cols] of [
    ['models_created_idx', ['created_at', 'id']],
    ['models_views_idx', ['views', 'id']],
    ['models_name_idx', ['name']],
    ['models_ethnicity_idx', ['ethnicity', 'created_at']],
    ['models_hair_idx', ['hair_color']],
    ['models_eye_idx', ['eye_color']],
    ['models_body_idx', ['body_type']],
    ['models_age_idx', ['age']],
  ] as const) {
    await db.schema
      .createIndex(name)
      .on('models')
      .columns([...cols])
      .execute();
  }

  await db.schema
    .createTable('model_tags')
    .addColumn('model_id', 'integer', (c) => c.notNull().references('models.id').onDelete('cascade'))
    .addColumn('tag', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('model_tags_pk', ['model_id', 'tag'])
    .execute();
  await db.schema.createIndex('model_tags_tag_idx').on('model_tags').column('tag').execute();

  await created(
    id(db.schema.createTable('contents'))
      .addColumn('slug', 'text', (c) => c.notNull().unique())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('thumbnail_url', 'text')
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('model_id', 'integer', (c) => c.references('models.id').onDelete('set null'))
      .addColumn('views', big, (c) => c.notNull().defaultTo(0))
      .addColumn('images', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('videos', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('size', big, (c) => c.notNull().defaultTo(0))
      .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('hidden_at', ts),
  ).execute();
  // Public lists only ever show visible rows: partial indexes keep their sort, count and deep
  // pages index-only.
  for (const [name, cols] of [
    ['contents_visible_created_idx', ['created_at', 'id']],
    ['contents_visible_views_idx', ['views', 'id']],
  ] as const) {
    await db.schema
      .createIndex(name)
      .on('contents')
      .columns([...cols])
      .where(sql.ref('hidden_at'), 'is', null)
      .execute();
  }
  for (const [name, cols] of [
    ['contents_created_idx', ['created_at', 'id']],
    ['contents_views_idx', ['views', 'id']],
    ['contents_model_created_idx', ['model_id', 'created_at']],
    ['contents_model_views_idx', ['model_id', 'views']],
    ['contents_type_idx', ['type', 'created_at']],
  ] as const) {
    await db.schema
      .createIndex(name)
      .on('contents')
      .columns([...cols])
      .execute();
  }

  await db.schema
    .createTable('content_tags')
    .addColumn('content_id', 'integer', (c) => c.notNull().references('contents.id').onDelete('cascade'))
    .addColumn('tag', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('content_tags_pk', ['content_id', 'tag'])
    .execute();
  await db.schema.createIndex('content_tags_tag_idx').on('content_tags').column('tag').execute();

  await id(db.schema.createTable('content_views'))
    .addColumn('content_id', 'integer', (c) => c.notNull().references('contents.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('viewer_key', 'text', (c) => c.notNull())
    .addColumn('viewed_at', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('content_views_dedup_idx')
    .on('content_views')
    .columns(['content_id', 'viewer_key', 'viewed_at'])
    .execute();
  await db.schema.createIndex('content_views_user_idx').on('content_views').columns(['user_id', 'viewed_at']).execute();

  // Distinct items an account has opened: enforces the unverified 3-item limit on the server.
  await db.schema
    .createTable('content_access')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('content_id', 'integer', (c) => c.notNull().references('contents.id').onDelete('cascade'))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addPrimaryKeyConstraint('content_access_pk', ['user_id', 'content_id'])
    .execute();

  await id(db.schema.createTable('likes'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('content_id', 'integer', (c) => c.references('contents.id').onDelete('cascade'))
    .addColumn('model_id', 'integer', (c) => c.references('models.id').onDelete('cascade'))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addCheckConstraint('likes_one_target', sql`(content_id is null) <> (model_id is null)`)
    .execute();
  await db.schema
    .createIndex('likes_user_content_uq')
    .unique()
    .on('likes')
    .columns(['user_id', 'content_id'])
    .execute();
  await db.schema.createIndex('likes_user_model_uq').unique().on('likes').columns(['user_id', 'model_id']).execute();
  await db.schema.createIndex('likes_content_idx').on('likes').column('content_id').execute();
  await db.schema.createIndex('likes_model_idx').on('likes').column('model_id').execute();

  await created(
    id(db.schema.createTable('comments'))
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('content_id', 'integer', (c) => c.references('contents.id').onDelete('cascade'))
      .addColumn('model_id', 'integer', (c) => c.references('models.id').onDelete('cascade'))
      .addColumn('parent_id', 'integer', (c) => c.references('comments.id').onDelete('cascade'))
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('likes', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('hidden_at', ts),
  ).execute();
  await db.schema.createIndex('comments_content_idx').on('comments').columns(['content_id', 'created_at']).execute();
  await db.schema.createIndex('comments_model_idx').on('comments').columns(['model_id', 'created_at']).execute();
  await db.schema.createIndex('comments_parent_idx').on('comments').column('parent_id').execute();
  await db.schema.createIndex('comments_user_idx').on('comments').column('user_id').execute();

  await db.schema
    .createTable('comment_likes')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('comment_id', 'integer', (c) => c.notNull().references('comments.id').onDelete('cascade'))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addPrimaryKeyConstraint('comment_likes_pk', ['user_id', 'comment_id'])
    .execute();
  await db.schema.createIndex('comment_likes_comment_idx').on('comment_likes').column('comment_id').execute();

  await id(db.schema.createTable('notifications'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('is_read', 'integer', flag)
    .addColumn('data', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('notifications_user_idx')
    .on('notifications')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema.createIndex('notifications_unread_idx').on('notifications').columns(['user_id', 'is_read']).execute();

  await db.schema
    .createTable('follows')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('model_id', 'integer', (c) => c.notNull().references('models.id').onDelete('cascade'))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addPrimaryKeyConstraint('follows_pk', ['user_id', 'model_id'])
    .execute();
  await db.schema.createIndex('follows_model_idx').on('follows').column('model_id').execute();

  await created(
    id(db.schema.createTable('reports'))
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
      .addColumn('content_id', 'integer', (c) => c.references('contents.id').onDelete('set null'))
      .addColumn('model_id', 'integer', (c) => c.references('models.id').onDelete('set null'))
      .addColumn('comment_id', 'integer', (c) => c.references('comments.id').onDelete('set null'))
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('description', 'text')
      .addColumn('ip_address', 'text')
      .addColumn('reporter_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('admin_notes', 'text')
      .addColumn('reviewed_by', 'integer', (c) => c.references('users.id').onDelete('set null')),
  ).execute();
  await db.schema.createIndex('reports_status_idx').on('reports').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('reports_content_idx').on('reports').column('content_id').execute();
  await db.schema.createIndex('reports_model_idx').on('reports').column('model_id').execute();
  await db.schema.createIndex('reports_ip_idx').on('reports').columns(['ip_address', 'created_at']).execute();

  await id(db.schema.createTable('report_events'))
    .addColumn('report_id', 'integer', (c) => c.notNull().references('reports.id').onDelete('cascade'))
    .addColumn('admin_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('from_status', 'text', (c) => c.notNull())
    .addColumn('to_status', 'text', (c) => c.notNull())
    .addColumn('notes', 'text')
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('report_events_report_idx').on('report_events').column('report_id').execute();

  await id(db.schema.createTable('recommendations'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('model_id', 'integer', (c) => c.notNull().references('models.id').onDelete('cascade'))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('recommendations_user_idx')
    .on('recommendations')
    .columns(['user_id', 'created_at'])
    .execute();

  await id(db.schema.createTable('shares'))
    .addColumn('content_id', 'integer', (c) => c.references('contents.id').onDelete('cascade'))
    .addColumn('model_id', 'integer', (c) => c.references('models.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('platform', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('shares_content_idx').on('shares').column('content_id').execute();

  await id(db.schema.createTable('support_messages'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('ip_address', 'text')
    .addColumn('emailed_at', ts)
    .addColumn('handled_at', ts)
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('support_messages_created_idx').on('support_messages').column('created_at').execute();

  await created(
    id(db.schema.createTable('subscriptions'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('provider_customer_id', 'text')
      .addColumn('provider_subscription_id', 'text', (c) => c.notNull().unique())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('current_period_end', ts)
      .addColumn('cancel_at_period_end', 'integer', flag),
  ).execute();
  await db.schema.createIndex('subscriptions_user_idx').on('subscriptions').column('user_id').execute();

  await db.schema
    .createTable('payment_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('received_at', ts, (c) => c.notNull())
    .addColumn('processed_at', ts)
    .execute();

  await id(db.schema.createTable('admin_audit_log'))
    .addColumn('admin_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'integer')
    .addColumn('details', 'text')
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('admin_audit_created_idx').on('admin_audit_log').column('created_at').execute();

  // Outgoing mail is queued in the database first, so a failing relay never loses a message.
  await id(db.schema.createTable('mail_queue'))
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('reply_to', 'text')
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', ts, (c) => c.notNull())
    .addColumn('sent_at', ts)
    .addColumn('last_error', 'text')
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('mail_queue_due_idx').on('mail_queue').columns(['sent_at', 'next_attempt_at']).execute();

  // Full-text search over search_text (title, tags and model name; or model name and tags).
  if (pg) {
    await sql`create extension if not exists pg_trgm`.execute(db);
    for (const table of ['contents', 'models']) {
      await sql`alter table ${sql.table(table)} add column search_vector tsvector
        generated always as (to_tsvector('simple', search_text)) stored`.execute(db);
      await sql`create index ${sql.raw(`${table}_search_vector_idx`)} on ${sql.table(table)} using gin (search_vector)`.execute(
        db,
      );
      await sql`create index ${sql.raw(`${table}_search_trgm_idx`)} on ${sql.table(table)} using gin (search_text gin_trgm_ops)`.execute(
        db,
      );
    }
  } else {
    for (const table of ['contents', 'models']) {
      const fts = `${table}_fts`;
      await sql
        .raw(
          `create virtual table ${fts} using fts5(search_text, content='${table}', content_rowid='id',
        tokenize='unicode61 remove_diacritics 2', prefix='2 3')`,
        )
        .execute(db);
      await sql
        .raw(
          `create trigger ${table}_fts_ai after insert on ${table} begin
        insert into ${fts}(rowid, search_text) values (new.id, new.search_text); end`,
        )
        .execute(db);
      await sql
        .raw(
          `create trigger ${table}_fts_ad after delete on ${table} begin
        insert into ${fts}(${fts}, rowid, search_text) values ('delete', old.id, old.search_text); end`,
        )
        .execute(db);
      await sql
        .raw(
          `create trigger ${table}_fts_au after update of search_text on ${table} begin
        insert into ${fts}(${fts}, rowid, search_text) values ('delete', old.id, old.search_text);
        insert into ${fts}(rowid, search_text) values (new.id, new.search_text); end`,
        )
        .execute(db);
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'mail_queue',
    'admin_audit_log',
    'payment_events',
    'subscriptions',
    'support_messages',
    'shares',
    'recommendations',
    'report_events',
    'reports',
    'follows',
    'notifications',
    'comment_likes',
    'comments',
    'likes',
    'content_access',
    'content_views',
    'content_tags',
    'contents',
    'model_tags',
    'models',
    'email_tokens',
    'users',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  if (!isPostgres(db)) {
    await sql`drop table if exists contents_fts`.execute(db);
    await sql`drop table if exists models_fts`.execute(db);
  }
}
