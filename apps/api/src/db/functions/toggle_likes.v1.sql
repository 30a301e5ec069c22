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
$$;
