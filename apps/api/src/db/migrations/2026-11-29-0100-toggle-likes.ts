import { PostgresAdapter, sql } from 'kysely';
import type { Kysely } from 'kysely';

// Migrations are frozen once shipped: they import nothing from the application.

/**
 * PostgreSQL: the like toggles that arrive together in one round trip and one transaction. One
 * call of toggle_like (2026-11-27-0200) per toggle paid a statement, a transaction and a pooled
 * connection's queue each, on a machine where the server's and the database's processes share the
 * cores: the signed-in mix (70 % toggles) ran at half of SQLite's rate, and two thirds of the
 * server's time under it went to the socket writes and the garbage of those calls.
 *
 * Each toggle is decided exactly as toggle_like decides it: it removes the user's like of the
 * target, or adds one when there was none; when that leaves it nothing to do (the like it would add
 * was added and committed meanwhile) it runs again on what committed. A toggle sees the ones before
 * it, of this batch and of every committed transaction, and its total is counted after its flip.
 *
 * The toggles run in one global order, by user, then target, then the order they came in (so that
 * toggles of one user and target apply in arrival order): every batch takes the likes' row and
 * unique-index locks in ascending order, so batches of several processes (or a batch and a single
 * toggle_like of an instance of the previous release, which locks one pair) never deadlock.
 *
 * Answers one row per toggle: its position in the arrays (from 1), whether it liked, and the
 * target's total after it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`
    create function toggle_likes(p_users integer[], p_contents integer[], p_models integer[], p_ats timestamptz[])
    returns table (item_ordinal integer, item_liked boolean, item_total bigint)
    language plpgsql volatile as $$
    declare
      r record;
      v_attempt integer;
    begin
      for r in
        select t.o::integer as o, t.u, t.c, t.m, t.a
        from unnest(p_users, p_contents, p_models, p_ats) with ordinality as t(u, c, m, a, o)
        order by t.u, t.c nulls last, t.m nulls last, t.o
      loop
        v_attempt := 0;
        loop
          v_attempt := v_attempt + 1;
          if r.c is not null then
            delete from likes where content_id = r.c and user_id = r.u;
          else
            delete from likes where model_id = r.m and user_id = r.u;
          end if;
          if found then
            item_liked := false;
            exit;
          end if;
          insert into likes (user_id, content_id, model_id, created_at)
            values (r.u, r.c, r.m, r.a)
            on conflict do nothing;
          if found then
            item_liked := true;
            exit;
          end if;
          if v_attempt >= 5 then
            raise exception 'Like toggle of user % kept racing after % attempts', r.u, v_attempt;
          end if;
        end loop;
        if r.c is not null then
          select count(*) into item_total from likes where content_id = r.c;
        else
          select count(*) into item_total from likes where model_id = r.m;
        end if;
        item_ordinal := r.o;
        return next;
      end loop;
    end
    $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`drop function toggle_likes(integer[], integer[], integer[], timestamptz[])`.execute(db);
}
