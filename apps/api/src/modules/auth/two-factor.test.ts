import type { AuthResponse, TwoFactorEnableResponse, TwoFactorSetupResponse } from '@packdex/shared/schemas';
import { Secret, TOTP } from 'otpauth';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { readOutbox, isAddressedTo } from '../../../test/mail-reader.ts';
import { setClock } from '../../../test/clock.ts';
import { makeUser, TEST_TOTP_SECRET, type TestUser } from '../../../test/factories.ts';
import { clock } from '../../lib/clock.ts';
import { totpCode } from '../../lib/totp.ts';
import { ENROL_FIRST } from '../../plugins/auth.ts';
import { CODE_TRIES } from './two-factor.service.ts';

const t = useTestApp();

let address = 0;
/** Each call from its own address, so the per-address limit of the auth routes stays out of the way. */
const nextIp = () => `10.38.${(address >> 8) & 255}.${(address += 1) & 255}`;
const login = (user: Pick<TestUser, 'email' | 'password'>, extra: { code?: string; password?: string } = {}) =>
  t.request('POST', '/api/auth/login', {
    body: { email: user.email, password: extra.password ?? user.password, ...(extra.code ? { code: extra.code } : {}) },
    ip: nextIp(),
  });
const post = (url: string, as: TestUser, body?: object) => t.request('POST', url, { as, body, ip: nextIp() });
/** Moves the clock to the start of a fresh 30-second step, so each test's codes are its own. */
const nextStep = () => setClock((Math.floor(clock.millis() / 30_000) + 2) * 30_000 + 1000);

afterEach(() => nextStep());

/** Sets up and enables two-factor sign-in for `user` through the API; the secret and backup codes. */
async function enrol(user: TestUser): Promise<{ secret: string; backupCodes: string[] }> {
  const setup = await post('/api/auth/2fa/setup', user);
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json<TwoFactorSetupResponse>();
  const enabled = await post('/api/auth/2fa/enable', user, { code: totpCode(secret) });
  expect(enabled.statusCode).toBe(200);
  return { secret, backupCodes: enabled.json<TwoFactorEnableResponse>().backupCodes };
}

describe('enrolment: POST /api/auth/2fa/setup and /enable', () => {
  it('hands out a secret and its otpauth URL, and turns on with a code from an authenticator (RFC 6238)', async () => {
    const user = await makeUser(t, { verified: true });
    const setup = await post('/api/auth/2fa/setup', user);
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUrl } = setup.json<TwoFactorSetupResponse>();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('issuer')).toBe(t.config.siteName);
    expect(decodeURIComponent(url.pathname)).toContain(user.email);
    // Not on before a code is shown.
    expect((await login(user)).json()).toHaveProperty('token');

    // An independent TOTP implementation's code for this secret (what a phone app shows).
    const app = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
    const wrong = await post('/api/auth/2fa/enable', user, {
      code: app.generate({ timestamp: clock.millis() - 300_000 }),
    });
    expect(wrong.statusCode).toBe(401);
    const enabled = await post('/api/auth/2fa/enable', user, { code: app.generate({ timestamp: clock.millis() }) });
    expect(enabled.statusCode).toBe(200);
    const { backupCodes } = enabled.json<TwoFactorEnableResponse>();
    expect(backupCodes).toHaveLength(10);
    expect(new Set(backupCodes).size).toBe(10);
    for (const code of backupCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

    // Stored as hashes only: no code and no part of one is in the database.
    const rows = await t.database.db.selectFrom('backup_codes').selectAll().where('user_id', '=', user.id).execute();
    expect(rows).toHaveLength(10);
    const stored = JSON.stringify(rows);
    for (const code of backupCodes) expect(stored).not.toContain(code.replace('-', ''));
    const me = await t.request('GET', '/api/auth/dashboard', { as: user });
    expect(me.json<{ user: { twoFactorEnabled: boolean } }>().user.twoFactorEnabled).toBe(true);
    // A second set-up is refused while it is on.
    expect((await post('/api/auth/2fa/setup', user)).statusCode).toBe(409);
  });

  it('refuses enable before setup, a malformed code with a readable 400, and signed-out callers', async () => {
    const user = await makeUser(t, { verified: true });
    const early = await post('/api/auth/2fa/enable', user, { code: '123456' });
    expect(early.statusCode).toBe(409);
    expect(early.json<{ error: string }>().error).toMatch(/set-up first/);
    await post('/api/auth/2fa/setup', user);
    for (const code of ['12345', 'abc', '1234567', '']) {
      const res = await post('/api/auth/2fa/enable', user, { code });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ error: string }>().error).toMatch(/code/i);
    }
    expect((await t.request('POST', '/api/auth/2fa/setup', { ip: nextIp() })).statusCode).toBe(401);
  });
});

