// The rehearsal's rolling upgrade (docs/operations.md, "Rolling upgrades"): under steady reads and
// writes through nginx, the next release's migration step runs while the old instances serve, then
// each instance is taken out of nginx, stopped, started on the next release and put back, one at a
// time. No request may fail and every write answered 2xx must be in the database.
import { rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import pg from 'pg';
import type { Plugin } from 'rolldown';
import { bundle } from '../apps/api/build.ts';

const API = path.resolve(import.meta.dirname, '../apps/api');
/** Sorted after every real migration: the release's own, as a release would add one. */
export const RELEASE_MIGRATION = '2099-01-01-0001-rehearsal-release';
/** The text of the load's comments, counted in the database afterwards. */
const WRITE_MARK = 'Rolling upgrade write';

/**
 * The next release: the server and the migration step built from today's sources plus one additive
 * migration (a table and a nullable column on the busiest table, `contents`). Built under apps/api so
 * its libraries resolve as the real build's do. Resolves with the server's and the CLI's files.
 */
export async function buildNextRelease(work: string): Promise<{ server: string; cli: string }> {
  const migration = path.join(work, 'release-migration.ts');
  writeFileSync(
    migration,
    [
      "import type { Kysely } from 'kysely';",
      'export async function up(db: Kysely<unknown>): Promise<void> {',
      "  await db.schema.createTable('rehearsal_release').addColumn('id', 'integer', (c) => c.primaryKey()).addColumn('note', 'text').execute();",
      "  await db.schema.alterTable('contents').addColumn('rehearsal_note', 'text').execute();",
      '}',
      'export async function down(db: Kysely<unknown>): Promise<void> {',
      "  await db.schema.alterTable('contents').dropColumn('rehearsal_note').execute();",
      "  await db.schema.dropTable('rehearsal_release').execute();",
      '}',
      '',
    ].join('\n'),
  );
  const addMigration: Plugin = {
    name: 'rehearsal:release-migration',
    transform(code, id) {
      if (!id.endsWith(path.join('src', 'db', 'migrate.ts'))) return null;
      const list = 'const migrations: Record<string, Migration> = {';
      if (!code.includes(list)) throw new Error('src/db/migrate.ts: the migration list moved');
      return {
        code: `import * as releaseMigration from ${JSON.stringify(migration)};\n${code.replace(
          list,
          `${list}\n  ${JSON.stringify(RELEASE_MIGRATION)}: releaseMigration,`,
        )}`,
        map: null,
      };
    },
  };
  const dir = releaseDir();
  return {
    server: await bundle(path.join(API, 'src/server.ts'), path.join(dir, 'server.js'), [addMigration]),
    cli: await bundle(path.join(API, 'src/db/cli.ts'), path.join(dir, 'cli.js'), [addMigration]),
  };
}

const releaseDir = () => path.join(API, 'dist', `rehearsal-release-${process.pid}`);

/** Removes the next release's build. */
export function removeNextRelease(): void {
  rmSync(releaseDir(), { recursive: true, force: true });
}

/** Runs a release's migration step (`cli` is its src/db/cli.ts or built cli.js); the migrations it applied. */
export function migrationStep(cli: string, env: Record<string, string>): string[] {
  const result = spawnSync(process.execPath, [cli, 'migrate'], {
    cwd: API,
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`the migration step failed: ${result.stderr || result.stdout}`);
  return /Applied migrations: (.*)/.exec(result.stdout)?.[1]?.split(', ') ?? [];
}

interface Outcome {
  ok: boolean;
  detail: string;
  ms: number;
}

/**
 * One request through nginx on `agent`. A connection nginx closed while idle (a reload ends the old
 * workers' keep-alive connections) and that failed before any answer came is sent again once, on a new
 * connection: what browsers do, and what Node's documentation advises (`request.reusedSocket`). Such a
 * request never reached an instance; anything else that fails is a failure.
 */
function send(
  port: number,
  agent: http.Agent,
  o: { method: string; path: string; body?: string; token?: string },
  retried = false,
): Promise<Outcome> {
  const began = performance.now();
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        agent,
        method: o.method,
        path: o.path,
        headers: {
          'accept-encoding': 'gzip',
          ...(o.body ? { 'content-type': 'application/json' } : {}),
          ...(o.token ? { authorization: `Bearer ${o.token}` } : {}),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          resolve({ ok: status >= 200 && status < 300, detail: String(status), ms: performance.now() - began });
        });
        res.on('error', (err) => resolve({ ok: false, detail: err.message, ms: performance.now() - began }));
      },
    );
    req.on('error', (err: NodeJS.ErrnoException) => {
      if (req.reusedSocket && !retried && (err.code === 'ECONNRESET' || err.code === 'EPIPE'))
        resolve(send(port, agent, o, true));
      else resolve({ ok: false, detail: err.code ?? err.message, ms: performance.now() - began });
    });
    if (o.body) req.write(o.body);
    req.end();
  });
}

export interface Load {
  /** Stops the load and resolves with what it saw. */
  stop(): Promise<{ reads: Outcome[]; writes: Outcome[] }>;
}

