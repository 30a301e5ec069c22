import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Migrations are frozen once shipped: they import nothing from the application.

/**
 * Similar models (issue 39): each profile's neighbours, computed in the background.
 *
 * - `model_similar`: a model's neighbours in rank order (at most 12), read by the profile's
 *   "Similar models" through the primary key (model_id, rank); `model_similar_similar_idx` finds
 *   the lists a model is in. Both ends go with their model.
 * - `model_similar_due`: when each model's list is next due (`model_similar_due_idx` gives the job
 *   its batch in due order). `version` counts the changes: the job stores a list only when no change
 *   came while it was computing, else the model stays due. No foreign key: the triggers below may
 *   name a model that a cascade is deleting; the job drops rows of models that are gone.
 * - Triggers (both engines) make a model due at once, whatever writes the change: the model added,
 *   its tags added or removed, its attributes or visibility changed, its content added, moved,
 *   hidden, shown or deleted. Likes are not followed one by one: a computed list is due again a day
 *   later (the job's refresh).
 *
 * Backfill: every model is due.
 */
const EPOCH_PG = sql.lit('1970-01-01T00:00:00.000Z');

function due(id: string): ReturnType<typeof sql> {
  const owner = sql.raw(id);
  return sql`insert into model_similar_due (model_id, due_at, version)
    select ${owner}, ${EPOCH_PG}, 1 where exists (select 1 from models m where m.id = ${owner})
    on conflict (model_id) do update set due_at = ${EPOCH_PG}, version = model_similar_due.version + 1`;
}

const TRIGGERS = {
  models_similar_insert: { on: 'after insert on models', body: [due('NEW.id')] },
  models_similar_update: {
    on: 'after update of ethnicity, hair_color, eye_color, body_type, hidden_at on models',
    body: [due('NEW.id')],
  },
  model_tags_similar_insert: { on: 'after insert on model_tags', body: [due('NEW.model_id')] },
  model_tags_similar_delete: { on: 'after delete on model_tags', body: [due('OLD.model_id')] },
  contents_similar_insert: { on: 'after insert on contents', body: [due('NEW.model_id')] },
  contents_similar_update: {
    on: 'after update of model_id, hidden_at on contents',
    body: [due('NEW.model_id'), due('OLD.model_id')],
  },
  contents_similar_delete: { on: 'after delete on contents', body: [due('OLD.model_id')] },
} as const;

const tableOf = (on: string) => on.split(' on ')[1]!;

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const ts = postgres ? sql`timestamptz` : sql`text`;
  await db.schema
    .createTable('model_similar')
    .addColumn('model_id', 'integer', (c) => c.notNull().references('models.id').onDelete('cascade'))
    .addColumn('similar_id', 'integer', (c) => c.notNull().references('models.id').onDelete('cascade'))
    .addColumn('score', 'double precision', (c) => c.notNull())
    .addColumn('rank', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('model_similar_pk', ['model_id', 'rank'])
    .execute();
  await db.schema.createIndex('model_similar_similar_idx').on('model_similar').column('similar_id').execute();
  await db.schema
    .createTable('model_similar_due')
    .addColumn('model_id', 'integer', (c) => c.primaryKey())
    .addColumn('due_at', ts, (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('model_similar_due_idx')
    .on('model_similar_due')
    .columns(['due_at', 'model_id'])
    .execute();
  await sql`insert into model_similar_due (model_id, due_at, version) select id, ${EPOCH_PG}, 1 from models`.execute(
    db,
  );

  for (const [name, { on, body }] of Object.entries(TRIGGERS)) {
    const trigger = sql.raw(name);
    const statements = sql.join(
      body.map((b) => sql`${b};`),
      sql` `,
    );
    if (postgres) {
      await sql`create function ${trigger}() returns trigger language plpgsql as $$ begin ${statements} return null; end $$`.execute(
        db,
      );
      await sql`create trigger ${trigger} ${sql.raw(on)} for each row execute function ${trigger}()`.execute(db);
    } else {
      await sql`create trigger ${trigger} ${sql.raw(on)} for each row begin ${statements} end`.execute(db);
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const [name, { on }] of Object.entries(TRIGGERS)) {
    if (postgres) {
      await sql`drop trigger if exists ${sql.raw(name)} on ${sql.table(tableOf(on))}`.execute(db);
      await sql`drop function if exists ${sql.raw(name)}()`.execute(db);
    } else await sql`drop trigger if exists ${sql.raw(name)}`.execute(db);
  }
  await db.schema.dropTable('model_similar_due').execute();
  await db.schema.dropTable('model_similar').execute();
}
