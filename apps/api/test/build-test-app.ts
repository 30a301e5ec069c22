import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { decryptEnvelope, isEnvelope } from '@packdex/shared/envelope';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { createDatabase, type Database } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { ensureAdmin } from '../src/db/seed/seed.ts';
import { seedDemoCatalogue } from '../src/db/seed/demo-catalogue.ts';

/** The engine this run of the suite targets: SQLite always, PostgreSQL when the project says so. */
export const ENGINE = process.env.PACKDEX_TEST_ENGINE === 'postgres' ? 'postgres' : 'sqlite';
export const ADMIN_PASSWORD = 'admin-password-123';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: Database;
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
  /** Seed the demo catalogue with this many models (0: empty catalogue). */
  models?: number;
  /** Extra environment variables. */
  env?: Record<string, string>;
  /** Write demo images to disk (slower). */
  images?: boolean;
}

/** Builds the real application on a fresh database (SQLite file or PostgreSQL database). */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'packdex-test-'));
  const pgDb = ENGINE === 'postgres' ? await createPostgresDatabase() : undefined;
  const config = loadConfig(
    {
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      ADMIN_PASSWORD,
      LOG_LEVEL: 'silent',
      WEB_DIST: path.join(dataDir, 'no-web'),
      ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
      ...options.env,
    },
    dataDir,
  );
  const database = createDatabase(config);
  await migrateToLatest(database.db);
  await ensureAdmin(database, config);
  if (options.models) {
    await seedDemoCatalogue(database.db, {
      seed: config.seed.seed,
      models: options.models,
      uploadsDir: options.images ? config.uploadsDir : null,
      fileHostDomain: config.fileHostDomain,
    });
  }
  const app = await buildApp(config, { database, logger: false });
  await app.ready();
  return {
    app,
    config,
    database,
    async close() {
      await app.close();
      await database.close();
      await pgDb?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Reads a JSON answer, opening the envelope when there is one. */
export async function readJson<T = any>(res: LightMyRequestResponse, key: string): Promise<T> {
  const body = JSON.parse(res.body) as unknown;
  return (isEnvelope(body) ? await decryptEnvelope(body, key) : body) as T;
}