describe('sign-in with two-factor on: POST /api/auth/login', () => {
  it('answers { twoFactorRequired: true } without a token for the right password alone, and a session with a valid code', async () => {
    const user = await makeUser(t, { verified: true });
    const { secret } = await enrol(user);
    nextStep();
    const first = await login(user);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ twoFactorRequired: true });
    // The wrong password still says only that.
    expect((await login(user, { password: 'wrong-password' })).statusCode).toBe(401);
    const wrong = await login(user, { code: '000000' === totpCode(secret) ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json<{ error: string }>().error).toMatch(/code is not valid/);
    const ok = await login(user, { code: totpCode(secret) });
    expect(ok.statusCode).toBe(200);
    const session = ok.json<AuthResponse>();
    expect(session.user).toMatchObject({ id: user.id, twoFactorEnabled: true });
    expect(
      (await t.request('GET', '/api/auth/dashboard', { headers: { authorization: `Bearer ${session.token}` } }))
        .statusCode,
    ).toBe(200);
    // A code is good once: the same one again is refused, the next step's is accepted.
    const again = await login(user, { code: totpCode(secret) });
    expect(again.statusCode).toBe(401);
    expect(again.json<{ error: string }>().error).toMatch(/used already/);
    setClock(clock.millis() + 30_000);
    expect((await login(user, { code: totpCode(secret) })).statusCode).toBe(200);
  });

  it('accepts a code of the step before or after (clock drift), not older ones', async () => {
    const user = await makeUser(t, { verified: true });
    const { secret } = await enrol(user);
    nextStep();
    expect((await login(user, { code: totpCode(secret, clock.millis() - 90_000) })).statusCode).toBe(401);
    expect((await login(user, { code: totpCode(secret, clock.millis() + 30_000) })).statusCode).toBe(200);
  });

  it('takes an unused backup code once (any case, with or without the dash); a used one is refused', async () => {
    const user = await makeUser(t, { verified: true });
    const { backupCodes } = await enrol(user);
    const [a, b] = backupCodes as [string, string];
    expect((await login(user, { code: a })).statusCode).toBe(200);
    expect((await login(user, { code: a })).statusCode).toBe(401);
    expect((await login(user, { code: b.replace('-', '').toUpperCase() })).statusCode).toBe(200);
    const used = await t.database.db
      .selectFrom('backup_codes')
      .select('used_at')
      .where('user_id', '=', user.id)
      .where('used_at', 'is not', null)
      .execute();
    expect(used).toHaveLength(2);
  });

  it(`refuses every code after ${CODE_TRIES} wrong ones for the account (429), even a right one`, async () => {
    const user = await makeUser(t, { verified: true });
    const { secret, backupCodes } = await enrol(user);
    nextStep();
    for (let i = 0; i < CODE_TRIES; i += 1) expect((await login(user, { code: 'zzzzzzzzzz' })).statusCode).toBe(401);
    const locked = await login(user, { code: totpCode(secret) });
    expect(locked.statusCode).toBe(429);
    expect(locked.json<{ error: string }>().error).toMatch(/Too many wrong codes/);
    expect((await login(user, { code: backupCodes[0] })).statusCode).toBe(429);
    // Another account is not affected.
    const other = await makeUser(t, { verified: true });
    const { secret: otherSecret } = await enrol(other);
    setClock(clock.millis() + 30_000);
    expect((await login(other, { code: totpCode(otherSecret) })).statusCode).toBe(200);
  });

  it('tells a suspended account so before asking for a code', async () => {
    const user = await makeUser(t, { verified: true });
    await enrol(user);
    await t.database.db
      .updateTable('users')
      .set({ suspended_at: new Date().toISOString() })
      .where('id', '=', user.id)
      .execute();
    const res = await login(user);
    expect(res.statusCode).toBe(403);
    expect(res.json<{ error: string }>().error).toMatch(/suspended/);
  });
});

