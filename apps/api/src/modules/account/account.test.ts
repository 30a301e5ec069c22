import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { makeComment, makeContent, makeUser, type TestUser } from '../../../test/factories.ts';

const t = useTestApp();

const png = (w = 40, h = 30) =>
  sharp({ create: { width: w, height: h, channels: 3, background: '#c33' } })
    .png()
    .toBuffer();

/** A multipart/form-data request with one file, signed in as `as`. */
function upload(as: TestUser | undefined, field: string, filename: string, bytes: Buffer) {
  const boundary = `----packdex${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`;
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/upload-photo',
    headers: { ...as?.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
}

describe('GET /api/auth/dashboard', () => {
  it('answers the signed-in user with real activity counts', async () => {
    const user = await makeUser(t, { verified: true });
    const item = await makeContent(t);
    await makeComment(t, { user, contentId: item.id });
    await t.request('POST', '/api/likes/toggle', { as: user, body: { contentId: item.id } });
    await t.request('POST', `/api/content/${item.id}/view`, { as: user });
    const res = await t.request('GET', '/api/auth/dashboard', { as: user });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      user: { id: user.id, isVerified: true },
      stats: { views: 1, likes: 1, comments: 1 },
    });
  });

  it('answers 401 without a token, and says the session expired for a token that is no longer valid', async () => {
    expect((await t.request('GET', '/api/auth/dashboard')).statusCode).toBe(401);
    const bad = await t.request('GET', '/api/auth/dashboard', { headers: { authorization: 'Bearer nonsense' } });
    expect(bad.statusCode).toBe(401);
    expect(bad.json<{ error: string }>().error).toMatch(/session has expired/);
  });
});

describe('PUT /api/auth/profile', () => {
  it('updates name, language and country only', async () => {
    const user = await makeUser(t);
    const body = { name: 'Renamed', language: 'pt', country: 'Portugal' };
    const res = await t.request('PUT', '/api/auth/profile', { as: user, body });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user: body });
  });

  it('rejects an unknown language and any other field (no self-promotion to admin or premium)', async () => {
    const user = await makeUser(t);
    const lang = await t.request('PUT', '/api/auth/profile', { as: user, body: { language: 'it' } });
    expect(lang.statusCode).toBe(400);
    expect(lang.json<{ error: string }>().error).toMatch(/language must be one of/);
    for (const body of [{ isAdmin: true }, { isPremium: true }, { email: 'x@y.test' }])
      expect((await t.request('PUT', '/api/auth/profile', { as: user, body })).statusCode).toBe(400);
    const me = await t.request('GET', '/api/auth/dashboard', { as: user });
    expect(me.json()).toMatchObject({ user: { isAdmin: false, isPremium: false } });
  });
});

describe('PUT /api/auth/change-password', () => {
  const change = (as: TestUser, currentPassword: string, newPassword: string) =>
    t.request('PUT', '/api/auth/change-password', { as, body: { currentPassword, newPassword } });

  it('needs the current password, ends older sessions and returns a working new token', async () => {
    const user = await makeUser(t);
    expect((await change(user, 'nope', 'new-secret')).statusCode).toBe(401);
    const ok = await change(user, user.password, 'new-secret');
    expect(ok.statusCode).toBe(200);
    const { token } = ok.json<{ token: string }>();
    expect((await t.request('GET', '/api/auth/dashboard', { as: user })).statusCode).toBe(401);
    const fresh = { headers: { authorization: `Bearer ${token}` } };
    expect((await t.request('GET', '/api/auth/dashboard', fresh)).statusCode).toBe(200);
    const login = await t.request('POST', '/api/auth/login', { body: { email: user.email, password: 'new-secret' } });
    expect(login.statusCode).toBe(200);
  });

  it('rejects a new password under 6 characters', async () => {
    const user = await makeUser(t);
    expect((await change(user, user.password, '123')).statusCode).toBe(400);
  });
});

describe('POST /api/auth/upload-photo', () => {
  it('re-encodes an image to a square WebP served with nosniff, and removes the previous photo', async () => {
    const user = await makeUser(t);
    const first = await upload(user, 'photo', 'me.png', await png());
    expect(first.statusCode).toBe(200);
    const photo = first.json<{ profilePhoto: string }>().profilePhoto;
    expect(photo).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}\.webp$/);
    const served = await t.request('GET', photo);
    expect(served.statusCode).toBe(200);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['webp', 256, 256, undefined]);

    expect((await upload(user, 'photo', 'again.jpg', await png(80, 80))).statusCode).toBe(200);
    expect(existsSync(path.join(t.config.uploadsDir, 'avatars', path.basename(photo)))).toBe(false);
  });

  it('answers 413 for a file over 5 MB', async () => {
    const res = await upload(await makeUser(t), 'photo', 'big.png', Buffer.alloc(6 * 1024 * 1024, 1));
    expect(res.statusCode).toBe(413);
    expect(res.json<{ error: string }>().error).toBe('Image must be no larger than 5MB.');
  });

  it('answers 415 for a text file renamed .png, judged by its bytes', async () => {
    const res = await upload(await makeUser(t), 'photo', 'fake.png', Buffer.from('just some text, not an image'));
    expect(res.statusCode).toBe(415);
    expect(res.json<{ error: string }>().error).toBe('Please select only image files.');
  });

  it('needs a signed-in user and a multipart body', async () => {
    expect((await upload(undefined, 'photo', 'a.png', await png())).statusCode).toBe(401);
    const user = await makeUser(t);
    expect((await t.request('POST', '/api/auth/upload-photo', { as: user, body: { photo: 'x' } })).statusCode).toBe(
      400,
    );
  });
});

describe('DELETE /api/auth/account', () => {
  it('needs the password, removes the account, keeps its comments as a deleted user, and ends the session', async () => {
    const user = await makeUser(t);
    const comment = await makeComment(t, { user, contentId: (await makeContent(t)).id, text: 'hello' });
    const remove = (body: object) => t.request('DELETE', '/api/auth/account', { as: user, body });
    expect((await remove({ password: 'wrong' })).statusCode).toBe(401);
    expect((await remove({})).statusCode).toBe(400);
    expect((await remove({ password: user.password })).statusCode).toBe(200);
    const row = await t.database.db.selectFrom('users').select('id').where('id', '=', user.id).executeTakeFirst();
    expect(row).toBeUndefined();
    const kept = await t.database.db
      .selectFrom('comments')
      .select(['user_id', 'text'])
      .where('id', '=', comment.id)
      .executeTakeFirstOrThrow();
    expect(kept).toEqual({ user_id: null, text: 'hello' });
    expect((await t.request('GET', '/api/auth/dashboard', { as: user })).statusCode).toBe(401);
  });

  it('refuses to delete the last admin account with 409', async () => {
    await t.database.db.updateTable('users').set({ is_admin: 0 }).where('is_admin', '=', 1).execute();
    const admin = await makeUser(t, { admin: true });
    const res = await t.request('DELETE', '/api/auth/account', { as: admin, body: { password: admin.password } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'The last admin account cannot be deleted', code: 'CONFLICT' });
  });
});
