import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt, exportJWK, generateKeyPair, SignJWT, UnsecuredJWT, type CryptoKey } from 'jose';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AgeAssuranceStatus } from '@packdex/shared/schemas';
import { ConfigError, loadConfig } from '../../config.ts';
import { clock } from '../../lib/clock.ts';
import { buildWebApp, useTestApp } from '../../../test/build-test-app.ts';
import { makeContent, makeModel, type TestContent, type TestModel } from '../../../test/factories.ts';

// The age-assurance provider hook (docs/trust-and-safety.md#age-assurance), against a local stand-in OpenID Connect provider that
// issues real RS256-signed ID tokens with a key generated here.
const CLIENT_ID = 'packdex-test';
const CLIENT_SECRET = 'stand-in-secret';
const REDIRECT = 'http://127.0.0.1/api/age-assurance/callback';

const { privateKey, publicKey } = await generateKeyPair('RS256');
const { privateKey: strangerKey } = await generateKeyPair('RS256');
const jwk = { ...(await exportJWK(publicKey)), kid: 'stand-in-1', alg: 'RS256', use: 'sig' };

interface Grant {
  nonce: string;
  challenge: string;
  idClaims: Record<string, unknown>;
  userinfo: Record<string, unknown>;
  signWith?: CryptoKey;
  /** What the ID token claims about itself, when a test wants it wrong. */
  issuer?: string;
  audience?: string;
  /** Seconds since the epoch. */
  expiresAt?: number;
  /** An ID token with `alg: none`, or one MACed (HS256) with the client secret. */
  unsigned?: boolean;
  macWithSecret?: boolean;
}
const grants = new Map<string, Grant>();
const tokens = new Map<string, Record<string, unknown>>();
let tokenCalls = 0;

const body = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    req.on('data', (c: Buffer) => (text += c.toString()));
    req.on('end', () => resolve(text));
  });

const provider = createServer((req, res) => {
  void (async () => {
    const url = new URL(req.url ?? '/', issuer);
    const send = (status: number, value: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(value));
    };
    // The second path serves the same metadata under another configured issuer: a mix-up to refuse.
    if (['/.well-known/openid-configuration', '/mixed-up/.well-known/openid-configuration'].includes(url.pathname))
      return send(200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        userinfo_endpoint: `${issuer}/userinfo`,
      });
    if (url.pathname === '/jwks') return send(200, { keys: [jwk] });
    if (url.pathname === '/token' && req.method === 'POST') {
      tokenCalls += 1;
      const form = new URLSearchParams(await body(req));
      const grant = grants.get(form.get('code') ?? '');
      grants.delete(form.get('code') ?? '');
      const verifier = form.get('code_verifier') ?? '';
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      if (
        !grant ||
        form.get('client_id') !== CLIENT_ID ||
        form.get('client_secret') !== CLIENT_SECRET ||
        form.get('redirect_uri') !== REDIRECT ||
        challenge !== grant.challenge
      )
        return send(400, { error: 'invalid_grant' });
      const claims = {
        nonce: grant.nonce,
        email: 'real.person@example.test',
        name: 'Real Person',
        birthdate: '1990-01-01',
        ...grant.idClaims,
      };
      const jwt = grant.unsigned ? new UnsecuredJWT(claims) : new SignJWT(claims);
      jwt
        .setIssuer(grant.issuer ?? issuer)
        .setAudience(grant.audience ?? CLIENT_ID)
        .setSubject('person-123')
        .setIssuedAt()
        .setExpirationTime(grant.expiresAt ?? '5m');
      const idToken =
        jwt instanceof UnsecuredJWT
          ? jwt.encode()
          : grant.macWithSecret
            ? await jwt.setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(CLIENT_SECRET))
            : await jwt.setProtectedHeader({ alg: 'RS256', kid: 'stand-in-1' }).sign(grant.signWith ?? privateKey);
      const accessToken = randomBytes(16).toString('hex');
      tokens.set(accessToken, grant.userinfo);
      return send(200, { id_token: idToken, access_token: accessToken, token_type: 'Bearer' });
    }
    if (url.pathname === '/userinfo') {
      const info = tokens.get((req.headers.authorization ?? '').replace(/^Bearer /, ''));
      return info ? send(200, { sub: 'person-123', ...info }) : send(401, { error: 'invalid_token' });
    }
    send(404, { error: 'not_found' });
  })();
});
await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
const issuer = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
afterAll(() => new Promise<void>((resolve) => provider.close(() => resolve())));

