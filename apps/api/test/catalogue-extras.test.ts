import { readdirSync, readFileSync } from 'node:fs';
import type { Content, ContentListResponse, Model, ModelListResponse } from '@packdex/shared/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, readJson, type TestApp } from './build-test-app.ts';

let t: TestApp;
const json = async <T>(res: { body: string }) => readJson<T>(res as never, t.config.envelope.key);
const get = async <T>(url: string, headers: Record<string, string> = {}) =>
  json<T>(await t.app.inject({ url, headers }));
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp({ models: 8 });
  const admin = await t.database.db
    .selectFrom('users')
    .select(['id', 'token_version'])
    .where('is_admin', '=', 1)
    .executeTakeFirstOrThrow();
  adminToken = await t.app.tokens.sign({ userId: admin.id, tokenVersion: admin.token_version });
});
afterAll(() => t.close());

async function modelWithContent(count: (n: number) => boolean) {
  const { models } = await get<ModelListResponse>('/api/models?limit=100');
  const model = models.find((m) => count(m.contents))!;
  const { contents } = await get<ContentListResponse>(`/api/content/model/${model.id}?limit=100`);
  return { model, contents };
}

describe('related content', () => {
  it('gives up to 6 more from the same model, never the item itself', async () => {
    const { model, contents } = await modelWithContent((n) => n >= 8);
    const item = contents[0]!;
    const res = await get<{ contents: Content[]; fromModel: boolean }>(`/api/content/${item.id}/related`);
    expect(res.fromModel).toBe(true);
    expect(res.contents).toHaveLength(6);
    expect(res.contents.every((c) => c.model?.slug === model.slug && c.id !== item.id)).toBe(true);
  });

  it('falls back to the 8 most recent items when the model has fewer than 3 others', async () => {
    const { contents } = await modelWithContent((n) => n === 2);
    const res = await get<{ contents: Content[]; fromModel: boolean }>(`/api/content/${contents[0]!.id}/related`);
    expect(res.fromModel).toBe(false);
    expect(res.contents).toHaveLength(8);
    const latest = await get<ContentListResponse>('/api/content?limit=9');
    expect(res.contents.map((c) => c.id)).toEqual(
      latest.contents
        .map((c) => c.id)
        .filter((id) => id !== contents[0]!.id)
        .slice(0, 8),
    );
  });

  it('404s an unknown item', async () => {
    expect((await t.app.inject({ url: '/api/content/99999/related' })).statusCode).toBe(404);
  });
});

describe('POST /api/content/:id/view', () => {
  it('counts one view per viewer per 24 hours and moves the model total with it', async () => {
    const { model, contents } = await modelWithContent((n) => n >= 3);
    const item = contents[1]!;
    const before = await get<Content>(`/api/content/${item.id}`);
    const modelBefore = await get<Model>(`/api/models/${model.slug}`);
    const view = (ua: string) =>
      t.app.inject({ method: 'POST', url: `/api/content/${item.id}/view`, headers: { 'user-agent': ua } });
    const first = await json<{ counted: boolean; views: number }>(await view('browser-a'));
    expect(first).toEqual({ counted: true, views: before.views + 1 });
    expect(await json(await view('browser-a'))).toEqual({ counted: false, views: before.views + 1 });
    expect(await json(await view('browser-b'))).toEqual({ counted: true, views: before.views + 2 });
    const signedIn = await t.app.inject({
      method: 'POST',
      url: `/api/content/${item.id}/view`,
      headers: { authorization: `Bearer ${adminToken}`, 'user-agent': 'browser-a' },
    });
    expect(await json(signedIn)).toEqual({ counted: true, views: before.views + 3 });
    expect((await get<Model>(`/api/models/${model.slug}`)).views).toBe(modelBefore.views + 3);
  });

  it('counts concurrent identical views once', async () => {
    const { contents } = await modelWithContent((n) => n >= 3);
    const item = contents[2]!;
    const before = await get<Content>(`/api/content/${item.id}`);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.inject({ method: 'POST', url: `/api/content/${item.id}/view`, headers: { 'user-agent': 'burst' } }),
      ),
    );
    const counted = (await Promise.all(results.map((r) => json<{ counted: boolean }>(r)))).filter((r) => r.counted);
    expect(counted).toHaveLength(1);
    expect((await get<Content>(`/api/content/${item.id}`)).views).toBe(before.views + 1);
  });

  it('404s an unknown item and 400s a bad id', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/content/99999/view' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/content/0/view' })).statusCode).toBe(400);
  });
});

describe('POST /api/content/:id/share', () => {
  it('records a share on a known platform', async () => {
    const { contents } = await get<ContentListResponse>('/api/content?limit=1');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/content/${contents[0]!.id}/share`,
      payload: { platform: 'copy' },
    });
    expect(res.statusCode).toBe(201);
    const rows = await t.database.db
      .selectFrom('shares')
      .selectAll()
      .where('content_id', '=', contents[0]!.id)
      .execute();
    expect(rows.map((r) => r.platform)).toEqual(['copy']);
  });

  it('rejects an unknown platform or a missing body, and 404s an unknown item', async () => {
    const { contents } = await get<ContentListResponse>('/api/content?limit=1');
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/content/${contents[0]!.id}/share`,
      payload: { platform: 'myspace' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: string }>().error).toMatch(/platform must be one of/);
    expect((await t.app.inject({ method: 'POST', url: `/api/content/${contents[0]!.id}/share` })).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/content/99999/share', payload: { platform: 'copy' } }))
        .statusCode,
    ).toBe(404);
  });
});