/**
 * Steady mixed traffic through nginx on `port`: `readers` keep-alive clients reading the catalogue in
 * turn, and `writers` commenting on `contentId` as the member, each comment from the next of 200
 * loopback addresses (so the per-address write limit, 20 a minute, is not what is measured).
 */
export function startLoad(
  port: number,
  o: { readers: number; writers: number; token: string; contentId: number },
): Load {
  let running = true;
  const reads: Outcome[] = [];
  const writes: Outcome[] = [];
  const paths = ['/api/content?page=1&limit=24', '/api/models?page=1&limit=24', `/api/content/${o.contentId}`];
  const readers = Array.from({ length: o.readers }, async (_, i) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    for (let n = i; running; n += 1)
      reads.push(await send(port, agent, { method: 'GET', path: paths[n % paths.length]! }));
    agent.destroy();
  });
  // Writers keep about a hundred comments a second in flight, so some always meet a restart.
  const addresses = Array.from(
    { length: 200 },
    (_, i) =>
      new http.Agent({
        keepAlive: true,
        maxSockets: 1,
        localAddress: `127.0.${1 + Math.floor(i / 100)}.${10 + (i % 100)}`,
      }),
  );
  let written = 0;
  const writers = Array.from({ length: o.writers }, async () => {
    while (running) {
      const n = written++;
      const body = JSON.stringify({ contentId: o.contentId, text: `${WRITE_MARK} ${n}` });
      writes.push(
        await send(port, addresses[n % addresses.length]!, {
          method: 'POST',
          path: '/api/comments',
          body,
          token: o.token,
        }),
      );
      await new Promise((r) => setTimeout(r, 20));
    }
  });
  return {
    async stop() {
      running = false;
      await Promise.all([...readers, ...writers]);
      for (const agent of addresses) agent.destroy();
      return { reads, writes };
    },
  };
}

/** The SQL that counts the load's comments, for the lost-writes check. */
const COUNT_WRITES = `select count(*)::int as n from comments where text like '${WRITE_MARK} %'`;

/** What failed, grouped: "502×2 ECONNRESET×1", or "none". */
function failures(outcomes: Outcome[]): string {
  const kinds = new Map<string, number>();
  for (const o of outcomes) if (!o.ok) kinds.set(o.detail, (kinds.get(o.detail) ?? 0) + 1);
  return kinds.size ? [...kinds].map(([k, n]) => `${k}×${n}`).join(' ') : 'none';
}

/** The 99th percentile of the answered requests' times, in ms. */
function p99(outcomes: Outcome[]): number {
  const times = outcomes
    .filter((o) => o.ok)
    .map((o) => o.ms)
    .sort((a, b) => a - b);
  return times.length ? Math.round(times[Math.ceil(times.length * 0.99) - 1]!) : 0;
}

/**
 * The rehearsal's step: under steady load through nginx on `nginxPort`, the next release's migration
 * step runs while the old instances serve; then each instance in turn is marked down in nginx,
 * stopped (SIGTERM drains it), started on the release by `restart` and put back. Throws, with the
 * figures, on any failed request or any answered write missing from the database.
 */
export async function rollingUpgrade(o: {
  work: string;
  nginxPort: number;
  setDown: (ports: number[]) => Promise<void>;
  instances: { port: number }[];
  /** Stops the instance on `port` and starts it on `server`, resolving once it is ready. */
  restart: (port: number, server: string) => Promise<void>;
  env: Record<string, string> & { DATABASE_URL: string };
  token: string;
  contentId: number;
}): Promise<string> {
  const release = await buildNextRelease(o.work);
  const traffic = startLoad(o.nginxPort, { readers: 8, writers: 4, token: o.token, contentId: o.contentId });
  await new Promise((r) => setTimeout(r, 2000));
  // The migration step first: the old instances keep serving on the migrated schema.
  const applied = migrationStep(release.cli, { ...o.env, DATA_DIR: path.join(o.work, 'migrate') });
  if (!applied.includes(RELEASE_MIGRATION))
    throw new Error(`the release's migration did not apply: ${applied.join(', ')}`);
  await new Promise((r) => setTimeout(r, 2000));
  for (const { port } of o.instances) {
    await o.setDown([port]);
    await o.restart(port, release.server);
    await o.setDown([]);
    await new Promise((r) => setTimeout(r, 1000));
  }
  await new Promise((r) => setTimeout(r, 2000));
  const { reads, writes } = await traffic.stop();
  const db = new pg.Client({ connectionString: o.env.DATABASE_URL });
  await db.connect();
  const stored = (await db.query<{ n: number }>(COUNT_WRITES)).rows[0]!.n;
  await db.end();
  const answered = writes.filter((w) => w.ok).length;
  const all = [...reads, ...writes];
  const failed = all.filter((x) => !x.ok).length;
  const detail = `${all.length} requests (${writes.length} writes), ${failed} failed (${failures(all)}), ${stored} of ${answered} answered writes stored, p99 ${p99(all)} ms`;
  if (failed > 0 || stored !== answered) throw new Error(detail);
  return detail;
}