const oidcEnv = {
  AGE_ASSURANCE: 'oidc',
  AGE_ASSURANCE_ISSUER: issuer,
  AGE_ASSURANCE_CLIENT_ID: CLIENT_ID,
  AGE_ASSURANCE_CLIENT_SECRET: CLIENT_SECRET,
  AGE_ASSURANCE_REDIRECT: REDIRECT,
};
const t = useTestApp({ env: oidcEnv });
const mixedUp = useTestApp({ env: { ...oidcEnv, AGE_ASSURANCE_ISSUER: `${issuer}/mixed-up` } });
afterEach(() => clock.reset());

let ipSeq = 0;
// Each flow from its own address: the flow routes' per-address limit is not what these tests measure.
const nextIp = () => `10.81.${ipSeq >> 8}.${(ipSeq += 1) & 255}`;

/** Starts a check and lets the stand-in provider approve it with these claims; returns the callback query. */
async function approved(grant: Partial<Grant> = {}, returnTo = '/content/some-pack') {
  const res = await t.request('GET', `/api/age-assurance/start?returnTo=${encodeURIComponent(returnTo)}`, {
    ip: nextIp(),
  });
  expect(res.statusCode).toBe(302);
  const location = new URL(res.headers.location as string);
  expect(`${location.origin}${location.pathname}`).toBe(`${issuer}/authorize`);
  const p = location.searchParams;
  expect(p.get('code_challenge_method')).toBe('S256');
  expect(p.get('client_id')).toBe(CLIENT_ID);
  expect(p.get('redirect_uri')).toBe(REDIRECT);
  const code = randomBytes(12).toString('hex');
  grants.set(code, {
    nonce: p.get('nonce')!,
    challenge: p.get('code_challenge')!,
    idClaims: { age_over_18: true },
    userinfo: {},
    ...grant,
  });
  return { code, state: p.get('state')!, flow: cookieOf(res) };
}
/** The provider's redirect back, from the browser holding the `flow` cookie (none: another browser). */
const callback = (q: { code: string; state: string; flow?: string }) =>
  t.request('GET', `/api/age-assurance/callback?code=${q.code}&state=${encodeURIComponent(q.state)}`, {
    headers: q.flow ? { cookie: q.flow } : {},
    ip: nextIp(),
  });
/** The first cookie an answer sets, as a Cookie header sends it back. */
function cookieOf(res: { headers: Record<string, string | string[] | number | undefined> }): string {
  return String([res.headers['set-cookie'] ?? ''].flat()[0]).split(';')[0]!;
}
const status = (cookie: string) =>
  t.request('GET', '/api/age-assurance/status', { headers: { cookie } }).then((r) => r.json<AgeAssuranceStatus>());

