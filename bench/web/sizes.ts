// Per-route weight: the JS and CSS files a browser fetches for a first visit to each route (age
// already confirmed), and the stylesheet its document carries written in (`<style data-href>`,
// apps/api/src/plugins/web.ts), measured from the production build gzipped (level 9) and brotli
// (quality 11).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { ROOT } from './server.ts';

const DIST = path.join(ROOT, 'apps/web/dist');
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'];

export type Weight = { files: number; raw: number; gzip: number; brotli: number };
export type RouteWeight = { route: string; url: string; js: Weight; css: Weight };

function weigh(files: string[]): Weight {
  const weight: Weight = { files: files.length, raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const body = readFileSync(path.join(DIST, file));
    weight.raw += body.length;
    weight.gzip += gzipSync(body, { level: 9 }).length;
    weight.brotli += brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return weight;
}

/** The routes to measure: `/`, `/models`, and the first model and content item the pages link to. */
export async function routeWeights(baseURL: string, chromePath: string): Promise<RouteWeight[]> {
  const browser = await chromium.launch({ executablePath: chromePath, headless: true, args: ARGS });
  try {
    const discover = await browser.newContext({ baseURL });
    await discover.addInitScript(() => localStorage.setItem('ageConfirmed', 'true'));
    const page = await discover.newPage();
    await page.goto('/');
    const content = await page.locator('main a[href^="/content/"]').first().getAttribute('href', { timeout: 15_000 });
    await page.goto('/models');
    const model = await page.locator('main a[href^="/model/"]').first().getAttribute('href', { timeout: 15_000 });
    await discover.close();
    if (!content || !model) throw new Error('No content item or model link found to measure');

    const routes: [string, string][] = [
      ['home', '/'],
      ['models', '/models'],
      ['model page', model],
      ['content page', content],
    ];
    const weights: RouteWeight[] = [];
    for (const [route, url] of routes) {
      const context = await browser.newContext({ baseURL });
      await context.addInitScript(() => localStorage.setItem('ageConfirmed', 'true'));
      const visit = await context.newPage();
      const assets = new Set<string>();
      visit.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/assets/')) assets.add(pathname.slice(1));
      });
      const document = await visit.goto(url);
      // The stylesheets written into the document weigh as if fetched (they arrive with it).
      for (const [, href] of (await document!.text()).matchAll(/<style data-href="\/(assets\/[\w.-]+\.css)">/g))
        assets.add(href!);
      // The page's own chunk is requested only once the entry has run: wait for its heading first
      // (a busy machine can pause longer than network-idle's 500 ms in between).
      await visit.locator('main h1').first().waitFor({ timeout: 30_000 });
      await visit.waitForLoadState('networkidle');
      await context.close();
      const files = [...assets];
      weights.push({
        route,
        url,
        js: weigh(files.filter((f) => f.endsWith('.js'))),
        css: weigh(files.filter((f) => f.endsWith('.css'))),
      });
    }
    return weights;
  } finally {
    await browser.close();
  }
}
