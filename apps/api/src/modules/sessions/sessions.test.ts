import { afterEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { makeUser, type TestUser } from '../../../test/factories.ts';
import { clock } from '../../lib/clock.ts';
import { findMail, tokenIn } from '../../../test/mail-reader.ts';
import { SESSION_TTL_SECONDS, tokenSigner } from '../../lib/tokens.ts';
import { usersRepository } from '../users/users.repository.ts';
import { sessionsRepository } from './sessions.repository.ts';
import { sessionsService } from './sessions.service.ts';

const t = useTestApp();
afterEach(() => clock.reset());

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

let address = 0;
/** Signs `user` in from a browser of its own (and an address of its own); answers its token. */
async function signIn(user: TestUser, userAgent = FIREFOX): Promise<string> {
  address += 1;
  const res = await t.request('POST', '/api/auth/login', {
    body: { email: user.email, password: user.password },
    ip: `198.51.${address & 255}.${(address >> 8) + 10}`,
    headers: { 'user-agent': userAgent },
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ token: string }>().token;
}
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, body?: object) =>
  t.request(method, url, { headers: bearer(token), ...(body ? { body } : {}) });
const sessionsOf = async (token: string) => {
  const res = await call('GET', '/api/account/sessions', token);
  expect(res.statusCode).toBe(200);
  return res.json<{ sessions: { id: string; device: string; network: string; current: boolean }[] }>().sessions;
};
const signedIn = async (token: string) => (await call('GET', '/api/auth/dashboard', token)).statusCode;

describe('GET /api/account/sessions', () => {
  it("lists the caller's active sessions newest first, with device, network and the current one marked", async () => {
    const user = await makeUser(t);
    const other = await makeUser(t);
    await signIn(other);
    const laptop = await signIn(user, FIREFOX);
    clock.advance(1000);
    const phone = await signIn(user, SAFARI_IPHONE);
    const list = await sessionsOf(phone);
    expect(list.map((s) => [s.device, s.current])).toEqual([
      ['Safari · iOS', true],
      ['Firefox · Windows', false],
    ]);
    expect(list[0]!.network).toMatch(/^198\.51\.\d+\.0\/24$/);
    expect((await sessionsOf(laptop)).map((s) => s.current)).toEqual([false, true]);
    // A token from before stored sessions sees the list, none of it marked as its own.
    expect((await sessionsOf(user.token)).map((s) => s.current)).toEqual([false, false]);
    expect((await t.request('GET', '/api/account/sessions')).statusCode).toBe(401);
  });

  it('moves last-seen at most once a minute, and drops sessions unseen for a token lifetime', async () => {
    const user = await makeUser(t);
    const token = await signIn(user);
    clock.advance(30_000);
    await signedIn(token);
    const lastSeen = async () =>
      String(
        (
          await t.database.db
            .selectFrom('sessions')
            .select('last_seen_at')
            .where('user_id', '=', user.id)
            .executeTakeFirstOrThrow()
        ).last_seen_at,
      );
    const afterFirst = await lastSeen();
    clock.advance(20_000);
    await signedIn(token);
    expect(await lastSeen()).toBe(afterFirst);
    clock.advance(61_000);
    await signedIn(token);
    expect(await lastSeen()).not.toBe(afterFirst);
    clock.advance(31 * 86_400_000);
    expect(await sessionsOf(user.token)).toEqual([]);
  });
});

describe('the scheduled pruning of sessions (sessions.prune)', () => {
  it('removes the sessions unseen for a token lifetime and a day, at most once an hour, and keeps the others', async () => {
    const { db, transact } = t.database;
    const service = sessionsService({
      transact,
      sessions: sessionsRepository(db),
      users: usersRepository(db),
      tokens: tokenSigner(t.config.jwtSecret),
    });
    const user = await makeUser(t);
    const old = await signIn(user);
    const recent = await signIn(user);
    const oldId = (await sessionsOf(recent)).find((s) => !s.current)!.id;
    const lifetime = SESSION_TTL_SECONDS * 1000 + 86_400_000;
    const seenAt = (ms: number) => new Date(clock.millis() - ms).toISOString();
    // Seen just inside the limit: kept. Then just past it: removed.
    await db
      .updateTable('sessions')
      .set({ last_seen_at: seenAt(lifetime - 60_000) })
      .where('id', '=', oldId)
      .execute();
    expect(await service.prune()).toBe(0);
    await db
      .updateTable('sessions')
      .set({ last_seen_at: seenAt(lifetime + 60_000) })
      .where('id', '=', oldId)
      .execute();
    // Asked again within the hour: nothing is done.
    expect(await service.prune()).toBe(0);
    clock.advance(3_600_000);
    expect(await service.prune()).toBe(1);
    const left = await db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute();
    expect(left).toHaveLength(1);
    expect(left[0]!.id).not.toBe(oldId);
    // A token of a removed session is refused (no row, no session); the other stays signed in.
    expect(await signedIn(old)).toBe(401);
    expect(await signedIn(recent)).toBe(200);
  });
});

describe('DELETE /api/account/sessions/:id', () => {
  it("signs one of the caller's sessions out (its next request is refused), and someone else's is a 404", async () => {
    const user = await makeUser(t);
    const stranger = await makeUser(t);
    const kept = await signIn(user);
    const ended = await signIn(user);
    const theirs = await signIn(stranger);
    const [mine] = (await sessionsOf(kept)).filter((s) => !s.current);
    const [strangers] = await sessionsOf(theirs);
    const refused = await call('DELETE', `/api/account/sessions/${strangers!.id}`, kept);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ error: 'Session not found' });
    expect(await signedIn(theirs)).toBe(200);

    expect(await signedIn(ended)).toBe(200);
    expect((await call('DELETE', `/api/account/sessions/${mine!.id}`, kept)).statusCode).toBe(200);
    expect(await signedIn(ended)).toBe(401);
    expect(await signedIn(kept)).toBe(200);
    expect((await call('DELETE', `/api/account/sessions/${mine!.id}`, kept)).statusCode).toBe(404);
  });
});

