import type { Comment, ContentListResponse, Model, ModelListResponse } from '@packdex/shared/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, readJson, type TestApp } from './build-test-app.ts';
import { register, registerVerified } from './helpers.ts';

let t: TestApp;
let admin: Record<string, string>;
let contentId: number;
let contentSlug: string;

beforeAll(async () => {
  t = await createTestApp({ models: 4 });
  const row = await t.database.db
    .selectFrom('users')
    .select(['id', 'token_version'])
    .where('is_admin', '=', 1)
    .executeTakeFirstOrThrow();
  admin = { authorization: `Bearer ${await t.app.tokens.sign({ userId: row.id, tokenVersion: row.token_version })}` };
  const list = await readJson<ContentListResponse>(
    await t.app.inject({ url: '/api/content?limit=1' }),
    t.config.envelope.key,
  );
  contentId = list.contents[0]!.id;
  contentSlug = list.contents[0]!.slug;
});
afterAll(() => t.close());

const req = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string> = {},
  payload?: object,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

describe('likes', () => {
  it('are for verified users only: 401 for visitors, 403 for unverified accounts', async () => {
    expect((await req('POST', '/api/likes/toggle', {}, { contentId })).statusCode).toBe(401);
    const { auth } = await register(t);
    const res = await req('POST', '/api/likes/toggle', auth, { contentId });
    expect(res.statusCode).toBe(403);
    expect(res.json<{ error: string }>().error).toBe('Please verify your email to like and comment');
  });

  it('toggle on and off and report totals and the viewer state', async () => {
    const { auth } = await registerVerified(t);
    const on = await req('POST', '/api/likes/toggle', auth, { contentId, type: 'content' });
    expect(on.json()).toMatchObject({ liked: true, isLiked: true });
    const total = on.json<{ totalLikes: number }>().totalLikes;
    expect((await req('GET', `/api/likes/stats?contentId=${contentId}`, auth)).json()).toEqual({
      totalLikes: total,
      isLiked: true,
    });
    expect((await req('GET', `/api/likes/stats?contentId=${contentId}`)).json()).toEqual({
      totalLikes: total,
      isLiked: false,
    });
    const off = await req('POST', '/api/likes/toggle', auth, { contentId });
    expect(off.json()).toMatchObject({ liked: false, totalLikes: total - 1 });
  });

  it('rejects a missing target (404) and ambiguous or absent ids (400)', async () => {
    const { auth } = await registerVerified(t);
    expect((await req('POST', '/api/likes/toggle', auth, { contentId: 999999 })).statusCode).toBe(404);
    expect((await req('POST', '/api/likes/toggle', auth, { modelId: 999999 })).statusCode).toBe(404);
    expect((await req('POST', '/api/likes/toggle', auth, { contentId, modelId: 1 })).statusCode).toBe(400);
    expect((await req('POST', '/api/likes/toggle', auth, {})).statusCode).toBe(400);
    expect((await req('GET', '/api/likes/stats')).statusCode).toBe(400);
  });

  it('leave an exact count after 50 concurrent toggles by different users', async () => {
    const { models } = await readJson<ModelListResponse>(
      await req('GET', '/api/models?limit=1'),
      t.config.envelope.key,
    );
    const modelId = models[0]!.id;
    const users = await Promise.all(Array.from({ length: 50 }, () => registerVerified(t)));
    const results = await Promise.all(users.map((u) => req('POST', '/api/likes/toggle', u.auth, { modelId })));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const stats = (await req('GET', `/api/likes/stats?modelId=${modelId}`)).json<{ totalLikes: number }>();
    const rows = await t.database.db.selectFrom('likes').select('id').where('model_id', '=', modelId).execute();
    expect(stats.totalLikes).toBe(50);
    expect(rows).toHaveLength(50);
  });
});

