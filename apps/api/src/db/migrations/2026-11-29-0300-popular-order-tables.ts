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

export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`
    create table content_ranks (
      content_id integer primary key references contents(id) on delete cascade,
      views bigint not null,
      model_id integer,
      visible boolean not null,
      search_vector tsvector
    )`.execute(db);
  await sql`
    insert into content_ranks (content_id, views, model_id, visible, search_vector)
    select id, views, model_id, hidden_at is null, search_vector from contents order by id`.execute(db);
  await sql`create index content_ranks_visible_views_idx on content_ranks (views, content_id) where visible`.execute(
    db,
  );
  await sql`create index content_ranks_views_idx on content_ranks (views, content_id)`.execute(db);
  await sql`create index content_ranks_model_views_idx on content_ranks (model_id, views)`.execute(db);

  await sql`
    create table model_ranks (
      model_id integer primary key references models(id) on delete cascade,
      views bigint not null,
      visible boolean not null,
      search_vector tsvector
    )`.execute(db);
  await sql`
    insert into model_ranks (model_id, views, visible, search_vector)
    select id, views, hidden_at is null, search_vector from models order by id`.execute(db);
  await sql`create index model_ranks_visible_views_idx on model_ranks (views, model_id) where visible`.execute(db);
  await sql`create index model_ranks_views_idx on model_ranks (views, model_id)`.execute(db);

  await sql`
    create function content_ranks_insert() returns trigger language plpgsql as $$
    begin
      insert into content_ranks (content_id, views, model_id, visible, search_vector)
        values (new.id, new.views, new.model_id, new.hidden_at is null, new.search_vector);
      return null;
    end
    $$`.execute(db);
  await sql`
    create function content_ranks_update() returns trigger language plpgsql as $$
    begin
      update content_ranks
        set views = new.views, model_id = new.model_id, visible = new.hidden_at is null, search_vector = new.search_vector
        where content_id = new.id;
      return null;
    end
    $$`.execute(db);
  await sql`create trigger content_ranks_insert after insert on contents for each row execute function content_ranks_insert()`.execute(
    db,
  );
  await sql`
    create trigger content_ranks_update after update of views, model_id, hidden_at, search_text on contents
    for each row execute function content_ranks_update()`.execute(db);

  await sql`
    create function model_ranks_insert() returns trigger language plpgsql as $$
    begin
      insert into model_ranks (model_id, views, visible, search_vector)
        values (new.id, new.views, new.hidden_at is null, new.search_vector);
      return null;
    end
    $$`.execute(db);
  await sql`
    create function model_ranks_update() returns trigger language plpgsql as $$
    begin
      update model_ranks
        set views = new.views, visible = new.hidden_at is null, search_vector = new.search_vector
        where model_id = new.id;
      return null;
    end
    $$`.execute(db);
  await sql`create trigger model_ranks_insert after insert on models for each row execute function model_ranks_insert()`.execute(
    db,
  );
  await sql`
    create trigger model_ranks_update after update of views, hidden_at, search_text on models
    for each row execute function model_ranks_update()`.execute(db);

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
  for (const table of ['content_ranks', 'model_ranks']) {
    await sql`alter table ${sql.table(table)} set (autovacuum_vacuum_scale_factor = 0.02, autovacuum_analyze_scale_factor = 0.05)`.execute(
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
  await sql`drop trigger content_ranks_update on contents`.execute(db);
  await sql`drop trigger content_ranks_insert on contents`.execute(db);
  await sql`drop trigger model_ranks_update on models`.execute(db);
  await sql`drop trigger model_ranks_insert on models`.execute(db);
  for (const fn of ['content_ranks_insert', 'content_ranks_update', 'model_ranks_insert', 'model_ranks_update']) {
    await sql`drop function ${sql.raw(fn)}()`.execute(db);
  }
  await sql`drop table content_ranks`.execute(db);
  await sql`drop table model_ranks`.execute(db);
}
