// `npm run bench`: for each size (BENCH_SIZES, default "10k,100k"), a deterministic
// catalogue (bench/generate.ts, cached in BENCH_DATA_DIR) served by the production server
// (apps/api/dist/server.js, built and started as `npm start` does, NODE_ENV=production, LOG_LEVEL=warn), and
// autocannon scenarios at BENCH_CONNECTIONS (50) for BENCH_SECONDS (5) each, alternating with the
// raw baseline (bench/baseline.ts) BENCH_ROUNDS (2) times. Writes bench/results/<date>-<engine>.{json,md}
// and the latest table into bench/README.md. BENCH_ENGINE=postgres with TEST_DATABASE_URL runs PostgreSQL
// (the baseline stays the SQLite file of the same size, generated alongside).
import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import { loadavg, cpus } from 'node:os';
import path from 'node:path';
import Sqlite from 'better-sqlite3';
import pg from 'pg';
import { buildServer } from '../apps/api/build.ts';
import { tokenSigner } from '../apps/api/src/lib/tokens.ts';
import { BENCH_COLLECTION, shapeOf, SIZES, type Size } from './generate.ts';
import { postgresUrl, sqliteFile } from './catalogues.ts';
import { cannon, CONNECTIONS, type Measure, type Scenario, SECONDS } from './http-cannon.ts';
import { httpScenarios } from './http-scenarios.ts';
import { type Growth, type Row, writeBenchReport } from './http-report.ts';
import { cpuName, freePort, idle, rssMb, startCommand, startProcess } from './processes.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const BASELINE = path.join(import.meta.dirname, 'baseline.ts');
const SIZES_RUN = (process.env.BENCH_SIZES ?? '10k,100k').split(',').map((s) => s.trim().toLowerCase() as Size);
const ENGINE = process.env.BENCH_ENGINE === 'postgres' ? 'postgres' : 'sqlite';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const GROWTH_ROUNDS = 3;
const DATA = process.env.BENCH_DATA_DIR ?? path.join(ROOT, 'bench/.data');
const JWT_SECRET = randomBytes(32).toString('hex');
// Enough views for a run of several seconds at the 2,000/s budget: a run of one or two seconds is
// mostly warm-up and a last partial second.
const VIEW_REQUESTS = Number(process.env.BENCH_VIEW_REQUESTS ?? 10_000);
/**
 * Only these scenarios (names, separated by semicolons), for work on some of them: the run and the
 * budgets it measured are written to bench/results/<date>-partial-<engine>.*, bench/README.md is left
 * alone, and the growth run is skipped.
 */
const ONLY = process.env.BENCH_SCENARIOS?.split(';')
  .map((s) => s.trim())
  .filter(Boolean);

for (const s of SIZES_RUN) if (!(s in SIZES)) throw new Error(`BENCH_SIZES: ${s} is not one of 10k, 100k, 1m`);
if (ENGINE === 'postgres' && !process.env.TEST_DATABASE_URL)
  throw new Error('BENCH_ENGINE=postgres needs TEST_DATABASE_URL');

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * The production server on a size's catalogue, started as `npm start` starts it. On SQLite it gets a
 * copy of the generated file: it writes (views, likes, comments) and the cached file stays as generated.
 */
async function startServer(size: Size, dbUrl: string | undefined, env: Record<string, string> = {}) {
  const runDir = path.join(DATA, `run-${size}-${process.pid}${env.PAGE_CACHE_TTL_MS === '0' ? '-uncached' : ''}`);
  rmSync(runDir, { recursive: true, force: true });
  mkdirSync(runDir, { recursive: true });
  if (!dbUrl) copyFileSync(await sqliteFile(size, DATA), path.join(runDir, 'packdex.db'));
  const port = await freePort();
  const start = startCommand();
  const { child } = await startProcess(
    [...start.flags, start.script],
    {
      ...start.env,
      NODE_ENV: 'production',
      DATA_DIR: runDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      ADMIN_PASSWORD: 'admin-password-123',
      JWT_SECRET,
      PAYMENTS: 'off',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '1',
      // Load comes from one machine: the per-address read limit would measure itself.
      READ_RATE_LIMIT: '0',
      WEB_DIST: path.join(runDir, 'no-web'),
      ...(dbUrl ? { DATABASE_URL: dbUrl } : {}),
      ...env,
    },
    `http://127.0.0.1:${port}/api/health`,
  );
  const stop = async () => {
    child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    rmSync(runDir, { recursive: true, force: true });
  };
  return { child, runDir, api: `http://127.0.0.1:${port}`, stop };
}