describe('comments', () => {
  it('are posted trimmed by verified users and listed with author badges and replies', async () => {
    const a = await registerVerified(t, { name: 'Alice' });
    const created = await req('POST', '/api/comments', a.auth, { contentId, text: '  Great pack!  ' });
    expect(created.statusCode).toBe(201);
    const c = created.json<Comment>();
    expect(c).toMatchObject({
      text: 'Great pack!',
      user: { name: 'Alice', isPremium: false, isAdmin: false },
      likes: 0,
      replies: [],
      parentId: null,
    });
    const reply = await req('POST', '/api/comments', admin, { contentId, text: 'Thanks!', parentId: c.id });
    expect(reply.statusCode).toBe(201);
    const list = (await req('GET', `/api/comments?contentId=${contentId}&limit=50`)).json<{ comments: Comment[] }>();
    const thread = list.comments.find((x) => x.id === c.id)!;
    expect(thread.replies).toHaveLength(1);
    expect(thread.replies[0]).toMatchObject({ text: 'Thanks!', parentId: c.id, user: { isAdmin: true } });
  });

  it.each([
    ['x'.repeat(501), /at most 500/],
    ['     ', /cannot be empty/],
  ])('rejects text %#', async (text, message) => {
    const { auth } = await registerVerified(t);
    const res = await req('POST', '/api/comments', auth, { contentId, text });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toMatch(message);
  });

  it('accepts exactly 500 characters and stores text as plain text', async () => {
    const { auth } = await registerVerified(t);
    expect((await req('POST', '/api/comments', auth, { contentId, text: 'y'.repeat(500) })).statusCode).toBe(201);
    const html = await req('POST', '/api/comments', auth, { contentId, text: '<b>bold</b>' });
    expect(html.json<Comment>().text).toBe('<b>bold</b>');
  });

  it('needs sign-in (401), a verified e-mail (403) and an existing target (404)', async () => {
    expect((await req('POST', '/api/comments', {}, { contentId, text: 'hi' })).statusCode).toBe(401);
    expect((await req('POST', '/api/comments', (await register(t)).auth, { contentId, text: 'hi' })).statusCode).toBe(
      403,
    );
    const { auth } = await registerVerified(t);
    expect((await req('POST', '/api/comments', auth, { contentId: 999999, text: 'hi' })).statusCode).toBe(404);
    expect((await req('POST', '/api/comments', auth, { contentId, text: 'hi', parentId: 999999 })).statusCode).toBe(
      404,
    );
  });

  it('keeps replies one level deep and notifies the author replied to', async () => {
    const a = await registerVerified(t, { name: 'Ann' });
    const b = await registerVerified(t, { name: 'Ben' });
    const root = (await req('POST', '/api/comments', a.auth, { contentId, text: 'root' })).json<Comment>();
    const r1 = (await req('POST', '/api/comments', b.auth, { contentId, text: 'reply' })).json<Comment>();
    void r1;
    const r2 = (
      await req('POST', '/api/comments', b.auth, { contentId, text: 'reply to root', parentId: root.id })
    ).json<Comment>();
    const r3 = (
      await req('POST', '/api/comments', a.auth, { contentId, text: 'reply to reply', parentId: r2.id })
    ).json<Comment>();
    expect(r3.parentId).toBe(root.id);
    const notes = (await req('GET', '/api/notifications', a.auth)).json<{
      notifications: { type: string; message: string; data: { contentSlug: string } }[];
    }>();
    expect(notes.notifications).toHaveLength(1);
    expect(notes.notifications[0]).toMatchObject({ type: 'comment_reply', data: { contentSlug } });
    expect(notes.notifications[0]!.message).toContain('Ben');
    const bNotes = (await req('GET', '/api/notifications', b.auth)).json<{ notifications: { type: string }[] }>();
    expect(bNotes.notifications.map((n) => n.type)).toEqual(['comment_reply']);
  });

  it('can be edited only by the author and deleted by the author or an admin', async () => {
    const a = await registerVerified(t);
    const b = await registerVerified(t);
    const c = (await req('POST', '/api/comments', a.auth, { contentId, text: 'mine' })).json<Comment>();
    expect((await req('PUT', `/api/comments/${c.id}`, b.auth, { text: 'hijack' })).statusCode).toBe(403);
    expect((await req('DELETE', `/api/comments/${c.id}`, b.auth)).statusCode).toBe(403);
    const edited = await req('PUT', `/api/comments/${c.id}`, a.auth, { text: ' edited ' });
    expect(edited.json<Comment>().text).toBe('edited');
    expect((await req('DELETE', `/api/comments/${c.id}`, a.auth)).statusCode).toBe(200);
    expect((await req('DELETE', `/api/comments/${c.id}`, a.auth)).statusCode).toBe(404);
    const other = (await req('POST', '/api/comments', b.auth, { contentId, text: 'spam' })).json<Comment>();
    expect((await req('DELETE', `/api/comments/${other.id}`, admin)).statusCode).toBe(200);
  });

  it('likes toggle, count from rows, and notify the author (not for their own like)', async () => {
    const a = await registerVerified(t);
    const b = await registerVerified(t, { name: 'Liker' });
    const c = (await req('POST', '/api/comments', a.auth, { contentId, text: 'like me' })).json<Comment>();
    expect((await req('POST', `/api/comments/${c.id}/like`, a.auth)).json()).toEqual({ liked: true, likes: 1 });
    expect((await req('POST', `/api/comments/${c.id}/like`, b.auth)).json()).toEqual({ liked: true, likes: 2 });
    expect((await req('POST', `/api/comments/${c.id}/like`, b.auth)).json()).toEqual({ liked: false, likes: 1 });
    const notes = (await req('GET', '/api/notifications', a.auth)).json<{
      notifications: { type: string; message: string }[];
    }>();
    expect(notes.notifications.map((n) => n.type)).toEqual(['comment_like']);
    const list = (await req('GET', `/api/comments?contentId=${contentId}`, a.auth)).json<{ comments: Comment[] }>();
    expect(list.comments.find((x) => x.id === c.id)).toMatchObject({ likes: 1, isLiked: true });
    expect((await req('POST', '/api/comments/999999/like', b.auth)).statusCode).toBe(404);
  });
});

