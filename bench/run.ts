// `npm run bench`: generates a large catalogue on a temporary database, starts the real app on
// loopback and measures request latency. Writes bench/reports/latest.{json,md}.
// BENCH_CONTENTS (100000), BENCH_MODELS (2000), BENCH_REQUESTS (60); DATABASE_URL for PostgreSQL.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { createDatabase } from '../apps/api/src/db/database.ts';
import { migrateToLatest } from '../apps/api/src/db/migrate.ts';
import { generateCatalogue } from '../apps/api/src/db/seed/bulk-catalogue.ts';

const contents = Number(process.env.BENCH_CONTENTS ?? 100_000);
const models = Number(process.env.BENCH_MODELS ?? 2_000);
const requests = Number(process.env.BENCH_REQUESTS ?? 60);

const dataDir = mkdtempSync(path.join(tmpdir(), 'packdex-bench-'));
const config = loadConfig(
  {
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    DATABASE_URL: process.env.DATABASE_URL,
    HOST: '127.0.0.1',
    PORT: '0',
    // Every scenario comes from one address: the per-address read limit would measure itself.
    READ_RATE_LIMIT: '0',
  },
  dataDir,
);
const database = createDatabase(config);
await migrateToLatest(database.db);
let t0 = performance.now();
await generateCatalogue(database.db, { models, contents, seed: 1 });
const generateMs = performance.now() - t0;

const app = await buildApp(config, { database, logger: false });
const address = await app.listen({ port: 0, host: '127.0.0.1' });

const scenarios: Record<string, string> = {
  'home list (recent, page 1)': '/api/content?page=1&limit=24&sortBy=recent',
  'home list (popular, page 1)': '/api/content?page=1&limit=24&sortBy=popular',
  'home list (recent, page 200)': '/api/content?page=200&limit=24&sortBy=recent',
  'content search': '/api/content?search=golden%20ho&limit=24',
  'suggestions (2 chars)': '/api/search/suggestions?q=go',
  'suggestions (word)': '/api/search/suggestions?q=sunlit',
  'suggestions (model name)': '/api/search/suggestions?q=aria%20vel',
  'models list (filters)': '/api/models?ethnicity=latina&minAge=20&maxAge=40&limit=24',
};

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const results: { scenario: string; url: string; p50: number; p95: number; max: number }[] = [];
for (const [scenario, url] of Object.entries(scenarios)) {
  for (let i = 0; i < 5; i += 1) await (await fetch(address + url)).arrayBuffer();
  const times: number[] = [];
  for (let i = 0; i < requests; i += 1) {
    t0 = performance.now();
    const res = await fetch(address + url);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  results.push({ scenario, url, p50: round(pct(times, 50)), p95: round(pct(times, 95)), max: round(times.at(-1)!) });
}
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });

const report = {
  date: new Date().toISOString(),
  engine: database.engine,
  contents,
  models,
  requests,
  generateMs: Math.round(generateMs),
  results,
};
const dir = path.join(import.meta.dirname, 'reports');
mkdirSync(dir, { recursive: true });
writeFileSync(path.join(dir, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
const md = [
  `# Bench: ${contents.toLocaleString('en')} content items, ${models.toLocaleString('en')} models (${database.engine})`,
  '',
  `${report.date}; ${requests} sequential requests per scenario over loopback HTTP; data generated in ${report.generateMs} ms.`,
  '',
  '| scenario | p50 ms | p95 ms | max ms |',
  '| --- | ---: | ---: | ---: |',
  ...results.map((r) => `| ${r.scenario} | ${r.p50} | ${r.p95} | ${r.max} |`),
  '',
].join('\n');
writeFileSync(path.join(dir, 'latest.md'), md);
process.stdout.write(`${md}\n`);
