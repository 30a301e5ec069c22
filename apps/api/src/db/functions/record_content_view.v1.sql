create function record_content_view(
  p_content integer, p_viewer text, p_user integer, p_at timestamptz, p_since timestamptz
) returns table (item_model integer, item_views bigint, item_counted boolean)
language plpgsql volatile as $$
declare
  v_model integer;
  v_views bigint;
  v_recent integer;
begin
  -- A lost view count after a crash is acceptable; waiting on the WAL flush for it is not.
  perform set_config('synchronous_commit', 'off', true);
  perform pg_advisory_xact_lock(p_content, hashtext(p_viewer));
  select c.model_id, c.views into v_model, v_views from contents c where c.id = p_content;
  if not found then
    return;
  end if;
  select v.id into v_recent from content_views v
    where v.content_id = p_content and v.viewer_key = p_viewer and v.viewed_at > p_since
    limit 1;
  if v_recent is not null then
    if p_user is not null then
      update content_views set viewed_at = p_at where id = v_recent;
    end if;
    return query select v_model, v_views, false;
    return;
  end if;
  insert into content_views (content_id, viewer_key, user_id, viewed_at)
    values (p_content, p_viewer, p_user, p_at);
  update contents set views = views + 1 where id = p_content returning views into v_views;
  if v_model is not null then
    update models set views = views + 1 where id = v_model;
  end if;
  return query select v_model, v_views, true;
end
$$;
