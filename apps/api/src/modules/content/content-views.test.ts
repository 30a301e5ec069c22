import type { Content, ContentListResponse, DashboardResponse, Model } from '@packdex/shared/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../db/database.ts';
import { clock } from '../../lib/clock.ts';
import { ENGINE, useTestApp } from '../../../test/build-test-app.ts';
import { makeContent, makeModel, makeUser, type TestContent, type TestModel } from '../../../test/factories.ts';
import { contentRepository } from './content.repository.ts';

const t = useTestApp();

// Views, shares, the unverified-account limit and the viewing history.
let model: TestModel;
let packs: TestContent[];

beforeAll(async () => {
  model = await makeModel(t);
  packs = [];
  for (let i = 0; i < 8; i += 1) packs.push(await makeContent(t, { model, views: 10 * i }));
});

const views = async (id: number) => (await t.json<Content>(await t.request('GET', `/api/content/${id}`))).views;
const modelViews = async () => (await t.json<Model>(await t.request('GET', `/api/models/${model.slug}`))).views;

describe('POST /api/content/:id/view', () => {
  it('counts one view per viewer per 24 hours and moves the model total with it', async () => {
    const item = packs[1]!;
    const [before, modelBefore] = [await views(item.id), await modelViews()];
    const view = (headers: Record<string, string>) =>
      t.request('POST', `/api/content/${item.id}/view`, { headers }).then((r) => t.json(r));
    expect(await view({ 'user-agent': 'browser-a' })).toEqual({ counted: true, views: before + 1 });
    expect(await view({ 'user-agent': 'browser-a' })).toEqual({ counted: false, views: before + 1 });
    const user = await makeUser(t, { verified: true });
    expect(await view({ ...user.auth, 'user-agent': 'browser-a' })).toEqual({ counted: true, views: before + 2 });
    expect(await modelViews()).toBe(modelBefore + 2);
  });

  it('counts a visitor once however they rotate their User-Agent, per address (IPv6 by its /64)', async () => {
    const item = packs[6]!;
    const before = await views(item.id);
    const view = (ip: string, n: number) =>
      t
        .request('POST', `/api/content/${item.id}/view`, { ip, headers: { 'user-agent': `agent-${n}` } })
        .then((r) => t.json<{ counted: boolean }>(r));
    const counted: boolean[] = [];
    for (let n = 0; n < 50; n += 1) counted.push((await view('203.0.113.50', n)).counted);
    for (let n = 0; n < 10; n += 1) counted.push((await view(`2001:db8:1:2::${n + 1}`, n)).counted);
    expect(counted.filter(Boolean)).toHaveLength(2);
    expect((await view('203.0.113.51', 0)).counted).toBe(true); // another address is another visitor
    expect(await views(item.id)).toBe(before + 3);
  });

  it('counts concurrent identical views once', async () => {
    const item = packs[2]!;
    const before = await views(item.id);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.request('POST', `/api/content/${item.id}/view`, { headers: { 'user-agent': 'burst' } }),
      ),
    );
    const answers = await Promise.all(results.map((r) => t.json<{ counted: boolean }>(r)));
    expect(answers.filter((a) => a.counted)).toHaveLength(1);
    expect(await views(item.id)).toBe(before + 1);
  });

  it('answers each of the views that arrive together on its own: repeats once, unknown items 404, models moved', async () => {
    const [a, b] = [packs[3]!, packs[4]!];
    const other = await makeModel(t);
    const c = await makeContent(t, { model: other, views: 5 });
    const [va, vb, vc, ma, mo] = [await views(a.id), await views(b.id), 5, await modelViews(), 0];
    // One turn of the event loop: one batch (PostgreSQL) or one group (SQLite).
    // Two visitors, at two addresses.
    const sent: [number, string][] = [
      [a.id, '198.51.100.1'],
      [99_999, '198.51.100.1'],
      [a.id, '198.51.100.1'],
      [b.id, '198.51.100.2'],
      [c.id, '198.51.100.1'],
      [a.id, '198.51.100.2'],
    ];
    const results = await Promise.all(sent.map(([id, ip]) => t.request('POST', `/api/content/${id}/view`, { ip })));
    expect(results.map((r) => r.statusCode)).toEqual([200, 404, 200, 200, 200, 200]);
    const answers = await Promise.all(results.filter((r) => r.statusCode === 200).map((r) => t.json(r)));
    // Views of one item are decided in the order they came: its first viewer counts, the repeat does not.
    expect(answers[0]).toEqual({ counted: true, views: va + 1 });
    expect(answers[1]).toEqual({ counted: false, views: va + 1 });
    expect(answers[2]).toEqual({ counted: true, views: vb + 1 });
    expect(answers[3]).toEqual({ counted: true, views: vc + 1 });
    expect(answers[4]).toEqual({ counted: true, views: va + 2 });
    expect([await views(a.id), await views(b.id), await views(c.id)]).toEqual([va + 2, vb + 1, vc + 1]);
    expect(await modelViews()).toBe(ma + 3);
    const otherViews = (await t.json<Model>(await t.request('GET', `/api/models/${other.slug}`))).views;
    expect(otherViews).toBe(mo + 1);
  });

  it.runIf(ENGINE === 'postgres')(
    'never deadlocks batches of two instances whose items cross models, and loses no count',
    async () => {
      // Two instances: two pools and two repositories, each with its own batches. The batches of
      // the first view a (model 1) then b (model 2); the second's, c (model 2) then d (model 1).
      // Moving each model's counter with its item's would take the models' locks in opposite
      // orders and deadlock.
      const [m1, m2] = [await makeModel(t), await makeModel(t)];
      const items: TestContent[] = [];
      for (const m of [m1, m2, m2, m1]) items.push(await makeContent(t, { model: m }));
      const instances = [createDatabase(t.config), createDatabase(t.config)];
      try {
        const repos = instances.map((d) => contentRepository(d.db, 'postgres'));
        const since = new Date(Date.now() - 86_400_000).toISOString();
        const rounds = 20;
        const calls: Promise<unknown>[] = [];
        for (let round = 0; round < rounds; round += 1) {
          const batch = repos.flatMap((repo, n) =>
            items.slice(2 * n, 2 * n + 2).map((item) => {
              const at = new Date().toISOString();
              return repo.recordView({ contentId: item.id, viewerKey: `cross-${round}`, userId: null, at }, since);
            }),
          );
          calls.push(...batch);
          await Promise.allSettled(batch);
        }
        expect((await Promise.allSettled(calls)).filter((r) => r.status === 'rejected')).toEqual([]);
        const rows = await t.database.db
          .selectFrom('contents')
          .select(['views'])
          .where(
            'id',
            'in',
            items.map((i) => i.id),
          )
          .execute();
        expect(rows.map((r) => Number(r.views))).toEqual(items.map(() => rounds));
        const totals = await t.database.db
          .selectFrom('models')
          .select('views')
          .where('id', 'in', [m1.id, m2.id])
          .execute();
        expect(totals.map((r) => Number(r.views))).toEqual([rounds * 2, rounds * 2]);
      } finally {
        await Promise.all(instances.map((d) => d.close()));
      }
    },
  );

  it('answers 404 for an unknown item and 400 for a bad id', async () => {
    expect((await t.request('POST', '/api/content/99999/view')).statusCode).toBe(404);
    expect((await t.request('POST', '/api/content/0/view')).statusCode).toBe(400);
  });
});

