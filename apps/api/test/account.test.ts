import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { ContentListResponse } from '@packdex/shared/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, readJson, type TestApp } from './build-test-app.ts';
import { multipart, register, registerVerified } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ models: 3 });
});
afterAll(() => t.close());

const png = (w = 40, h = 30) =>
  sharp({ create: { width: w, height: h, channels: 3, background: '#c33' } })
    .png()
    .toBuffer();

describe('GET /api/auth/dashboard', () => {
  it('answers the signed-in user with real activity counts, and 401 without a valid token', async () => {
    const { auth, user } = await register(t);
    const res = await t.app.inject({ url: '/api/auth/dashboard', headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      user: { id: user.id, isVerified: false },
      stats: { views: 0, likes: 0, comments: 0 },
    });
    expect((await t.app.inject({ url: '/api/auth/dashboard' })).statusCode).toBe(401);
    const bad = await t.app.inject({ url: '/api/auth/dashboard', headers: { authorization: 'Bearer nonsense' } });
    expect(bad.statusCode).toBe(401);
    expect(bad.json<{ error: string }>().error).toMatch(/session has expired/);
  });
});

describe('PUT /api/auth/profile', () => {
  it('updates name, language and country only', async () => {
    const { auth } = await register(t);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: auth,
      payload: { name: 'Renamed', language: 'pt', country: 'Portugal' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user: { name: 'Renamed', language: 'pt', country: 'Portugal' } });
  });

  it('rejects an unknown language and any other field (no self-promotion to admin or premium)', async () => {
    const { auth } = await register(t);
    const lang = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: auth,
      payload: { language: 'it' },
    });
    expect(lang.statusCode).toBe(400);
    expect(lang.json<{ error: string }>().error).toMatch(/language must be one of/);
    for (const payload of [{ isAdmin: true }, { isPremium: true }, { email: 'x@y.test' }]) {
      expect((await t.app.inject({ method: 'PUT', url: '/api/auth/profile', headers: auth, payload })).statusCode).toBe(
        400,
      );
    }
    const me = await t.app.inject({ url: '/api/auth/dashboard', headers: auth });
    expect(me.json()).toMatchObject({ user: { isAdmin: false, isPremium: false } });
  });
});

describe('PUT /api/auth/change-password', () => {
  it('needs the current password, ends older sessions and returns a working new token', async () => {
    const { auth, email, password } = await register(t);
    const wrong = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/change-password',
      headers: auth,
      payload: { currentPassword: 'nope', newPassword: 'new-secret' },
    });
    expect(wrong.statusCode).toBe(401);
    const ok = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/change-password',
      headers: auth,
      payload: { currentPassword: password, newPassword: 'new-secret' },
    });
    expect(ok.statusCode).toBe(200);
    const { token } = ok.json<{ token: string }>();
    expect((await t.app.inject({ url: '/api/auth/dashboard', headers: auth })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/auth/dashboard', headers: { authorization: `Bearer ${token}` } })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'new-secret' } }))
        .statusCode,
    ).toBe(200);
  });

  it('rejects a new password under 6 characters', async () => {
    const { auth, password } = await register(t);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/change-password',
      headers: auth,
      payload: { currentPassword: password, newPassword: '123' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /api/auth/upload-photo', () => {
  it('re-encodes an image to a square WebP served with nosniff, and removes the previous photo', async () => {
    const { auth } = await register(t);
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/auth/upload-photo',
      ...withAuth(multipart('photo', 'me.png', 'image/png', await png()), auth),
    });
    expect(first.statusCode).toBe(200);
    const photo = first.json<{ profilePhoto: string }>().profilePhoto;
    expect(photo).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}\.webp$/);
    const served = await t.app.inject({ url: photo });
    expect(served.statusCode).toBe(200);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['webp', 256, 256, undefined]);

    const second = await t.app.inject({
      method: 'POST',
      url: '/api/auth/upload-photo',
      ...withAuth(multipart('photo', 'again.jpg', 'image/jpeg', await png(80, 80)), auth),
    });
    expect(second.statusCode).toBe(200);
    expect(existsSync(path.join(t.config.uploadsDir, 'avatars', path.basename(photo)))).toBe(false);
  });

  it('answers 413 for a file over 5 MB', async () => {
    const { auth } = await register(t);
    const big = Buffer.alloc(6 * 1024 * 1024, 1);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/upload-photo',
      ...withAuth(multipart('photo', 'big.png', 'image/png', big), auth),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json<{ error: string }>().error).toBe('Image must be no larger than 5MB.');
  });

  it('answers 415 for a text file renamed .png, judged by its bytes', async () => {
    const { auth } = await register(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/upload-photo',
      ...withAuth(multipart('photo', 'fake.png', 'image/png', Buffer.from('just some text, not an image')), auth),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json<{ error: string }>().error).toBe('Please select only image files.');
  });

  it('needs a signed-in user and a multipart body', async () => {
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/upload-photo',
          ...multipart('photo', 'a.png', 'image/png', await png()),
        })
      ).statusCode,
    ).toBe(401);
    const { auth } = await register(t);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/upload-photo', headers: auth, payload: { photo: 'x' } }))
        .statusCode,
    ).toBe(400);
  });
});

