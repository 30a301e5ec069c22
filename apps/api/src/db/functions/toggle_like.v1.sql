create function toggle_like(p_user integer, p_content integer, p_model integer, p_at timestamptz)
returns table (item_liked boolean, item_total bigint)
language plpgsql volatile as $$
declare
  v_liked boolean;
  v_total bigint;
  v_attempt integer := 0;
begin
  loop
    v_attempt := v_attempt + 1;
    if p_content is not null then
      delete from likes where content_id = p_content and user_id = p_user;
    else
      delete from likes where model_id = p_model and user_id = p_user;
    end if;
    if found then
      v_liked := false;
      exit;
    end if;
    insert into likes (user_id, content_id, model_id, created_at)
      values (p_user, p_content, p_model, p_at)
      on conflict do nothing;
    if found then
      v_liked := true;
      exit;
    end if;
    if v_attempt >= 5 then
      raise exception 'Like toggle of user % kept racing after % attempts', p_user, v_attempt;
    end if;
  end loop;
  if p_content is not null then
    select count(*) into v_total from likes where content_id = p_content;
  else
    select count(*) into v_total from likes where model_id = p_model;
  end if;
  return query select v_liked, v_total;
end
$$;