describe('POST /api/content/:id/share', () => {
  it('records a share on a known platform', async () => {
    const res = await t.request('POST', `/api/content/${packs[0]!.id}/share`, { body: { platform: 'copy' } });
    expect(res.statusCode).toBe(201);
    const rows = await t.database.db.selectFrom('shares').selectAll().where('content_id', '=', packs[0]!.id).execute();
    expect(rows.map((r) => r.platform)).toEqual(['copy']);
  });

  it('rejects an unknown platform or a missing body, and answers 404 for an unknown item', async () => {
    const bad = await t.request('POST', `/api/content/${packs[0]!.id}/share`, { body: { platform: 'myspace' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: string }>().error).toMatch(/platform must be one of/);
    expect((await t.request('POST', `/api/content/${packs[0]!.id}/share`)).statusCode).toBe(400);
    expect((await t.request('POST', '/api/content/99999/share', { body: { platform: 'copy' } })).statusCode).toBe(404);
  });
});

describe('an unverified account', () => {
  it('may open 3 distinct items; a fourth answers 403 CONTENT_LIMIT; the first three stay open', async () => {
    const user = await makeUser(t);
    for (const c of packs.slice(0, 3))
      expect((await t.request('GET', `/api/content/slug/${c.slug}`, { as: user })).statusCode).toBe(200);
    const fourth = await t.request('GET', `/api/content/slug/${packs[3]!.slug}`, { as: user });
    expect(fourth.statusCode).toBe(403);
    expect(fourth.json()).toMatchObject({ code: 'CONTENT_LIMIT' });
    expect((await t.request('GET', `/api/content/${packs[4]!.id}`, { as: user })).statusCode).toBe(403);
    expect((await t.request('GET', `/api/content/slug/${packs[0]!.slug}`, { as: user })).statusCode).toBe(200);
  });

  it('has parallel requests for different items counted against the same limit', async () => {
    const user = await makeUser(t);
    const results = await Promise.all(packs.map((c) => t.request('GET', `/api/content/slug/${c.slug}`, { as: user })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
  });

  it('sees what it may still open on its dashboard: 3 of 3, going down with each new item, never below 0', async () => {
    const user = await makeUser(t);
    const allowance = async () =>
      (await t.request('GET', '/api/auth/dashboard', { as: user })).json<DashboardResponse>().contentAllowance;
    expect(await allowance()).toEqual({ limit: 3, remaining: 3, opened: [] });
    await t.request('GET', `/api/content/slug/${packs[0]!.slug}`, { as: user });
    expect(await allowance()).toEqual({ limit: 3, remaining: 2, opened: [packs[0]!.slug] });
    // Opening it again, or recording views, spends nothing more.
    await t.request('GET', `/api/content/slug/${packs[0]!.slug}`, { as: user });
    await t.request('POST', `/api/content/${packs[0]!.id}/view`, { as: user });
    expect((await allowance())?.remaining).toBe(2);
    await t.request('GET', `/api/content/slug/${packs[1]!.slug}`, { as: user });
    await t.request('GET', `/api/content/${packs[2]!.id}`, { as: user });
    expect(await allowance()).toEqual({
      limit: 3,
      remaining: 0,
      opened: [packs[0]!.slug, packs[1]!.slug, packs[2]!.slug],
    });
    expect((await t.request('GET', `/api/content/slug/${packs[3]!.slug}`, { as: user })).statusCode).toBe(403);
    expect((await allowance())?.remaining).toBe(0);
  });

  it('spends nothing on the sidebar, the lists or the history: only opening an item counts', async () => {
    const user = await makeUser(t);
    const remaining = async () =>
      (await t.request('GET', '/api/auth/dashboard', { as: user })).json<DashboardResponse>().contentAllowance
        ?.remaining;
    expect((await t.request('GET', `/api/content/slug/${packs[0]!.slug}`, { as: user })).statusCode).toBe(200);
    expect(await remaining()).toBe(2);
    const related = await t.request('GET', `/api/content/${packs[0]!.id}/related`, { as: user });
    expect(related.statusCode).toBe(200);
    expect((await t.json<{ contents: Content[] }>(related)).contents.length).toBeGreaterThanOrEqual(3);
    for (const path of [
      '/api/content',
      `/api/content/model/${model.id}`,
      '/api/models/user/history',
      '/api/follows/feed',
    ])
      expect((await t.request('GET', path, { as: user })).statusCode).toBe(200);
    expect(await remaining()).toBe(2);
  });

  it('has no allowance once verified, and neither has an admin', async () => {
    for (const user of [await makeUser(t, { verified: true }), await makeUser(t, { admin: true })]) {
      const body = (await t.request('GET', '/api/auth/dashboard', { as: user })).json<DashboardResponse>();
      expect(body.contentAllowance).toBeNull();
    }
  });

  it('is the only one limited: verified accounts and visitors open every item', async () => {
    const user = await makeUser(t, { verified: true });
    for (const c of packs.slice(0, 6)) {
      expect((await t.request('GET', `/api/content/slug/${c.slug}`, { as: user })).statusCode).toBe(200);
      expect((await t.request('GET', `/api/content/slug/${c.slug}`)).statusCode).toBe(200);
    }
  });
});

describe('GET /api/models/user/history', () => {
  it("lists the signed-in user's viewed content, most recent first, and needs sign-in", async () => {
    const user = await makeUser(t, { verified: true });
    for (const c of packs.slice(5, 8)) {
      await t.request('POST', `/api/content/${c.id}/view`, { as: user });
      await new Promise((r) => setTimeout(r, 5));
    }
    const res = await t.request('GET', '/api/models/user/history?limit=10', { as: user });
    expect(res.statusCode).toBe(200);
    const body = await t.json<ContentListResponse>(res);
    expect(body.contents.map((c) => c.id)).toEqual([packs[7]!.id, packs[6]!.id, packs[5]!.id]);
    expect(body.pagination.totalItems).toBe(3);
    expect((await t.request('GET', '/api/models/user/history')).statusCode).toBe(401);
  });

  it('lists a pack viewed on several days once, at its latest view, and pages through distinct packs', async () => {
    const user = await makeUser(t, { verified: true });
    const day = 86_400_000;
    for (const c of [packs[0]!, packs[1]!, packs[2]!, packs[0]!]) {
      await t.request('POST', `/api/content/${c.id}/view`, { as: user });
      clock.advance(day + 1000); // the next view of the same pack is a new row, a day later
    }
    const first = await t.json<ContentListResponse>(
      await t.request('GET', '/api/models/user/history?limit=2', { as: user }),
    );
    expect(first.contents.map((c) => c.id)).toEqual([packs[0]!.id, packs[2]!.id]);
    // Each with its latest view: the pack seen on the first and the last day carries the last.
    const [latest, before] = first.contents.map((c) => Date.parse(c.viewedAt!));
    expect(latest! - before!).toBeGreaterThan(86_400_000);
    expect(Math.abs(latest! - (clock.millis() - 86_400_000 - 1000))).toBeLessThan(5_000);
    expect(first.pagination).toEqual({ page: 1, limit: 2, totalPages: 2, totalItems: 3 });
    const second = await t.json<ContentListResponse>(
      await t.request('GET', '/api/models/user/history?limit=2&page=2', { as: user }),
    );
    expect(second.contents.map((c) => c.id)).toEqual([packs[1]!.id]);
  });

  it('never lists a hidden pack, nor counts it', async () => {
    const user = await makeUser(t, { verified: true });
    const [shown, hidden] = [await makeContent(t, { model }), await makeContent(t, { model })];
    for (const c of [shown, hidden]) await t.request('POST', `/api/content/${c.id}/view`, { as: user });
    await t.database.db
      .updateTable('contents')
      .set({ hidden_at: new Date().toISOString() })
      .where('id', '=', hidden.id)
      .execute();
    const body = await t.json<ContentListResponse>(await t.request('GET', '/api/models/user/history', { as: user }));
    expect(body.contents.map((c) => c.id)).toEqual([shown.id]);
    expect(body.pagination.totalItems).toBe(1);
  });
});
