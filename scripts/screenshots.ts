// Takes the screenshots under docs/screenshots/: the home page, the models page, a model's page and a
// content page, at 1280 and 390 px, of a running site with the demo catalogue (`npm start`):
//   node scripts/screenshots.ts [http://localhost:3000]
// Debian's Chromium draws them (/usr/bin/chromium, or CHROMIUM_PATH).
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';

const base = (process.argv[2] ?? 'http://localhost:3000').replace(/\/$/, '');
const out = path.join(import.meta.dirname, '..', 'docs', 'screenshots');
const WIDTHS = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } } as const;

/** The address of the first card's link on a list page. */
async function firstCard(page: Page, list: string): Promise<string> {
  await page.goto(`${base}${list}`);
  const link = page.getByRole('article').first().getByRole('link').first();
  await link.waitFor();
  return new URL((await link.getAttribute('href'))!, base).pathname;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
});
try {
  const context = await browser.newContext({ viewport: WIDTHS.desktop });
  await context.addInitScript(() => localStorage.setItem('ageConfirmed', 'true'));
  const scout = await context.newPage();
  const pages = {
    home: '/',
    models: '/models',
    model: await firstCard(scout, '/models'),
    content: await firstCard(scout, '/'),
  };
  for (const [width, viewport] of Object.entries(WIDTHS)) {
    const page = await context.newPage();
    await page.setViewportSize(viewport);
    for (const [name, address] of Object.entries(pages)) {
      await page.goto(`${base}${address}`);
      await page.waitForLoadState('networkidle');
      const file = path.join(out, width === 'desktop' ? `${name}.png` : `${name}-${width}.png`);
      await page.screenshot({ path: file });
      process.stdout.write(`${file} (${address})\n`);
    }
  }
} finally {
  await browser.close();
}
