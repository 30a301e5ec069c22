create function record_content_views(
  p_contents integer[], p_viewers text[], p_users integer[], p_ats timestamptz[], p_sinces timestamptz[]
) returns table (item_ordinal integer, item_views bigint, item_counted boolean)
language plpgsql volatile as $$
declare
  r record;
  v_recent integer;
  v_views bigint;
  v_model integer;
  v_models integer[] := '{}';
begin
  -- A lost view count after a crash is acceptable; waiting on the WAL flush for it is not.
  perform set_config('synchronous_commit', 'off', true);
  for r in
    select distinct t.c, hashtext(t.v) as h from unnest(p_contents, p_viewers) as t(c, v) order by 1, 2
  loop
    perform pg_advisory_xact_lock(r.c, r.h);
  end loop;
  for r in
    select t.o::integer as o, t.c, t.v, t.u, t.a, t.s
    from unnest(p_contents, p_viewers, p_users, p_ats, p_sinces) with ordinality as t(c, v, u, a, s, o)
    order by t.c, t.o
  loop
    select c.views into v_views from contents c where c.id = r.c;
    if not found then
      continue;
    end if;
    select v.id into v_recent from content_views v
      where v.content_id = r.c and v.viewer_key = r.v and v.viewed_at > r.s
      limit 1;
    if v_recent is not null then
      if r.u is not null then
        update content_views set viewed_at = r.a where id = v_recent;
      end if;
      item_ordinal := r.o; item_views := v_views; item_counted := false;
      return next;
      continue;
    end if;
    insert into content_views (content_id, viewer_key, user_id, viewed_at) values (r.c, r.v, r.u, r.a);
    update contents set views = views + 1 where id = r.c returning views, model_id into v_views, v_model;
    if v_model is not null then
      v_models := v_models || v_model;
    end if;
    item_ordinal := r.o; item_views := v_views; item_counted := true;
    return next;
  end loop;
  if cardinality(v_models) > 0 then
    perform 1 from models where id = any(v_models) order by id for no key update;
    update models m set views = m.views + d.n
      from (select id, count(*) as n from unnest(v_models) as id group by id) d
      where m.id = d.id;
  end if;
end
$$;
