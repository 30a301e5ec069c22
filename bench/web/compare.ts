// Two builds of the site, running side by side, measured by Lighthouse in alternating runs on the
// same machine (its speed varies from one minute to the next: compare in one run, never against
// yesterday's figure). `node bench/web/compare.ts A=http://127.0.0.1:3100 B=http://127.0.0.1:3200
// [rounds]`: each round runs every page once on A, then once on B, alternating which goes first.
// Prints each page's scores, LCP and TBT per build, medians last. CHROME_PATH as for `bench:web`.
import { chromium } from 'playwright-core';
import { measure, type LighthouseResult } from './lighthouse.ts';

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const builds = process.argv
  .slice(2)
  .filter((arg) => arg.includes('='))
  .map((arg) => {
    const [name = '', url = ''] = arg.split('=', 2);
    return { name, url: url.replace(/\/$/, '') };
  });
const rounds = Number(process.argv.slice(2).find((arg) => /^\d+$/.test(arg)) ?? 3);
if (builds.length !== 2) throw new Error('Usage: compare.ts A=<base URL> B=<base URL> [rounds]');

/** The four pages of the web budget on one build: home, models, its first model and first pack. */
async function pagesOf(base: string): Promise<Record<string, string>> {
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const context = await browser.newContext();
    await context.addInitScript(() => localStorage.setItem('ageConfirmed', 'true'));
    const page = await context.newPage();
    await page.goto(`${base}/`);
    const content = await page.locator('main a[href^="/content/"]').first().getAttribute('href');
    await page.goto(`${base}/models`);
    const model = await page.locator('main a[href^="/model/"]').first().getAttribute('href');
    return { home: '/', models: '/models', model: model ?? '', content: content ?? '' };
  } finally {
    await browser.close();
  }
}

const pages = await Promise.all(builds.map((build) => pagesOf(build.url)));
const results = new Map<string, LighthouseResult[]>();
for (let round = 0; round < rounds; round += 1) {
  const order = round % 2 === 0 ? [0, 1] : [1, 0];
  for (const page of Object.keys(pages[0]!)) {
    for (const index of order) {
      const build = builds[index]!;
      const { median } = await measure(`${build.url}${pages[index]![page]}`, chromePath, 1);
      const key = `${page}\t${build.name}`;
      results.set(key, [...(results.get(key) ?? []), median]);
      process.stdout.write(
        `round ${round + 1} ${page} ${build.name}: ${median.performance} (LCP ${median.lcpMs} ms, TBT ${median.tbtMs} ms, index ${median.benchmarkIndex})\n`,
      );
    }
  }
}

const middle = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
process.stdout.write('\npage\tbuild\tscores\tmedian LCP ms\tmedian TBT ms\n');
for (const [key, runs] of results)
  process.stdout.write(
    `${key}\t${runs.map((r) => r.performance).join(' ')}\t${middle(runs.map((r) => r.lcpMs))}\t${middle(runs.map((r) => r.tbtMs))}\n`,
  );