describe('POST /api/account/sessions/end-others', () => {
  it('needs the password: 400 without it, 401 when wrong, and nothing ends', async () => {
    const user = await makeUser(t);
    const a = await signIn(user);
    const b = await signIn(user);
    const missing = await call('POST', '/api/account/sessions/end-others', a, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: 'Password is required' });
    const wrong = await call('POST', '/api/account/sessions/end-others', a, { password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ error: 'Password is incorrect' });
    expect(await signedIn(b)).toBe(200);
  });

  it('ends every other session, old tokens without a session too, and keeps this one signed in with a fresh token', async () => {
    const user = await makeUser(t);
    const here = await signIn(user);
    const elsewhere = await signIn(user);
    const res = await call('POST', '/api/account/sessions/end-others', here, { password: user.password });
    expect(res.statusCode).toBe(200);
    const fresh = res.json<{ token: string }>().token;
    expect(await signedIn(elsewhere)).toBe(401);
    expect(await signedIn(user.token)).toBe(401);
    // The version moved: the token this session had before is replaced by the fresh one.
    expect(await signedIn(here)).toBe(401);
    expect(await signedIn(fresh)).toBe(200);
    expect((await sessionsOf(fresh)).map((s) => s.current)).toEqual([true]);
  });

  it('from a token without a session, starts one for this device and ends the rest', async () => {
    const user = await makeUser(t);
    const elsewhere = await signIn(user);
    const res = await call('POST', '/api/account/sessions/end-others', user.token, { password: user.password });
    expect(res.statusCode).toBe(200);
    const fresh = res.json<{ token: string }>().token;
    expect(await signedIn(elsewhere)).toBe(401);
    expect((await sessionsOf(fresh)).map((s) => s.current)).toEqual([true]);
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the current session on the server: its token is refused on the next request, the others stay', async () => {
    const user = await makeUser(t);
    const a = await signIn(user);
    const b = await signIn(user);
    expect((await call('POST', '/api/auth/logout', a)).statusCode).toBe(200);
    expect(await signedIn(a)).toBe(401);
    expect(await signedIn(b)).toBe(200);
    expect((await sessionsOf(b)).map((s) => s.current)).toEqual([true]);
  });

  it('accepts a token from before stored sessions until the version changes (a password change)', async () => {
    const user = await makeUser(t);
    expect((await call('POST', '/api/auth/logout', user.token)).statusCode).toBe(200);
    expect(await signedIn(user.token)).toBe(200);
    const changed = await call('PUT', '/api/auth/change-password', user.token, {
      currentPassword: user.password,
      newPassword: 'a-brand-new-pass',
    });
    expect(changed.statusCode).toBe(200);
    expect(await signedIn(user.token)).toBe(401);
    expect(await signedIn(changed.json<{ token: string }>().token)).toBe(200);
  });
});

describe('password changes end the session rows', () => {
  it('a change ends every other session row, a reset every one', async () => {
    const user = await makeUser(t);
    const here = await signIn(user);
    await signIn(user);
    const changed = await call('PUT', '/api/auth/change-password', here, {
      currentPassword: user.password,
      newPassword: 'a-brand-new-pass',
    });
    const fresh = changed.json<{ token: string }>().token;
    expect((await sessionsOf(fresh)).map((s) => s.current)).toEqual([true]);

    const active = () =>
      t.database.db
        .selectFrom('sessions')
        .select('id')
        .where('user_id', '=', user.id)
        .where('ended_at', 'is', null)
        .execute();
    expect(await active()).toHaveLength(1);

    await t.request('POST', '/api/auth/forgot-password', { body: { email: user.email }, ip: '203.0.113.9' });
    await t.app.afterAnswer.drain();
    await t.app.mailer.drain();
    const token = tokenIn(findMail(t.config.mail.outboxDir, user.email, '/reset-password')!, '/reset-password');
    const reset = await t.request('POST', '/api/auth/reset-password', {
      body: { token, password: 'another-new-pass' },
      ip: '203.0.113.9',
    });
    expect(reset.statusCode).toBe(200);
    expect(await active()).toHaveLength(0);
  });
});
