import { PostgresAdapter, sql } from 'kysely';
import type { Kysely } from 'kysely';

// Migrations are frozen once shipped: they import nothing from the application.

/**
 * PostgreSQL: the new comments that arrive together in one round trip and one transaction (a
 * statement and a transaction each, with the server's and the database's processes sharing the
 * machine's cores, ran comments at half of SQLite's rate). Replies that notify someone are not
 * among them: their notification commits with them, in a transaction of their own.
 *
 * A comment whose item, model or parent comment is gone by the time it is written is not added
 * (no row for it), so that one of them does not fail the others with a foreign-key error.
 *
 * Answers one row per comment added: its position in the arrays (from 1) and its id.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`
    create function add_comments(
      p_users integer[], p_contents integer[], p_models integer[], p_parents integer[], p_texts text[],
      p_ats timestamptz[]
    ) returns table (item_ordinal integer, item_id integer)
    language plpgsql volatile as $$
    declare
      r record;
    begin
      for r in
        select t.o::integer as o, t.u, t.c, t.m, t.p, t.x, t.a
        from unnest(p_users, p_contents, p_models, p_parents, p_texts, p_ats) with ordinality as t(u, c, m, p, x, a, o)
        order by t.o
      loop
        item_id := null;
        insert into comments (user_id, content_id, model_id, parent_id, text, created_at, updated_at)
          select r.u, r.c, r.m, r.p, r.x, r.a, r.a
          where (r.c is null or exists (select 1 from contents where id = r.c))
            and (r.m is null or exists (select 1 from models where id = r.m))
            and (r.p is null or exists (select 1 from comments where id = r.p))
            and (r.u is null or exists (select 1 from users where id = r.u))
          returning id into item_id;
        if item_id is not null then
          item_ordinal := r.o;
          return next;
        end if;
      end loop;
    end
    $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`drop function add_comments(integer[], integer[], integer[], integer[], text[], timestamptz[])`.execute(db);
}