describe('age assurance by an OpenID Connect provider', () => {
  it('verifies the signed ID token and keeps only {over18, provider, method, verifiedAt}', async () => {
    const res = await callback(await approved());
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/content/some-pack?ageAssurance=verified');
    const cookie = cookieOf(res);
    expect(String(res.headers['set-cookie'])).toMatch(/HttpOnly; SameSite=Lax/);
    const claims = decodeJwt(cookie.split('=')[1]!);
    expect(Object.keys(claims).sort()).toEqual(['exp', 'iat', 'method', 'over18', 'provider', 'verifiedAt']);
    expect(JSON.stringify(claims)).not.toMatch(/Real Person|real.person|person-123|1990/);
    expect(await status(cookie)).toMatchObject({
      mode: 'oidc',
      assurance: { over18: true, provider: new URL(issuer).host, method: 'oidc' },
    });
    expect(await status(`${cookie}x`)).toMatchObject({ assurance: null });
  });

  it('refuses a replayed state', async () => {
    const q = await approved();
    expect((await callback(q)).statusCode).toBe(302);
    const again = await callback(q);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'BAD_REQUEST', error: expect.stringContaining('already used') });
  });

  it('refuses a forged state without calling the provider', async () => {
    const { code } = await approved();
    const before = tokenCalls;
    const forged = randomBytes(32).toString('base64url');
    const res = await callback({ code, state: forged, flow: `packdex_age_flow=${forged}` });
    expect(res.statusCode).toBe(400);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(tokenCalls).toBe(before);
  });

  it('binds the state to the browser that started the check: a callback from another browser is refused', async () => {
    const q = await approved();
    expect(q.flow).toBe(`packdex_age_flow=${q.state}`);
    const elsewhere = await callback({ ...q, flow: undefined });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toMatchObject({ error: expect.stringContaining('started in another browser') });
    const other = await approved();
    expect((await callback({ ...q, flow: other.flow })).statusCode).toBe(400);
    expect(elsewhere.headers['set-cookie']).toBeUndefined();
    // The starting browser can still finish, and its flow cookie is cleared.
    const res = await callback(q);
    expect(res.headers.location).toBe('/content/some-pack?ageAssurance=verified');
    expect([res.headers['set-cookie']].flat()).toContainEqual(expect.stringMatching(/^packdex_age_flow=; .*Max-Age=0/));
  });

  it('refuses an expired state', async () => {
    const q = await approved();
    clock.advance(11 * 60_000);
    expect((await callback(q)).statusCode).toBe(400);
  });

  it('refuses an ID token not signed by the provider', async () => {
    const res = await callback(await approved({ signWith: strangerKey }));
    expect(res.statusCode).toBe(400);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it.each([
    ['the nonce of another request', { nonce: 'another-request' }, /does not answer this request \(nonce\)/],
    ['another audience', { audience: 'another-client' }, /could not be verified/],
    ['another issuer', { issuer: 'https://impostor.example' }, /could not be verified/],
    ['an expiry in the past', { expiresAt: Math.floor(Date.now() / 1000) - 600 }, /could not be verified/],
    ['no signature (alg none)', { unsigned: true }, /could not be verified/],
    ['a MAC keyed with the client secret (HS256)', { macWithSecret: true }, /could not be verified/],
  ])('refuses an ID token with %s, and keeps no result', async (_label, grant, message) => {
    const res = await callback(await approved(grant));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_REQUEST', error: expect.stringMatching(message) });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('reads the claim from userinfo when the ID token has none', async () => {
    const res = await callback(await approved({ idClaims: {}, userinfo: { over18: true } }));
    expect(res.headers.location).toBe('/content/some-pack?ageAssurance=verified');
    expect(await status(cookieOf(res))).toMatchObject({ assurance: { over18: true } });
  });

  it('records an under-18 answer as not verified', async () => {
    const res = await callback(await approved({ idClaims: { age_over_18: false } }, '/'));
    expect(res.headers.location).toBe('/?ageAssurance=denied');
    expect(await status(cookieOf(res))).toMatchObject({ assurance: { over18: false } });
  });

  it('refuses a provider whose metadata names another issuer than the configured one', async () => {
    const res = await mixedUp.request('GET', '/api/age-assurance/start?returnTo=/');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_REQUEST', error: expect.stringContaining('another issuer') });
    expect(res.headers.location).toBeUndefined();
  });

  it('only returns to paths of this site', async () => {
    const res = await t.request('GET', '/api/age-assurance/start?returnTo=https://evil.example/');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect((await t.request('GET', '/api/age-assurance/start?returnTo=//evil.example')).statusCode).toBe(400);
    // A browser drops tabs and line breaks from an address: these are //evil.example to it.
    for (const sneaky of ['/%09/evil.example', '/%0A/evil.example', '/%0D%0A/evil.example', '/%0B/x', '/%00', '/%7F'])
      expect((await t.request('GET', `/api/age-assurance/start?returnTo=${sneaky}`)).statusCode, sneaky).toBe(400);
  });

  it('comes back to a path with characters a header cannot carry, written as the browser would send it', async () => {
    const res = await callback(await approved({}, '/model/zoë-ünal?q=✓ nice'));
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/model/zo%C3%AB-%C3%BCnal?q=%E2%9C%93%20nice&ageAssurance=verified');
  });
});

