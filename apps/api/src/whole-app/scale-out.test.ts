import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptEnvelope, isEnvelope } from '@packdex/shared/envelope';
import { DEV_ENVELOPE_KEY, loadConfig } from '../config.ts';
import { createDatabase, type Database } from '../db/database.ts';
import { PAGE_CACHE_SYNC_MS } from '../lib/page-cache.ts';
import { createPostgresDatabase, ENGINE, type TestApp } from '../../test/build-test-app.ts';
import { makeContent, makeModel, TEST_TOTP_SECRET } from '../../test/factories.ts';
import { totpCode } from '../lib/totp.ts';
import { killServers, startServer, type StartedServer } from '../../test/server-process.ts';

const ready = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL);
const why = ready
  ? 'two API processes on one PostgreSQL database and one Redis'
  : 'scale-out (skipped: set TEST_DATABASE_URL and TEST_REDIS_URL, as CI does, to run two API processes)';

/**
 * Scale-out (docs/operations.md#several-instances): two real server processes behind one
 * "proxy" (each request names its client in X-Forwarded-For) share one PostgreSQL database and one
 * Redis prefix, and serve one consistent site.
 */
describe.skipIf(!ready || ENGINE !== 'postgres')(why, () => {
  let pg: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let database: Database;
  let a: StartedServer;
  let b: StartedServer;
  let adminToken: string;
  const env = () => ({
    DATABASE_URL: pg.url,
    REDIS_URL: process.env.TEST_REDIS_URL!,
    REDIS_PREFIX: `packdex-scale-${randomBytes(4).toString('hex')}:`,
    // Every instance signs and checks sessions with one secret.
    JWT_SECRET: randomBytes(32).toString('hex'),
    TRUST_PROXY: '1',
    LOG_LEVEL: 'info',
    // Staff sign in with two factors: the admin is created enrolled with the tests' secret.
    ADMIN_TOTP_SECRET: TEST_TOTP_SECRET,
  });

  beforeAll(async () => {
    pg = await createPostgresDatabase();
    const shared = env();
    // Both start at once, as a rolling deploy would: migrations and the admin account must not race.
    [a, b] = await Promise.all([startServer(shared), startServer(shared)]);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'packdex-scale-'));
    database = createDatabase(loadConfig({ DATABASE_URL: pg.url, DATA_DIR: dataDir, SEED_DEMO: 'false' }, dataDir));
    const login = await call(a, 'POST', '/api/auth/login', {
      body: { email: 'admin@packdex.local', password: 'admin-password-123', code: totpCode(TEST_TOTP_SECRET) },
    });
    expect(login.status).toBe(200);
    adminToken = ((await login.json()) as { token: string }).token;
  }, 60_000);

  afterAll(async () => {
    killServers();
    await Promise.all([a?.exit, b?.exit]);
    await database?.close();
    await pg?.drop();
  }, 30_000);

  function call(
    server: StartedServer,
    method: string,
    url: string,
    o: { body?: unknown; ip?: string; ua?: string; token?: string } = {},
  ): Promise<Response> {
    return fetch(`http://127.0.0.1:${server.port}${url}`, {
      method,
      headers: {
        'x-forwarded-for': o.ip ?? '10.0.0.1',
        'user-agent': o.ua ?? 'scale-out-test',
        ...(o.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(o.token ? { authorization: `Bearer ${o.token}` } : {}),
      },
      ...(o.body === undefined ? {} : { body: JSON.stringify(o.body) }),
    });
  }

  async function open<T>(res: Response): Promise<T> {
    const body = await res.json();
    return (isEnvelope(body) ? await decryptEnvelope(body, DEV_ENVELOPE_KEY) : body) as T;
  }

  const fixtures = () => ({ database, config: { fileHostDomain: 'files.example.test' } }) as unknown as TestApp;

  it('applies a rate limit hit through one instance on the other', async () => {
    const ip = '10.99.0.1';
    const codes: number[] = [];
    for (let i = 0; i < 30 && !codes.includes(429); i += 1) {
      const res = await call(a, 'POST', '/api/auth/login', {
        ip,
        body: { email: `nobody${i}@example.test`, password: 'wrong-password' },
      });
      codes.push(res.status);
    }
    expect(codes.at(-1)).toBe(429);
    expect(codes.slice(0, -1).every((c) => c === 401)).toBe(true);
    const other = await call(b, 'POST', '/api/auth/login', {
      ip,
      body: { email: 'someone-else@example.test', password: 'wrong-password' },
    });
    expect(other.status).toBe(429);
    // Another address is not affected.
    const fresh = await call(b, 'POST', '/api/auth/login', {
      ip: '10.99.0.2',
      body: { email: 'someone-else@example.test', password: 'wrong-password' },
    });
    expect(fresh.status).toBe(401);
  });

  it('counts 1,000 concurrent views split over both instances exactly, and de-duplicates across them', async () => {
    const item = await makeContent(fixtures(), { model: await makeModel(fixtures()) });
    const viewers = Array.from({ length: 1000 }, (_, i) => ({ ip: `10.${50 + (i >> 8)}.${i & 255}.7`, ua: `v${i}` }));
    // A viewer whose request is turned away (503 while every pooled connection is busy on this
    // small, shared machine; nothing was written) tries again, as a browser would after Retry-After.
    let turnedAway = 0;
    const viewOnce = async (server: StartedServer, v: { ip: string; ua: string }) => {
      for (let attempt = 0; ; attempt += 1) {
        const res = await call(server, 'POST', `/api/content/${item.id}/view`, v);
        if (res.status === 200) return open<{ counted: boolean }>(res);
        expect(res.status).toBe(503);
        expect(attempt).toBeLessThan(20);
        turnedAway += 1;
        await new Promise((r) => setTimeout(r, 200 + Math.random() * 300));
      }
    };
    const bodies = await Promise.all(viewers.map((v, i) => viewOnce(i % 2 === 0 ? a : b, v)));
    console.log(`1,000 concurrent views: ${turnedAway} answers were 503 and retried`);
    expect(bodies.filter((x) => x.counted)).toHaveLength(1000);
    // The same 200 viewers again, each through the other instance: none counted twice.
    const again = await Promise.all(viewers.slice(0, 200).map((v, i) => viewOnce(i % 2 === 0 ? b : a, v)));
    expect(again.filter((x) => x.counted)).toHaveLength(0);
    const row = await database.db
      .selectFrom('contents')
      .select('views')
      .where('id', '=', item.id)
      .executeTakeFirstOrThrow();
    expect(Number(row.views)).toBe(1000);
    const model = await database.db
      .selectFrom('models')
      .select('views')
      .where('id', '=', item.modelId!)
      .executeTakeFirstOrThrow();
    expect(Number(model.views)).toBe(1000);
  }, 60_000);

  it(`stops serving a cached page on the other instance soon after an admin edit (sync every ${PAGE_CACHE_SYNC_MS} ms; asserted under 4x that)`, async () => {
    const model = await makeModel(fixtures());
    const item = await makeContent(fixtures(), { model, title: 'Sunlit Meadow Pack' });
    const home = '/api/content?page=1&limit=24&sortBy=recent';
    const titles = async (server: StartedServer) => {
      const res = await call(server, 'GET', home);
      expect(res.status).toBe(200);
      const list = await open<{ contents: { id: number; title: string }[] }>(res);
      return { title: list.contents.find((c) => c.id === item.id)?.title, cache: res.headers.get('x-page-cache') };
    };
    // Both instances cache the page (the second read is a hit).
    for (const server of [a, b]) {
      await titles(server);
      expect(await titles(server)).toEqual({ title: 'Sunlit Meadow Pack', cache: 'hit' });
    }
    const edit = await call(a, 'PUT', `/api/content/${item.id}`, {
      token: adminToken,
      body: {
        title: 'Sunlit Meadow Pack, Remastered',
        url: 'https://files.example.test/d/remastered',
        type: 'gallery',
        tags: ['test'],
        model_id: model.id,
        info: { images: 10, videos: 1, size: 1_000_000 },
      },
    });
    expect(edit.status).toBe(200);
    const editedAt = Date.now();
    // The editing instance never serves its old copy.
    expect((await titles(a)).title).toBe('Sunlit Meadow Pack, Remastered');
    // The other one stops within the documented bound (plus a little for this machine's scheduling).
    let seen: string | undefined;
    while (Date.now() - editedAt < PAGE_CACHE_SYNC_MS * 4) {
      seen = (await titles(b)).title;
      if (seen === 'Sunlit Meadow Pack, Remastered') break;
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(seen).toBe('Sunlit Meadow Pack, Remastered');
    expect(Date.now() - editedAt).toBeLessThan(PAGE_CACHE_SYNC_MS * 4);
  });
});