describe('GET /api/search/suggestions', () => {
  it('needs at least 2 characters', async () => {
    const res = await t.app.inject({ url: '/api/search/suggestions?q=a' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toMatch(/at least 2 characters/);
    expect((await t.app.inject({ url: '/api/search/suggestions' })).statusCode).toBe(400);
  });

  it('returns at most 8, models whose name starts with the query first', async () => {
    const { models } = await get<ModelListResponse>('/api/models?limit=100');
    const name = models[0]!.name;
    const res = await t.app.inject({ url: `/api/search/suggestions?q=${encodeURIComponent(name.slice(0, 3))}` });
    expect(res.statusCode).toBe(200);
    const { suggestions } = res.json<{ suggestions: { kind: string; label: string; slug: string }[] }>();
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(8);
    expect(suggestions[0]).toMatchObject({ kind: 'model', label: name, slug: models[0]!.slug });
  });

  it('matches content titles by word prefix', async () => {
    const { contents } = await get<ContentListResponse>('/api/content?limit=1');
    const word = [...contents[0]!.title.split(' ')].sort((a, b) => b.length - a.length)[0]!;
    const { suggestions } = (
      await t.app.inject({ url: `/api/search/suggestions?q=${encodeURIComponent(word)}` })
    ).json<{ suggestions: { kind: string; label: string }[] }>();
    expect(suggestions.some((s) => s.kind === 'content' && s.label.includes(word))).toBe(true);
  });

  it('answers an empty list for punctuation only', async () => {
    expect((await t.app.inject({ url: '/api/search/suggestions?q=%22%22' })).json()).toEqual({ suggestions: [] });
  });
});

describe('age verification', () => {
  it('is not confirmed for a plain visitor and confirmed with the x-age-confirmed header', async () => {
    expect((await t.app.inject({ url: '/api/age-verification/status' })).json()).toEqual({ ageConfirmed: false });
    expect(
      (await t.app.inject({ url: '/api/age-verification/status', headers: { 'x-age-confirmed': 'true' } })).json(),
    ).toEqual({ ageConfirmed: true });
  });

  it('requires confirmed: true', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/age-verification/confirm',
      payload: { confirmed: false },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toBe('You must confirm that you are 18 years or older');
  });

  it('remembers a signed-in user until revoked', async () => {
    const auth = { authorization: `Bearer ${adminToken}` };
    await t.app.inject({ method: 'POST', url: '/api/age-verification/revoke', headers: auth });
    expect((await t.app.inject({ url: '/api/age-verification/status', headers: auth })).json()).toEqual({
      ageConfirmed: false,
    });
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/age-verification/confirm',
      headers: auth,
      payload: { confirmed: true },
    });
    expect(ok.json()).toEqual({ ageConfirmed: true });
    expect((await t.app.inject({ url: '/api/age-verification/status', headers: auth })).json()).toEqual({
      ageConfirmed: true,
    });
  });
});

describe('support messages', () => {
  const valid = {
    name: 'Robin Vale',
    email: 'robin@example.test',
    subject: 'technical-support',
    message: 'The download button does nothing.',
  };

  it('rejects missing fields with the spec text and a message over 1000 characters', async () => {
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/support/messages',
      payload: { ...valid, name: '  ' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ error: string }>().error).toContain('Please fill in all required fields.');
    const long = await t.app.inject({
      method: 'POST',
      url: '/api/support/messages',
      payload: { ...valid, message: 'x'.repeat(1001) },
    });
    expect(long.statusCode).toBe(400);
    const subject = await t.app.inject({
      method: 'POST',
      url: '/api/support/messages',
      payload: { ...valid, subject: 'complaint' },
    });
    expect(subject.statusCode).toBe(400);
  });

  it('stores the message, e-mails it to the support address and lists it for admins only', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/support/messages', payload: valid });
    expect(res.statusCode).toBe(201);
    await t.app.mailer.drain();
    const mails = readdirSync(t.config.mail.outboxDir).map((f) =>
      readFileSync(`${t.config.mail.outboxDir}/${f}`, 'utf8'),
    );
    const mail = mails.find((m) => m.includes('The download button does nothing.'));
    expect(mail).toBeDefined();
    expect(mail).toContain(`To: ${t.config.mail.supportEmail}`);
    expect(mail).toContain('Reply-To: robin@example.test');

    expect((await t.app.inject({ url: '/api/admin/support-messages' })).statusCode).toBe(401);
    const list = await t.app.inject({
      url: '/api/admin/support-messages',
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(list.statusCode).toBe(200);
    expect(list.json<{ messages: { email: string }[] }>().messages[0]).toMatchObject({
      email: 'robin@example.test',
      subject: 'technical-support',
    });
  });

  it('rate limits a flood from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/support/messages',
            payload: valid,
            remoteAddress: '10.9.9.9',
          })
        ).statusCode,
      );
    }
    expect(statuses.slice(0, 5).every((s) => s === 201)).toBe(true);
    expect(statuses[5]).toBe(429);
  });
});
