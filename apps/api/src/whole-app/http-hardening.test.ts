import { PASSWORD_MAX_LENGTH } from '@packdex/shared/constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, useTestApp } from '../../test/build-test-app.ts';
import { makeContent, makeUser } from '../../test/factories.ts';
import { addressKey } from '../plugins/read-limit.ts';

// AGE_POLICY=off: with the regional policy on, public answers are `private` (a shared cache must not
// serve one region's answer to another; age-policy tests cover that), and this file checks the rest.
const t = useTestApp({ env: { READ_RATE_LIMIT: '0', AGE_POLICY: 'off' } });
let auth: Record<string, string>;
beforeAll(async () => {
  auth = (await makeUser(t, { admin: true })).auth;
  await makeContent(t);
});

describe('headers', () => {
  it('forbids framing with X-Frame-Options DENY, matching frame-ancestors none', async () => {
    for (const url of ['/', '/api/health', '/api/content']) {
      const res = await t.app.inject({ url });
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
    const page = await t.app.inject({ url: '/' });
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('marks API answers to a signed-in request no-store, and leaves public answers alone', async () => {
    const signedIn = await t.app.inject({ url: '/api/content', headers: auth });
    expect(signedIn.headers['cache-control']).toBe('no-store');
    const dashboard = await t.app.inject({ url: '/api/auth/dashboard', headers: auth });
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.headers['cache-control']).toBe('no-store');
    const visitor = await t.app.inject({ url: '/api/content' });
    expect(visitor.headers['cache-control']).toBeUndefined();
  });

  it('marks the sign-in answer, which carries a token, no-store', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: t.config.admin.email, password: ADMIN_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveProperty('token');
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('password length', () => {
  it('answers a 1 MB password with a 400 before any hashing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '10.66.0.1',
      payload: { email: t.config.admin.email, password: 'x'.repeat(1_000_000) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`,
    });
  });

  it('refuses a new password one character over the cap', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: '10.66.0.2',
      payload: {
        name: 'A',
        email: 'long@example.test',
        password: 'x'.repeat(PASSWORD_MAX_LENGTH + 1),
        ageConfirmed: true,
      },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('read limit per address', () => {
  const limited = useTestApp({ env: { READ_RATE_LIMIT: '5' } });
  const get = (url: string, remoteAddress: string) => limited.app.inject({ url, remoteAddress });

  it('shares one budget across lists, search and suggestions, then answers 429 with Retry-After', async () => {
    const urls = [
      '/api/content',
      '/api/models',
      '/api/content?search=pack',
      '/api/search/suggestions?q=ab',
      '/api/content',
    ];
    for (const url of urls) expect((await get(url, '10.50.0.1')).statusCode).toBe(200);
    const over = await get('/api/models', '10.50.0.1');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // Another address, the probes and writes are not affected.
    expect((await get('/api/content', '10.50.0.2')).statusCode).toBe(200);
    expect((await get('/api/health', '10.50.0.1')).statusCode).toBe(200);
    const write = await limited.app.inject({
      method: 'POST',
      url: '/api/age-verification/confirm',
      remoteAddress: '10.50.0.1',
      payload: { confirmed: true },
    });
    expect(write.statusCode).toBe(200);
  });

  it('counts the addresses of one IPv6 /64 together', async () => {
    for (let i = 1; i <= 5; i += 1) expect((await get('/api/content', `2001:db8:1:2::${i}`)).statusCode).toBe(200);
    expect((await get('/api/content', '2001:db8:1:2:ffff::9')).statusCode).toBe(429);
    expect((await get('/api/content', '2001:db8:1:3::1')).statusCode).toBe(200);
  });

  it('is off when READ_RATE_LIMIT is 0', async () => {
    for (let i = 0; i < 30; i += 1)
      expect((await t.app.inject({ url: '/api/models', remoteAddress: '10.51.0.1' })).statusCode).toBe(200);
  });
});

describe('addressKey', () => {
  it('keeps IPv4, unwraps IPv4-mapped IPv6 and reduces IPv6 to its /64', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:1:2::5')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});
