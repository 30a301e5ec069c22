import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { decryptEnvelope, isEnvelope } from '@packdex/shared/envelope';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { createDatabase, type Database } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { generateCatalogue } from '../src/db/seed/bulk-catalogue.ts';
import { ensureAdmin } from '../src/db/seed/seed.ts';
import type { TestUser } from './factories.ts';

/** The engine this run of the suite targets: SQLite always, PostgreSQL when the project says so. */
export const ENGINE = process.env.PACKDEX_TEST_ENGINE === 'postgres' ? 'postgres' : 'sqlite';
export const ADMIN_PASSWORD = 'admin-password-123';

export interface RequestOptions {
  /** Signed in as this user, from the user's own address. */
  as?: TestUser | undefined;
  body?: unknown;
  /** The client address (rate limits count per address). */
  ip?: string;
  headers?: Record<string, string>;
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: Database;
  /** Sends one request through the whole application (no network). */
  request(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    options?: RequestOptions,
  ): Promise<LightMyRequestResponse>;
  /** The JSON of an answer, the envelope opened when there is one. */
  json<T = any>(res: LightMyRequestResponse): Promise<T>;
  close(): Promise<void>;
}

/** Creates an empty PostgreSQL database of its own for one test file and returns its URL. */
export async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('PACKDEX_TEST_ENGINE=postgres needs TEST_DATABASE_URL');
  const name = `packdex_t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      // Not WITH (FORCE): terminating backends whose sockets are still closing sends a FATAL
      // notice to a client that no longer listens. The pool has ended, so they exit promptly.
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      try {
        for (let attempt = 0; ; attempt += 1) {
          try {
            await c.query(`drop database if exists ${name}`);
            return;
          } catch (err) {
            const inUse = (err as { code?: string }).code === '55006';
            if (!inUse || attempt >= 50) throw err;
            await new Promise((r) => setTimeout(r, 100));
          }
        }
      } finally {
        await c.end();
      }
    },
  };
}

export interface TestAppOptions {
  /** Extra environment variables. */
  env?: Record<string, string>;
  /** A generated catalogue written before the tests (the speed tests' 100,000 items: LARGE_CATALOGUE). */
  catalogue?: Parameters<typeof generateCatalogue>[1];
}

/**
 * For a test that moves the schema (migrateTo): no scheduled jobs. They start with the app and run
 * at once, and a job's queries against the tables a migration alters or drops deadlocked with it on
 * PostgreSQL (the tags migration test, once in CI).
 */
export const WITHOUT_JOBS: TestAppOptions = { env: { JOBS: 'false' } };

/** The speed tests' catalogue: 100,000 items of 2,000 models, the same on every run. */
export const LARGE_CATALOGUE = { models: 2000, contents: 100_000, seed: 7 };

/**
 * Builds the real application on a fresh, empty database (SQLite file or PostgreSQL database)
 * with only the admin account; tests add what they need with ./factories.ts.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'packdex-test-'));
  const pgDb = ENGINE === 'postgres' ? await createPostgresDatabase() : undefined;
  const config = loadConfig(
    {
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      // The payments tests check the built-in provider unless they name another.
      PAYMENTS: 'sandbox',
      ADMIN_PASSWORD,
      LOG_LEVEL: 'silent',
      WEB_DIST: path.join(dataDir, 'no-web'),
      // The page cache is off unless a test turns it on: factories write to the database directly.
      PAGE_CACHE_TTL_MS: '0',
      // Lists' totals and walks likewise: a factory's row would not move a total kept from before it.
      LIST_TOTALS_TTL_MS: '0',
      // No load shedding unless a test turns it on: factories and seeding block the event loop for
      // seconds, which is no overload of the server.
      SHED_EVENT_LOOP_DELAY_MS: '0',
      // No scheduled link checks against the made-up file host unless a test runs them.
      LINK_CHECK: 'false',
      ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
      ...options.env,
    },
    dataDir,
  );
  const database = createDatabase(config);
  await migrateToLatest(database.db);
  await ensureAdmin(database, config);
  if (options.catalogue) await generateCatalogue(database.db, options.catalogue);
  const app = await buildApp(config, { database, logger: false });
  await app.ready();
  return {
    app,
    config,
    database,
    // Answered, and done with what the request left for after its answer (lib/after-answer.ts).
    request: async (method, url, o = {}) => {
      const res = await app.inject({
        method,
        url,
        headers: { ...o.as?.auth, ...o.headers },
        remoteAddress: o.ip ?? o.as?.ip ?? '127.0.0.1',
        ...(o.body === undefined ? {} : { payload: o.body as string | object }),
      });
      await app.afterAnswer.drain();
      return res;
    },
    json: (res) => readJson(res, config.envelope.key),
    async close() {
      await app.close();
      await database.close();
      await pgDb?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A fresh test app for the tests of one file: built before them, closed after. The returned object
 * stands for it (use it inside tests and hooks registered after this call).
 */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  let current: TestApp | undefined;
  // A generated catalogue takes up to a minute on a loaded runner.
  beforeAll(
    async () => {
      current = await createTestApp(options);
    },
    options.catalogue ? 120_000 : undefined,
  );
  afterAll(async () => {
    await current?.close();
  });
  return new Proxy({} as TestApp, {
    get(_target, key) {
      if (!current) throw new Error('The test app is built in beforeAll: use it inside tests and hooks');
      return Reflect.get(current, key) as unknown;
    },
  });
}

/** One test per bad query string of `path`: each answers 400 with a readable error matching its pattern. */
export function itRejectsQueries(t: TestApp, path: string, cases: [query: string, message: RegExp][]): void {
  it.each(cases)('rejects %s with a readable 400', async (query, message) => {
    const res = await t.request('GET', `${path}?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toMatch(message);
  });
}

/** Reads a JSON answer, opening the envelope when there is one. */
export async function readJson<T = any>(res: LightMyRequestResponse, key: string): Promise<T> {
  const body = JSON.parse(res.body) as unknown;
  return (isEnvelope(body) ? await decryptEnvelope(body, key) : body) as T;
}

/**
 * The application of `t` (same config and database) serving a built web app whose index.html is
 * `index`, with any other `files` of the build: for tests of what the server writes into its pages.
 */
export async function buildWebApp(
  t: TestApp,
  index: string,
  files: Record<string, string> = {},
): Promise<FastifyInstance> {
  const webDist = mkdtempSync(path.join(t.config.dataDir, 'web-'));
  writeFileSync(path.join(webDist, 'index.html'), index);
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(webDist, name), text);
  return buildApp({ ...t.config, webDist }, { database: t.database, logger: false });
}