/** The id of the bench's public collection in a run's catalogue. */
async function benchCollectionId(runDir: string, dbUrl: string | undefined): Promise<number> {
  const q = 'select id from collections where name = $1';
  if (dbUrl) {
    const c = new pg.Client({ connectionString: dbUrl });
    await c.connect();
    try {
      return (await c.query<{ id: number }>(q, [BENCH_COLLECTION])).rows[0]!.id;
    } finally {
      await c.end();
    }
  }
  const db = new Sqlite(path.join(runDir, 'packdex.db'), { readonly: true });
  try {
    return (db.prepare(q.replace('$1', '?')).get(BENCH_COLLECTION) as { id: number }).id;
  } finally {
    db.close();
  }
}

async function runSize(size: Size) {
  const shape = shapeOf(size);
  const file = await sqliteFile(size, DATA);
  const dbUrl = ENGINE === 'postgres' ? await postgresUrl(size, DATA) : undefined;
  const { child: server, runDir, api, stop } = await startServer(size, dbUrl);
  // The same server with the page cache off: what crawlers and people paging through the catalogue get.
  // Lists' totals and walks are still kept (LIST_TOTALS_TTL_MS), as they are for a page the cache misses.
  const uncached = await startServer(size, dbUrl, { PAGE_CACHE_TTL_MS: '0' });
  const bport = await freePort();
  const { child: baseline } = await startProcess(
    [BASELINE, file, String(bport)],
    {},
    `http://127.0.0.1:${bport}/api/content?limit=1`,
  );
  const raw = `http://127.0.0.1:${bport}`;

  const signer = tokenSigner(JWT_SECRET);
  const tokens = await Promise.all(
    Array.from({ length: 200 }, (_, i) => signer.sign({ userId: 1 + i, tokenVersion: 0 })),
  );
  // The first HIDING_USERS readers hide the three most used tags (their rows are written below).
  const HIDING_USERS = 50;
  const hiding = tokens.slice(0, HIDING_USERS);
  // The bench's public collection (bench/generate.ts), whose id the catalogue holds.
  const collectionId = await benchCollectionId(runDir, dbUrl);
  const scenarios = httpScenarios(size, tokens, hiding, collectionId);

  const sqlite = dbUrl ? undefined : new Sqlite(path.join(runDir, 'packdex.db'), { readonly: true });
  const pgc = dbUrl ? new pg.Client({ connectionString: dbUrl }) : undefined;
  await pgc?.connect();
  // A PostgreSQL server with autovacuum off (this machine's CI configuration) never removes the dead
  // row versions the write scenarios leave, and every later run reads through them: a production
  // server vacuums (docs/operations.md; the counter tables from 2 % dead). The bench then vacuums
  // what a write run changed after each run, and says so in the report.
  const vacuums = pgc
    ? (await pgc.query<{ autovacuum: string }>('show autovacuum')).rows[0]!.autovacuum === 'off'
    : false;
  const counters = async () => {
    const q = 'select (select coalesce(sum(views),0) from contents) as v, (select count(*) from content_views) as n';
    const r = sqlite
      ? (sqlite.prepare(q).get() as { v: number; n: number })
      : (await pgc!.query<{ v: string; n: string }>(q)).rows[0]!;
    return { views: Number(r.v), rows: Number(r.n) };
  };

  // The hiding readers' tag blacklists, written before any request reads their account rows.
  const hide = `insert into user_tag_blacklist (user_id, tag_id, created_at)
    select u.id, t.id, '2026-12-12T00:00:00.000Z' from users u
    cross join (select id from tags order by count desc, id limit 3) t
    where u.id between 1 and ${HIDING_USERS} on conflict do nothing`;
  if (pgc) await pgc.query(hide);
  else {
    const writer = new Sqlite(path.join(runDir, 'packdex.db'));
    writer.exec(hide);
    writer.close();
  }

  // Warm-up: both servers, every scenario once briefly.
  await cannon(raw, scenarios[0]!, 2);
  await idle(baseline.pid);
  /** The server a scenario measures. */
  const targetOf = (s: Scenario) => (s.target === 'uncached' ? uncached.api : s.target === 'limit' ? raw : api);
  const pidOf = (s: Scenario) =>
    s.target === 'uncached' ? uncached.child.pid : s.target === 'limit' ? baseline.pid : server.pid;
  for (const s of scenarios.filter((x) => !x.method && !x.cold)) await cannon(targetOf(s), s, 1);
  await idle(server.pid);
  await idle(uncached.child.pid);

  const rows: Row[] = [];
  let viewCheck = '';
  let rssNow = 0;
  const sampler = setInterval(() => (rssNow = Math.max(rssNow, Math.round(rssMb(server.pid)))), 200);
  for (const s of scenarios.filter((x) => !ONLY || ONLY.includes(x.name))) {
    const a: Measure[] = [];
    const b: Measure[] = [];
    for (let r = 0; r < ROUNDS; r += 1) {
      a.push(await cannon(raw, scenarios[0]!));
      await idle(baseline.pid);
      if (s.name === 'POST view') {
        const before = await counters();
        const m = await cannon(api, s, SECONDS, VIEW_REQUESTS);
        const after = await counters();
        const lost = m.ok - (after.views - before.views);
        const rowsLost = m.ok - (after.rows - before.rows);
        viewCheck = `${m.ok} views answered 200, views counters +${after.views - before.views}, view rows +${after.rows - before.rows}`;
        if (lost !== 0 || rowsLost !== 0) viewCheck += ' — MISMATCH';
        b.push(m);
      } else {
        b.push(await cannon(targetOf(s), s));
      }
      if (vacuums && s.method)
        await pgc!.query(
          'vacuum (analyze) contents, models, content_ranks, model_ranks, content_views, likes, comments',
        );
      await idle(pidOf(s));
    }
    const rss = rssNow;
    rssNow = 0;
    const rps = median(b.map((m) => m.rps));
    const baselineRps = median(a.map((m) => m.rps));
    rows.push({
      size,
      scenario: s.name,
      rps,
      baselineRps,
      baselineP99: median(a.map((m) => m.p99)),
      ratio: Math.round((rps / baselineRps) * 100) / 100,
      p50: median(b.map((m) => m.p50)),
      medianMs: median(b.map((m) => m.median)),
      p95: median(b.map((m) => m.p95)),
      p97_5: median(b.map((m) => m.p97_5)),
      p99: median(b.map((m) => m.p99)),
      errors: b.reduce((n, m) => n + m.errors, 0),
      non2xx: b.reduce((n, m) => n + m.non2xx, 0),
      rssMb: rss,
      ...(s.name === 'POST view' ? { note: viewCheck } : {}),
    });
    process.stderr.write(
      `  ${size} ${s.name}: ${rps} req/s (baseline ${baselineRps}), p50 ${rows.at(-1)!.p50} ms, p99 ${rows.at(-1)!.p99} ms\n`,
    );
  }
  clearInterval(sampler);
  const peakRss = Math.round(rssMb(server.pid, 'peak'));
  sqlite?.close();
  await pgc?.end();
  baseline.kill('SIGTERM');
  await uncached.stop();
  await stop();
  return { size, shape, rows, peakRss, viewCheck, vacuums };
}

