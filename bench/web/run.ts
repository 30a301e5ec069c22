// `npm run bench` (web part): per-route JS and CSS weight of the production build and Lighthouse
// scores, against their budgets (docs/web-performance.md). Writes bench/results/<date>-web.{json,md}.
// CHROME_PATH (/usr/bin/chromium), BENCH_WEB_RUNS (3 Lighthouse runs per page; every run is held to
// the budgets, and the median is reported).
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { cpuName } from '../processes.ts';
import { measure, SLOW_HOST_BENCHMARK_INDEX, type LighthouseResult, type PageRuns } from './lighthouse.ts';
import { ROOT, startServer } from './server.ts';
import { routeWeights, type RouteWeight } from './sizes.ts';

const KIB = 1024;
/**
 * Issue 32's budgets: React's own weight over the Preact build and nothing more on the first page,
 * and every Lighthouse run of every page (not only the median) at these figures.
 */
export const BUDGETS = { homeJsGzip: 140 * KIB, performance: 95, cls: 0.02, lcpMs: 2000, tbtMs: 150 } as const;

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const runs = Number(process.env.BENCH_WEB_RUNS ?? 3);

// Lighthouse scales the main thread's observed work by 4: other load on the machine shows in TBT.
const load = loadavg().map((n) => Math.round(n * 10) / 10);
const cpu = cpuName();
const server = await startServer();
let routes: (RouteWeight & { lighthouse: LighthouseResult; runs: LighthouseResult[] })[];
try {
  const weights = await routeWeights(server.baseURL, chromePath);
  routes = [];
  for (const weight of weights) {
    process.stdout.write(`Lighthouse on ${weight.url} (${runs} run${runs === 1 ? '' : 's'})…\n`);
    const measured: PageRuns = await measure(server.baseURL + weight.url, chromePath, runs);
    routes.push({ ...weight, lighthouse: measured.median, runs: measured.runs });
  }
} finally {
  await server.stop();
}

const kib = (bytes: number) => (bytes / KIB).toFixed(1);
const mark = (ok: boolean) => (ok ? 'pass' : 'FAIL');
const home = routes.find((r) => r.route === 'home')!;
/** Whether every run of a page meets a budget. */
const everyRun = (ok: (run: LighthouseResult) => boolean) => routes.every((r) => r.runs.every(ok));
const runOk = {
  performance: (run: LighthouseResult) => run.performance >= BUDGETS.performance,
  cls: (run: LighthouseResult) => run.cls < BUDGETS.cls,
  lcp: (run: LighthouseResult) => run.lcpMs <= BUDGETS.lcpMs,
  tbt: (run: LighthouseResult) => run.tbtMs <= BUDGETS.tbtMs,
};
const checks = {
  homeJs: home.js.gzip <= BUDGETS.homeJsGzip,
  performance: everyRun(runOk.performance),
  cls: everyRun(runOk.cls),
  lcp: everyRun(runOk.lcp),
  tbt: everyRun(runOk.tbt),
};

// The host's speed as Lighthouse measured it: a slow host scores low whatever the page does.
const indexes = routes.flatMap((r) => r.runs.map((run) => run.benchmarkIndex));
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
  '(gzip level 9 / brotli quality 11); Lighthouse mobile preset (simulated slow 4G, 4× CPU slowdown), ' +
    `${runs} run${runs === 1 ? '' : 's'} per page, on ${cpus().length} cores (${cpu}) with a load average of ${load.join(', ')} at the start and a Lighthouse CPU benchmark index of ${benchmarkIndex.min}–${benchmarkIndex.max}.`,
  `Budgets: home JS ≤ ${kib(BUDGETS.homeJsGzip)} KiB gzipped; in every run of every page, performance ≥ ${BUDGETS.performance}, CLS < ${BUDGETS.cls}, LCP ≤ ${BUDGETS.lcpMs} ms, TBT ≤ ${BUDGETS.tbtMs} ms.`,
  '',
  '| route | JS gzip | JS brotli | CSS gzip | CSS brotli | performance (runs) | CLS (worst) | LCP ms (worst) | FCP ms | TBT ms (worst) |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...routes.map((r) => {
    const js = r.route === 'home' ? `${kib(r.js.gzip)} ${mark(checks.homeJs)}` : kib(r.js.gzip);
    const worst = (pick: (run: LighthouseResult) => number) => Math.max(...r.runs.map(pick));
    const all = (ok: (run: LighthouseResult) => boolean) => mark(r.runs.every(ok));
    return (
      `| ${r.route} (\`${r.url}\`) | ${js} | ${kib(r.js.brotli)} | ${kib(r.css.gzip)} | ${kib(r.css.brotli)} ` +
      `| ${r.lighthouse.performance} (${r.runs.map((run) => run.performance).join(', ')}) ${all(runOk.performance)} ` +
      `| ${worst((run) => run.cls).toFixed(3)} ${all(runOk.cls)} ` +
      `| ${worst((run) => run.lcpMs)} ${all(runOk.lcp)} | ${r.lighthouse.fcpMs} ` +
      `| ${worst((run) => run.tbtMs)} ${all(runOk.tbt)} |`
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