describe('notifications', () => {
  it('count unread, mark one or all read, and hide other users’ notifications (404)', async () => {
    const a = await registerVerified(t);
    const b = await registerVerified(t);
    const c = (await req('POST', '/api/comments', a.auth, { contentId, text: 'notify me' })).json<Comment>();
    await req('POST', '/api/comments', b.auth, { contentId, text: 'r1', parentId: c.id });
    await req('POST', `/api/comments/${c.id}/like`, b.auth);
    expect((await req('GET', '/api/notifications/unread-count', a.auth)).json()).toEqual({ count: 2 });
    const list = (await req('GET', '/api/notifications?limit=10', a.auth)).json<{
      notifications: { id: number; isRead: boolean }[];
    }>();
    expect(list.notifications).toHaveLength(2);
    expect((await req('PUT', `/api/notifications/${list.notifications[0]!.id}/read`, b.auth)).statusCode).toBe(404);
    expect((await req('PUT', `/api/notifications/${list.notifications[0]!.id}/read`, a.auth)).statusCode).toBe(200);
    expect((await req('GET', '/api/notifications/unread-count', a.auth)).json()).toEqual({ count: 1 });
    expect((await req('PUT', '/api/notifications/read-all', a.auth)).statusCode).toBe(200);
    expect((await req('GET', '/api/notifications/unread-count', a.auth)).json()).toEqual({ count: 0 });
    expect((await req('GET', '/api/notifications')).statusCode).toBe(401);
  });
});

describe('follows', () => {
  it('toggle, show on the profile, and bring a notification when content for the model is added', async () => {
    const { models } = await readJson<ModelListResponse>(
      await req('GET', '/api/models?limit=1'),
      t.config.envelope.key,
    );
    const model = models[0]!;
    const fan = await register(t);
    const res = await req('POST', `/api/models/${model.id}/follow`, fan.auth);
    expect(await readJson(res, t.config.envelope.key)).toEqual({ following: true, followers: 1 });
    const profile = await readJson<Model>(
      await req('GET', `/api/models/${model.slug}`, fan.auth),
      t.config.envelope.key,
    );
    expect(profile).toMatchObject({ followers: 1, isFollowing: true });

    const created = await req('POST', '/api/content', admin, {
      title: 'Fresh Drop',
      url: `https://${t.config.fileHostDomain}/d/new1`,
      type: 'video',
      tags: ['new'],
      model_id: model.id,
      info: { images: 0, videos: 3, size: 1000 },
    });
    expect(created.statusCode).toBe(201);
    const notes = (await req('GET', '/api/notifications', fan.auth)).json<{
      notifications: { type: string; title: string; data: { contentSlug: string } }[];
    }>();
    expect(notes.notifications[0]).toMatchObject({ type: 'model_follow', title: `New from ${model.name}` });
    expect(notes.notifications[0]!.data.contentSlug).toMatch(/fresh-drop/);

    expect(
      await readJson(await req('POST', `/api/models/${model.id}/follow`, fan.auth), t.config.envelope.key),
    ).toEqual({ following: false, followers: 0 });
    expect((await req('POST', '/api/models/999999/follow', fan.auth)).statusCode).toBe(404);
    expect((await req('POST', `/api/models/${model.id}/follow`)).statusCode).toBe(401);
  });

  it('only admins add content', async () => {
    const { auth } = await registerVerified(t);
    expect(
      (await req('POST', '/api/content', auth, { title: 'x', url: 'https://a.test/x', model_id: 1 })).statusCode,
    ).toBe(403);
  });
});