/**
 * Growth, measured side by side: the home list's first page on the smallest and the largest
 * catalogue with both servers up at once and their runs alternating, so that both p50s see the same
 * machine. Taken from the size tables, the two p50s come some twenty minutes apart on a machine whose
 * speed drifts by up to 2x between such moments (the same server and scenario has measured 9k and
 * 17k req/s on it).
 */
async function growthSideBySide(small: Size, big: Size): Promise<Growth> {
  const home = '/api/content?page=1&limit=24&sortBy=recent';
  const servers: (Awaited<ReturnType<typeof startServer>> & { size: Size; medians: number[] })[] = [];
  for (const size of [small, big]) {
    const server = await startServer(size, ENGINE === 'postgres' ? await postgresUrl(size, DATA) : undefined);
    servers.push({ ...server, size, medians: [] });
    await cannon(server.api, { name: 'warm-up', path: home }, 2);
    await idle(server.child.pid);
  }
  for (let r = 0; r < GROWTH_ROUNDS; r += 1) {
    for (const server of servers) {
      server.medians.push((await cannon(server.api, { name: 'growth', path: home })).median);
      await idle(server.child.pid);
    }
  }
  for (const server of servers) await server.stop();
  const [a, b] = servers.map((server) => ({ size: server.size, medians: server.medians, p50: median(server.medians) }));
  process.stderr.write(`  growth, side by side: ${b!.size} ${b!.p50} ms, ${a!.size} ${a!.p50} ms\n`);
  return { small: a!, big: b!, rounds: GROWTH_ROUNDS };
}

const started = new Date();
const runs: Awaited<ReturnType<typeof runSize>>[] = [];
const load = { before: loadavg()[0]!, cores: cpus().length, cpu: cpuName() };
// What `npm start` runs: the built server (its `prestart` builds it).
await buildServer();
for (const size of SIZES_RUN) runs.push(await runSize(size));
const growth =
  !ONLY && SIZES_RUN.includes('10k') && SIZES_RUN.includes('1m') ? await growthSideBySide('10k', '1m') : undefined;
const loadAfter = loadavg()[0]!;

await writeBenchReport({
  engine: ENGINE,
  started,
  connections: CONNECTIONS,
  seconds: SECONDS,
  rounds: ROUNDS,
  machine: { cores: load.cores, cpu: load.cpu, loadAverageBefore: load.before, loadAverageAfter: loadAfter },
  runs,
  growth,
  notes: [
    ...(ONLY ? [`Only these scenarios ran (BENCH_SCENARIOS): ${ONLY.join('; ')}.`] : []),
    ...(runs.some((r) => r.vacuums)
      ? [
          'This PostgreSQL server runs with autovacuum off (its CI configuration); a production server keeps it on. The bench vacuums the tables a write scenario changed after each of its runs, so that no run reads through the dead row versions of the runs before it.',
        ]
      : []),
  ],
  partial: Boolean(ONLY),
});
