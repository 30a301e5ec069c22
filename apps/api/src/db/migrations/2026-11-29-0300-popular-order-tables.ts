import { PostgresAdapter, sql } from 'kysely';
import type { Kysely } from 'kysely';

// Migrations are frozen once shipped: they import nothing from the application.

/**
 * PostgreSQL only: the popular order leaves the catalogue rows (ADR 0021).
 *
 * Every counted view rewrote its item's and its model's row, and since `views` was indexed, each new
 * version went into every index of both tables (no HOT update): eleven index entries for the item,
 * the full-text index's lexemes among them, and fifteen for the model. At a million items that was
 * three quarters of a view's cost, most of it the first write of a random page after a checkpoint
 * (a full-page image). Now:
 * - `content_ranks` and `model_ranks` hold, per item and per model, what the popular order walks:
 *   the views, whether it is visible, the item's model, and the search vector that the walk of the
 *   order for a search tests row by row (without it the walk would read the catalogue row too: two
 *   to three times slower). The popular-order indexes live on them.
 * - `contents` and `models` keep `views` (what a page shows), unindexed: a view's new row version
 *   stays on its page (HOT) and touches no index of the catalogue. Their pages keep 15 % free for
 *   those versions (`fillfactor`; rows written before this migration get the room as their pages
 *   are pruned, or at once with `vacuum full`, docs/operations.md).
 * - Triggers keep the ranks equal to the catalogue rows, whatever writes them: a row per item and
 *   model from its insert, the same views, visibility, model and search vector after every update of
 *   their sources, and gone with the row (foreign key, on delete cascade).
 */
const FILLFACTOR = 85;

/**
 * Each catalogue table's ranks: the key, the columns copied besides views, visibility and the search
 * vector, the catalogue columns that feed them, and the popular-order indexes besides `(views, key)`.
 */
const RANKED = [
  {
    table: 'contents',
    ranks: 'content_ranks',
    key: 'content_id',
    copied: ['model_id'],
    sources: ['views', 'model_id', 'hidden_at', 'search_text'],
    indexes: { content_ranks_model_views_idx: '(model_id, views)' },
  },
  {
    table: 'models',
    ranks: 'model_ranks',
    key: 'model_id',
    copied: [],
    sources: ['views', 'hidden_at', 'search_text'],
    indexes: {},
  },
] as const;

const raw = (text: string) => sql.raw(text);

export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  for (const { table, ranks, key, copied, sources, indexes } of RANKED) {
    const columns = ['views', ...copied, 'visible', 'search_vector'];
    // The catalogue row's value of each rank column, for a row called `row`.
    const valueOf = (row: string) =>
      columns.map((c) => (c === 'visible' ? `${row}.hidden_at is null` : `${row}.${c}`)).join(', ');
    await sql`
      create table ${raw(ranks)} (
        ${raw(key)} integer primary key references ${raw(table)}(id) on delete cascade,
        views bigint not null,
        ${raw(copied.map((c) => `${c} integer, `).join(''))}visible boolean not null,
        search_vector tsvector
      )`.execute(db);
    await sql`insert into ${raw(ranks)} (${raw([key, ...columns].join(', '))})
      select t.id, ${raw(valueOf('t'))} from ${raw(table)} as t order by t.id`.execute(db);
    const all: Record<string, string> = {
      [`${ranks}_visible_views_idx`]: `(views, ${key}) where visible`,
      [`${ranks}_views_idx`]: `(views, ${key})`,
      ...indexes,
    };
    for (const [name, definition] of Object.entries(all)) {
      await sql`create index ${raw(name)} on ${raw(ranks)} ${raw(definition)}`.execute(db);
    }
    await sql`
      create function ${raw(`${ranks}_insert`)}() returns trigger language plpgsql as $$
      begin
        insert into ${raw(ranks)} (${raw([key, ...columns].join(', '))}) values (new.id, ${raw(valueOf('new'))});
        return null;
      end
      $$`.execute(db);
    await sql`
      create function ${raw(`${ranks}_update`)}() returns trigger language plpgsql as $$
      begin
        update ${raw(ranks)} set (${raw(columns.join(', '))}) = (${raw(valueOf('new'))}) where ${raw(key)} = new.id;
        return null;
      end
      $$`.execute(db);
    await sql`create trigger ${raw(`${ranks}_insert`)} after insert on ${raw(table)}
      for each row execute function ${raw(`${ranks}_insert`)}()`.execute(db);
    await sql`create trigger ${raw(`${ranks}_update`)} after update of ${raw(sources.join(', '))} on ${raw(table)}
      for each row execute function ${raw(`${ranks}_update`)}()`.execute(db);
  }

  for (const index of [
    'contents_visible_views_idx',
    'contents_views_idx',
    'contents_model_views_idx',
    'models_visible_views_idx',
    'models_views_idx',
  ]) {
    await sql`drop index ${sql.raw(index)}`.execute(db);
  }
  for (const table of ['contents', 'models']) {
    await sql`alter table ${sql.table(table)} set (fillfactor = ${sql.raw(String(FILLFACTOR))})`.execute(db);
  }
  // The rank tables carry the dead versions now: vacuumed as early as the catalogue tables were.
  for (const { ranks } of RANKED) {
    await sql`alter table ${raw(ranks)} set (autovacuum_vacuum_scale_factor = 0.02, autovacuum_analyze_scale_factor = 0.05)`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  for (const table of ['contents', 'models']) {
    await sql`alter table ${sql.table(table)} reset (fillfactor)`.execute(db);
  }
  await sql`create index contents_visible_views_idx on contents (views, id) where hidden_at is null`.execute(db);
  await sql`create index contents_views_idx on contents (views, id)`.execute(db);
  await sql`create index contents_model_views_idx on contents (model_id, views)`.execute(db);
  await sql`create index models_visible_views_idx on models (views, id) where hidden_at is null`.execute(db);
  await sql`create index models_views_idx on models (views, id)`.execute(db);
  for (const { table, ranks } of RANKED) {
    for (const which of ['insert', 'update']) {
      await sql`drop trigger ${raw(`${ranks}_${which}`)} on ${raw(table)}`.execute(db);
      await sql`drop function ${raw(`${ranks}_${which}`)}()`.execute(db);
    }
    await sql`drop table ${raw(ranks)}`.execute(db);
  }
}