describe('the catalogue withheld until the provider has answered over 18', () => {
  const withheld = (res: { statusCode: number; json: () => unknown }) => {
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'AGE_ASSURANCE_REQUIRED', error: expect.stringContaining('age') });
  };
  let adult = '';
  let minor = '';
  let model: TestModel;
  let pack: TestContent;
  let web: FastifyInstance;
  beforeAll(async () => {
    adult = cookieOf(await callback(await approved()));
    minor = cookieOf(await callback(await approved({ idClaims: { age_over_18: false } })));
    model = await makeModel(t, { name: 'Withheld Model' });
    pack = await makeContent(t, { model, title: 'Withheld Pack' });
    mkdirSync(path.join(t.config.uploadsDir, 'models'), { recursive: true });
    writeFileSync(path.join(t.config.uploadsDir, 'models', 'withheld.webp'), 'not really a picture');
    web = await buildWebApp(
      t,
      '<!doctype html><html><head><!--packdex-config--></head><body><div id="root"></div></body></html>',
    );
  });
  afterAll(async () => web?.close());

  it('answers no catalogue route of the API, and no upload, without an over-18 answer', async () => {
    const doc = (await t.request('GET', '/api/docs/json')).json<{ paths: Record<string, Record<string, unknown>> }>();
    const open = ['/api/age-assurance', '/api/age-verification', '/api/auth', '/api/billing', '/api/purchase'];
    const catalogue = Object.entries(doc.paths)
      .filter(([p]) => p === '/api/auth/dashboard' || !open.some((o) => p.startsWith(o)))
      .filter(([p]) => !/^\/api\/(dmca|support|reports|admin|health|ready)\b/.test(p))
      .flatMap(([p, ops]) => Object.keys(ops).map((method) => [method.toUpperCase(), p.replace(/\{\w+\}/g, '1')]));
    expect(catalogue.length).toBeGreaterThan(30);
    for (const cookie of [undefined, minor, `${adult}x`, 'packdex_age=forged'])
      for (const [method, url] of catalogue) {
        const res = await t.request(method as 'GET', url!, cookie ? { headers: { cookie } } : {});
        expect(res.statusCode, `${method} ${url} with ${cookie ?? 'no cookie'}`).toBe(403);
        withheld(res);
      }
    // The feeds and sitemap files show the catalogue outside /api (modules/feeds).
    const outside = [
      '/feed.atom',
      `/model/${model.slug}/feed.atom`,
      '/tags/some-tag/feed.atom',
      '/collection/1/feed.atom',
      '/collection/1/shared-picks/feed.atom',
      '/sitemaps/models-1.xml',
    ];
    for (const url of ['/api/content', '/uploads/models/withheld.webp', `/api/models/${model.slug}`, ...outside]) {
      withheld(await t.request('GET', url, { headers: { cookie: minor } }));
      withheld(await t.request('GET', url));
    }
  });

  it('is decided on the route matched, whatever the spelling of its path', async () => {
    for (const url of [
      '/api//content',
      '/api/%63ontent',
      '/api/content/',
      '/api/auth/%64ashboard',
      '/uploads//models/withheld.webp',
    ])
      expect([403, 404], url).toContain((await t.request('GET', url)).statusCode);
  });

  it('keeps the check itself, accounts, legal notices and the probes open', async () => {
    expect((await t.request('GET', '/api/age-assurance/status')).statusCode).toBe(200);
    expect((await t.request('GET', '/api/health')).statusCode).toBe(200);
    expect((await t.request('POST', '/api/auth/login', { body: {} })).statusCode).toBe(400);
    expect((await t.request('POST', '/api/dmca/notices', { body: {}, ip: nextIp() })).statusCode).toBe(400);
  });

  it('answers an adult, privately: no shared cache keeps what one browser was shown', async () => {
    const res = await t.request('GET', `/api/content/slug/${pack.slug}`, { headers: { cookie: adult } });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['cache-control'])).toMatch(/^private/);
    expect(String(res.headers.vary)).toMatch(/Cookie/);
    const search = await t.request('GET', '/api/search/suggestions?q=Withheld', { headers: { cookie: adult } });
    expect(search.statusCode).toBe(200);
    expect(String(search.headers['cache-control'])).not.toMatch(/public/);
    const photo = await t.request('GET', '/uploads/models/withheld.webp', { headers: { cookie: adult } });
    expect(photo.statusCode).toBe(200);
    expect(String(photo.headers['cache-control'])).toMatch(/^private/);
  });

  it('writes nothing of the catalogue into a document without an over-18 answer: no first answers, no preview tags, no picture', async () => {
    const page = (url: string, cookie?: string) =>
      web.inject({ method: 'GET', url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
    for (const url of ['/', '/models', `/model/${model.slug}`, `/content/${pack.slug}`])
      for (const cookie of [undefined, minor]) {
        const res = await page(url, cookie);
        expect(res.statusCode).toBe(200);
        expect(res.body, url).not.toMatch(/packdex-first-answers|og:title|rel="preload" as="image"|Withheld/);
        expect(String(res.headers['cache-control'])).toMatch(/private/);
      }
    const shown = await page(`/content/${pack.slug}`, adult);
    expect(shown.body).toMatch(/packdex-first-answers/);
    expect(shown.body).toMatch(/og:title" content="Withheld Pack/);
  });
});

describe('configuration', () => {
  it('needs the issuer, client id, client secret and redirect with AGE_ASSURANCE=oidc', () => {
    let error: unknown;
    try {
      loadConfig({ AGE_ASSURANCE: 'oidc', DATA_DIR: t.config.dataDir });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const key of [
      'AGE_ASSURANCE_ISSUER',
      'AGE_ASSURANCE_CLIENT_ID',
      'AGE_ASSURANCE_CLIENT_SECRET',
      'AGE_ASSURANCE_REDIRECT',
    ])
      expect(problems).toContain(`${key}: required when AGE_ASSURANCE=oidc`);
  });

  it('keeps self-declaration by default', () => {
    expect(loadConfig({ DATA_DIR: t.config.dataDir }).ageAssurance).toEqual({ mode: 'self' });
  });
});