describe('turning it off: POST /api/auth/2fa/disable', () => {
  it('needs the password; then sign-in takes the password alone and the backup codes are gone', async () => {
    const user = await makeUser(t, { verified: true });
    await enrol(user);
    const wrong = await post('/api/auth/2fa/disable', user, { password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect((await login(user)).json()).toEqual({ twoFactorRequired: true });
    const missing = await post('/api/auth/2fa/disable', user, {});
    expect(missing.statusCode).toBe(400);
    const off = await post('/api/auth/2fa/disable', user, { password: user.password });
    expect(off.statusCode).toBe(200);
    expect((await login(user)).json()).toHaveProperty('token');
    const codes = await t.database.db.selectFrom('backup_codes').selectAll().where('user_id', '=', user.id).execute();
    expect(codes).toEqual([]);
  });
});

describe('required for staff', () => {
  it('a staff account without it reaches only the enrolment; once enrolled its role works, and its sign-in asks for a code', async () => {
    const moderator = await makeUser(t, { role: 'moderator', twoFactor: false });
    const refused = await t.request('GET', '/api/reports', { as: moderator });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ error: string }>().error).toBe(ENROL_FIRST);
    expect(ENROL_FIRST).toMatch(/\/account\/two-factor/);
    // Hidden items are staff's too: not before enrolment.
    expect((await t.request('GET', '/api/content?includeHidden=true', { as: moderator })).statusCode).toBe(403);
    const { secret } = await enrol(moderator);
    expect((await t.request('GET', '/api/reports', { as: moderator })).statusCode).toBe(200);
    expect((await t.request('GET', '/api/content?includeHidden=true', { as: moderator })).statusCode).toBe(200);
    nextStep();
    expect((await login(moderator)).json()).toEqual({ twoFactorRequired: true });
    expect((await login(moderator, { code: totpCode(secret) })).statusCode).toBe(200);
    // Turning it off puts the account back before the enrolment.
    await post('/api/auth/2fa/disable', moderator, { password: moderator.password });
    expect((await t.request('GET', '/api/reports', { as: moderator })).json<{ error: string }>().error).toBe(
      ENROL_FIRST,
    );
  });

  it('factory staff sign in with the shared test secret', async () => {
    const admin = await makeUser(t, { admin: true });
    nextStep();
    expect((await login(admin)).json()).toEqual({ twoFactorRequired: true });
    const res = await login(admin, { code: totpCode(TEST_TOTP_SECRET) });
    expect(res.json<AuthResponse>().user).toMatchObject({ role: 'admin', isAdmin: true, twoFactorEnabled: true });
  });
});

describe('new-device sign-in notice', () => {
  const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
  const SAFARI =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
  const signIn = (user: TestUser, userAgent: string, ip: string) =>
    t.request('POST', '/api/auth/login', {
      body: { email: user.email, password: user.password },
      headers: { 'user-agent': userAgent },
      ip,
    });
  const notices = async (email: string) => {
    await t.app.mailer.drain();
    return readOutbox(t.config.mail.outboxDir).filter(
      (mail) => isAddressedTo(mail, email) && mail.includes('New sign-in to your'),
    );
  };

  it('mails the account when it signs in from a device and network it has not used, not for a known one', async () => {
    const user = await makeUser(t, { verified: true });
    // The first sign-in has nothing to compare with; the same browser on the same network again is known.
    expect((await signIn(user, FIREFOX, '10.39.1.5')).statusCode).toBe(200);
    expect((await signIn(user, FIREFOX, '10.39.1.77')).statusCode).toBe(200);
    expect(await notices(user.email)).toHaveLength(0);
    // Another browser on another network: one notice naming it, with the way to the sessions.
    expect((await signIn(user, SAFARI, '10.39.200.9')).statusCode).toBe(200);
    const mails = await notices(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Safari');
    expect(mails[0]).toContain(`${t.config.publicUrl}/account`);
    // Known from then on.
    expect((await signIn(user, SAFARI, '10.39.200.10')).statusCode).toBe(200);
    expect(await notices(user.email)).toHaveLength(1);
  });
});
