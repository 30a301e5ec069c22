import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ENGINE, useTestApp } from '../../test/build-test-app.ts';
import { makeContent, makeModel } from '../../test/factories.ts';

/**
 * PostgreSQL: the popular order lives in content_ranks and model_ranks (migration
 * 2026-11-29-0300, ADR 0021), kept equal to the catalogue rows by triggers, so that a view's new
 * versions of the item's and the model's rows stay on their pages and touch none of their indexes.
 */
describe.runIf(ENGINE === 'postgres')('the popular order’s ranks (PostgreSQL)', () => {
  const t = useTestApp();
  type Rank = { views: number; model_id: number | null; visible: boolean; search_vector: string | null };
  const contentRank = async (id: number) =>
    (
      await sql<Rank>`select views, model_id, visible, search_vector::text as search_vector
        from content_ranks where content_id = ${id}`.execute(t.database.db)
    ).rows[0];
  const modelRank = async (id: number) =>
    (
      await sql<Omit<Rank, 'model_id'>>`select views, visible, search_vector::text as search_vector
        from model_ranks where model_id = ${id}`.execute(t.database.db)
    ).rows[0];

  it('follow every write of the items and models they rank, and go with them', async () => {
    const { db } = t.database;
    const model = await makeModel(t, { name: 'Rhea Ranks', views: 7 });
    const other = await makeModel(t, { name: 'Other Ranks' });
    const item = await makeContent(t, { model, title: 'Ranked Dunes', views: 3 });
    const hidden = await makeContent(t, { model, title: 'Hidden Dunes', hidden: true });

    expect(await contentRank(item.id)).toEqual({
      views: 3,
      model_id: model.id,
      visible: true,
      search_vector: "'dunes':2 'ranked':1 'ranks':5 'rhea':4 'test':3",
    });
    expect((await contentRank(hidden.id))?.visible).toBe(false);
    expect(await modelRank(model.id)).toEqual({ views: 7, visible: true, search_vector: "'ranks':2 'rhea':1" });

    await sql`update contents set views = views + 2 where id = ${item.id}`.execute(db);
    await sql`update contents set hidden_at = now() where id = ${item.id}`.execute(db);
    await sql`update contents set hidden_at = null where id = ${hidden.id}`.execute(db);
    await sql`update contents set model_id = ${other.id}, search_text = 'Renamed Dunes' where id = ${item.id}`.execute(
      db,
    );
    await sql`update models set views = 9, hidden_at = now(), search_text = 'Rhea Renamed' where id = ${model.id}`.execute(
      db,
    );
    expect(await contentRank(item.id)).toEqual({
      views: 5,
      model_id: other.id,
      visible: false,
      search_vector: "'dunes':2 'renamed':1",
    });
    expect((await contentRank(hidden.id))?.visible).toBe(true);
    expect(await modelRank(model.id)).toEqual({ views: 9, visible: false, search_vector: "'renamed':2 'rhea':1" });

    await sql`delete from contents where id = ${item.id}`.execute(db);
    await sql`delete from models where id = ${other.id}`.execute(db);
    expect(await contentRank(item.id)).toBeUndefined();
    expect(await modelRank(other.id)).toBeUndefined();
  });

  it('take a counted view’s totals while the item’s and model’s rows change on their pages (HOT)', async () => {
    const model = await makeModel(t, { name: 'Hot Path' });
    const item = await makeContent(t, { model, title: 'Hot Pack' });
    const res = await t.request('POST', `/api/content/${item.id}/view`, { headers: { 'user-agent': 'ranks-test' } });
    expect(res.statusCode).toBe(200);
    expect((await contentRank(item.id))?.views).toBe(1);
    expect((await modelRank(model.id))?.views).toBe(1);

    // The statement a view runs: the row versions it writes, from the connection's counts (which
    // also hold its earlier, not yet reported transactions: read before and after, on one connection).
    const counts = await t.database.db.transaction().execute(async (trx) => {
      const read = async () =>
        (
          await sql<{ table: string; updated: number; hot: number }>`
            select relname as table, pg_stat_get_xact_tuples_updated(oid)::integer as updated,
              pg_stat_get_xact_tuples_hot_updated(oid)::integer as hot
            from pg_class where relname in ('contents', 'models') order by relname`.execute(trx)
        ).rows;
      const before = await read();
      await sql`select * from record_content_views(
        array[${item.id}]::integer[], array['ranks-hot']::text[], array[null]::integer[],
        array[now()]::timestamptz[], array[now() - interval '1 day']::timestamptz[])`.execute(trx);
      return (await read()).map((after, i) => ({
        table: after.table,
        updated: after.updated - before[i]!.updated,
        hot: after.hot - before[i]!.hot,
      }));
    });
    expect(counts).toEqual([
      { table: 'contents', updated: 1, hot: 1 },
      { table: 'models', updated: 1, hot: 1 },
    ]);
    expect((await contentRank(item.id))?.views).toBe(2);
    expect((await modelRank(model.id))?.views).toBe(2);
  });

  it('order the popular lists: a view moves its item and model up at once', async () => {
    const first = await makeModel(t, { name: 'Order First', views: 100 });
    const second = await makeModel(t, { name: 'Order Second', views: 100 });
    const a = await makeContent(t, { model: first, title: 'Order Alpha', views: 100 });
    const b = await makeContent(t, { model: second, title: 'Order Beta', views: 100 });
    const slugs = async (url: string) => {
      const page = await t.json<{ contents?: { slug: string }[]; models?: { slug: string }[] }>(
        await t.request('GET', url),
      );
      return (page.contents ?? page.models ?? []).map((i) => i.slug);
    };
    // Equal views: the later id first.
    expect((await slugs('/api/content?sortBy=popular&search=order')).slice(0, 2)).toEqual([b.slug, a.slug]);
    expect((await slugs('/api/models?sortBy=popular&search=order')).slice(0, 2)).toEqual([second.slug, first.slug]);
    const view = await t.request('POST', `/api/content/${a.id}/view`, { headers: { 'user-agent': 'ranks-order' } });
    expect(view.statusCode).toBe(200);
    expect((await slugs('/api/content?sortBy=popular&search=order')).slice(0, 2)).toEqual([a.slug, b.slug]);
    expect((await slugs('/api/models?sortBy=popular&search=order')).slice(0, 2)).toEqual([first.slug, second.slug]);
    expect((await slugs(`/api/content?sortBy=popular&modelId=${first.id}`))[0]).toBe(a.slug);
  });
});
