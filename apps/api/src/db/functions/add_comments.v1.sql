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
$$;
