// `npm run bench` (web part): per-route JS and CSS weight of the production build and Lighthouse
// scores, against their budgets (docs/web-performance.md). Writes bench/results/<date>-web.{json,md}.
// CHROME_PATH (/usr/bin/chromium), BENCH_WEB_RUNS (3 Lighthouse runs per page, the median kept).
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { cpuName } from '../processes.ts';
import { measure, SLOW_HOST_BENCHMARK_INDEX, type LighthouseResult } from './lighthouse.ts';
import { ROOT, startServer } from './server.ts';
import { routeWeights, type RouteWeight } from './sizes.ts';

const KIB = 1024;
export const BUDGETS = { homeJsGzip: 100 * KIB, performance: 95, cls: 0.02 } as const;

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const runs = Number(process.env.BENCH_WEB_RUNS ?? 3);

// Lighthouse scales the main thread's observed work by 4: other load on the machine shows in TBT.
const load = loadavg().map((n) => Math.round(n * 10) / 10);
const cpu = cpuName();
const server = await startServer();
let routes: (RouteWeight & { lighthouse: LighthouseResult })[];
try {
  const weights = await routeWeights(server.baseURL, chromePath);
  routes = [];
  for (const weight of weights) {
    process.stdout.write(`Lighthouse on ${weight.url} (${runs} run${runs === 1 ? '' : 's'})…\n`);
    routes.push({ ...weight, lighthouse: await measure(server.baseURL + weight.url, chromePath, runs) });
  }
} finally {
  await server.stop();
}

const kib = (bytes: number) => (bytes / KIB).toFixed(1);
const mark = (ok: boolean) => (ok ? 'pass' : 'FAIL');
const home = routes.find((r) => r.route === 'home')!;
const checks = {
  homeJs: home.js.gzip <= BUDGETS.homeJsGzip,
  performance: routes.every((r) => r.lighthouse.performance >= BUDGETS.performance),
  cls: routes.every((r) => r.lighthouse.cls < BUDGETS.cls),
};

// The host's speed as Lighthouse measured it: a slow host scores low whatever the page does.
const indexes = routes.map((r) => r.lighthouse.benchmarkIndex);
const benchmarkIndex = { min: Math.min(...indexes), max: Math.max(...indexes) };
const slowHost = benchmarkIndex.min < SLOW_HOST_BENCHMARK_INDEX;

const date = new Date().toISOString();
const report = {
  date,
  chromePath,
  lighthouseRuns: runs,
  cores: cpus().length,
  cpu,
  loadAverage: load,
  benchmarkIndex,
  budgets: BUDGETS,
  checks,
  routes,
};
const md = [
  `# Web bench (${date.slice(0, 10)})`,
  '',
  'Production build, first visit with the age gate pre-confirmed. Sizes in KiB of the files each route downloads',
  '(gzip level 9 / brotli quality 11); Lighthouse mobile preset (simulated slow 4G, 4× CPU slowdown), median of',
  `${runs} run${runs === 1 ? '' : 's'}, on ${cpus().length} cores (${cpu}) with a load average of ${load.join(', ')} at the start and a Lighthouse CPU benchmark index of ${benchmarkIndex.min}–${benchmarkIndex.max}. Budgets: home JS ≤ ${kib(BUDGETS.homeJsGzip)} KiB gzipped, performance ≥ ${BUDGETS.performance}, CLS < ${BUDGETS.cls}.`,
  '',
  '| route | JS gzip | JS brotli | CSS gzip | CSS brotli | performance | CLS | LCP ms | FCP ms | TBT ms |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...routes.map((r) => {
    const js = r.route === 'home' ? `${kib(r.js.gzip)} ${mark(checks.homeJs)}` : kib(r.js.gzip);
    const lh = r.lighthouse;
    return (
      `| ${r.route} (\`${r.url}\`) | ${js} | ${kib(r.js.brotli)} | ${kib(r.css.gzip)} | ${kib(r.css.brotli)} ` +
      `| ${lh.performance} ${mark(lh.performance >= BUDGETS.performance)} | ${lh.cls.toFixed(3)} ${mark(lh.cls < BUDGETS.cls)} ` +
      `| ${lh.lcpMs} | ${lh.fcpMs} | ${lh.tbtMs} |`
    );
  }),
  '',
  ...(slowHost
    ? [
        `- This host's Lighthouse benchmark index fell below ${SLOW_HOST_BENCHMARK_INDEX}, Lighthouse's threshold for a host too slow ` +
          'for its 4× CPU slowdown: TBT and the performance scores overstate the main-thread work. Run again on an idle host.',
      ]
    : []),
  ...routes
    .filter((r) => r.lighthouse.findings.length)
    .map((r) => `- ${r.route}: Lighthouse flags ${r.lighthouse.findings.join('; ')}.`),
  '',
].join('\n');

const dir = path.join(ROOT, 'bench/results');
mkdirSync(dir, { recursive: true });
const stem = path.join(dir, `${date.slice(0, 10)}-web`);
writeFileSync(`${stem}.json`, `${JSON.stringify(report, null, 2)}\n`);
writeFileSync(`${stem}.md`, md);
process.stdout.write(`\n${md}\nWritten to ${path.relative(ROOT, stem)}.{json,md}\n`);