function withAuth(form: { payload: Buffer; headers: Record<string, string> }, auth: Record<string, string>) {
  return { payload: form.payload, headers: { ...form.headers, ...auth } };
}

describe('DELETE /api/auth/account', () => {
  it('needs the password, removes the account, keeps its comments as a deleted user, and ends the session', async () => {
    const { auth, user, password } = await register(t);
    const content = await t.database.db.selectFrom('contents').select('id').executeTakeFirstOrThrow();
    const at = new Date().toISOString();
    const comment = await t.database.db
      .insertInto('comments')
      .values({ user_id: user.id, content_id: content.id, text: 'hello', created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();

    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: '/api/auth/account',
          headers: auth,
          payload: { password: 'wrong' },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/auth/account', headers: auth, payload: {} })).statusCode,
    ).toBe(400);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/account',
      headers: auth,
      payload: { password },
    });
    expect(res.statusCode).toBe(200);
    expect(
      await t.database.db.selectFrom('users').select('id').where('id', '=', user.id).executeTakeFirst(),
    ).toBeUndefined();
    const kept = await t.database.db
      .selectFrom('comments')
      .select(['user_id', 'text'])
      .where('id', '=', comment.id)
      .executeTakeFirstOrThrow();
    expect(kept).toEqual({ user_id: null, text: 'hello' });
    expect((await t.app.inject({ url: '/api/auth/dashboard', headers: auth })).statusCode).toBe(401);
  });
});

describe('unverified accounts', () => {
  it('may open 3 distinct items; a fourth answers 403 CONTENT_LIMIT; the first three stay open', async () => {
    const { auth } = await register(t);
    const { contents } = await readJson<ContentListResponse>(
      await t.app.inject({ url: '/api/content?limit=5' }),
      t.config.envelope.key,
    );
    for (const c of contents.slice(0, 3)) {
      expect((await t.app.inject({ url: `/api/content/slug/${c.slug}`, headers: auth })).statusCode).toBe(200);
    }
    const fourth = await t.app.inject({ url: `/api/content/slug/${contents[3]!.slug}`, headers: auth });
    expect(fourth.statusCode).toBe(403);
    expect(fourth.json()).toMatchObject({ code: 'CONTENT_LIMIT' });
    expect((await t.app.inject({ url: `/api/content/${contents[4]!.id}`, headers: auth })).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/content/slug/${contents[0]!.slug}`, headers: auth })).statusCode).toBe(200);
  });

  it('counts parallel requests for different items against the same limit', async () => {
    const { auth } = await register(t);
    const { contents } = await readJson<ContentListResponse>(
      await t.app.inject({ url: '/api/content?limit=8' }),
      t.config.envelope.key,
    );
    const results = await Promise.all(
      contents.map((c) => t.app.inject({ url: `/api/content/slug/${c.slug}`, headers: auth })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
  });

  it('do not limit verified accounts or visitors', async () => {
    const { auth } = await registerVerified(t);
    const { contents } = await readJson<ContentListResponse>(
      await t.app.inject({ url: '/api/content?limit=6' }),
      t.config.envelope.key,
    );
    for (const c of contents) {
      expect((await t.app.inject({ url: `/api/content/slug/${c.slug}`, headers: auth })).statusCode).toBe(200);
      expect((await t.app.inject({ url: `/api/content/slug/${c.slug}` })).statusCode).toBe(200);
    }
  });
});

describe('GET /api/models/user/history', () => {
  it("lists the signed-in user's viewed content, most recent first", async () => {
    const { auth } = await registerVerified(t);
    const { contents } = await readJson<ContentListResponse>(
      await t.app.inject({ url: '/api/content?limit=3' }),
      t.config.envelope.key,
    );
    for (const c of contents) {
      await t.app.inject({ method: 'POST', url: `/api/content/${c.id}/view`, headers: auth });
      await new Promise((r) => setTimeout(r, 5));
    }
    const res = await t.app.inject({ url: '/api/models/user/history?limit=10', headers: auth });
    expect(res.statusCode).toBe(200);
    const body = await readJson<ContentListResponse>(res, t.config.envelope.key);
    expect(body.contents.map((c) => c.id)).toEqual(contents.map((c) => c.id).reverse());
    expect(body.pagination.totalItems).toBe(3);
    expect((await t.app.inject({ url: '/api/models/user/history' })).statusCode).toBe(401);
  });
});