describe('reports', () => {
  it('are open to visitors, store the address and need a known reason', async () => {
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/reports',
      payload: { contentId, reason: 'broken_link', description: '  dead link  ' },
      remoteAddress: '10.1.1.1',
    });
    expect(ok.statusCode).toBe(201);
    const row = await t.database.db
      .selectFrom('reports')
      .selectAll()
      .where('id', '=', ok.json<{ id: number }>().id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ ip_address: '10.1.1.1', description: 'dead link', status: 'pending' });
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/reports', payload: { contentId }, remoteAddress: '10.1.1.2' }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/reports',
          payload: { contentId, reason: 'boring' },
          remoteAddress: '10.1.1.2',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/reports',
          payload: { contentId, reason: 'spam', description: 'z'.repeat(1001) },
          remoteAddress: '10.1.1.2',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/reports',
          payload: { reason: 'spam' },
          remoteAddress: '10.1.1.2',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/reports',
          payload: { contentId: 999999, reason: 'spam' },
          remoteAddress: '10.1.1.3',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('are rate limited per address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1)
      codes.push(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/reports',
            payload: { contentId, reason: 'spam' },
            remoteAddress: '10.2.2.2',
          })
        ).statusCode,
      );
    expect(codes).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('hide a child_content target from lists, search and its page for visitors until an admin reviews it', async () => {
    const list = await readJson<ContentListResponse>(await req('GET', '/api/content?limit=5'), t.config.envelope.key);
    const target = list.contents[4]!;
    const visible = async () => {
      const all = await readJson<ContentListResponse>(
        await req('GET', '/api/content?limit=100'),
        t.config.envelope.key,
      );
      const search = await readJson<ContentListResponse>(
        await req('GET', `/api/content?search=${encodeURIComponent(target.title)}&limit=100`),
        t.config.envelope.key,
      );
      return {
        list: all.contents.some((c) => c.id === target.id),
        search: search.contents.some((c) => c.id === target.id),
        page: (await req('GET', `/api/content/slug/${target.slug}`)).statusCode,
        admin: (await req('GET', `/api/content/slug/${target.slug}`, admin)).statusCode,
      };
    };
    expect(await visible()).toEqual({ list: true, search: true, page: 200, admin: 200 });
    const rep = await t.app.inject({
      method: 'POST',
      url: '/api/reports',
      payload: { contentId: target.id, reason: 'child_content' },
      remoteAddress: '10.3.3.3',
    });
    expect(rep.statusCode).toBe(201);
    expect(await visible()).toEqual({ list: false, search: false, page: 404, admin: 200 });

    const update = await req('PUT', `/api/reports/${rep.json<{ id: number }>().id}`, admin, {
      status: 'dismissed',
      adminNotes: 'Verified adult, consent on file',
    });
    expect(update.statusCode).toBe(200);
    expect(update.json()).toMatchObject({ status: 'dismissed', adminNotes: 'Verified adult, consent on file' });
    expect(await visible()).toEqual({ list: true, search: true, page: 200, admin: 200 });
    expect(
      (await req('PUT', `/api/reports/${rep.json<{ id: number }>().id}`, admin, { status: 'resolved' })).statusCode,
    ).toBe(409);
  });

  it('keep the target hidden when resolved, and are listed and counted for admins only', async () => {
    const list = await readJson<ContentListResponse>(await req('GET', '/api/content?limit=6'), t.config.envelope.key);
    const target = list.contents[5]!;
    const rep = await t.app.inject({
      method: 'POST',
      url: '/api/reports',
      payload: { contentId: target.id, reason: 'no_consent' },
      remoteAddress: '10.4.4.4',
    });
    await req('PUT', `/api/reports/${rep.json<{ id: number }>().id}`, admin, { status: 'resolved' });
    expect((await req('GET', `/api/content/slug/${target.slug}`)).statusCode).toBe(404);

    expect((await req('GET', '/api/reports')).statusCode).toBe(401);
    expect((await req('GET', '/api/reports', (await registerVerified(t)).auth)).statusCode).toBe(403);
    const pending = (await req('GET', '/api/reports?status=pending&limit=20', admin)).json<{
      reports: { status: string }[];
      pagination: { limit: number };
    }>();
    expect(pending.pagination.limit).toBe(20);
    expect(pending.reports.every((r) => r.status === 'pending')).toBe(true);
    const stats = (await req('GET', '/api/reports/stats', admin)).json<{
      total: number;
      byStatus: Record<string, number>;
      byReason: Record<string, number>;
    }>();
    expect(stats.byStatus.resolved).toBeGreaterThanOrEqual(1);
    expect(stats.byReason.no_consent).toBeGreaterThanOrEqual(1);
    expect(stats.total).toBe(Object.values(stats.byStatus).reduce((a, b) => a + b, 0));
  });
});
