import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ServerRenderInput } from '@packdex/shared/server-render';
import { buildApp } from '../app.ts';
import type { Config } from '../config.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { makeContent, makeModel } from '../../test/factories.ts';
import { AGE_FLAG_SCRIPT, APP_SCRIPTS_LOADER } from './document-scripts.ts';

const t = useTestApp();

const INDEX = `<!doctype html>
<html lang="en" class="dark"><head><!--packdex-config-->
    <script type="module" fetchpriority="low" crossorigin src="/assets/react-1.js"></script>
    <script type="module" fetchpriority="low" crossorigin src="/assets/app-1.js"></script>
</head><body>
    <div id="root">
      <!--app-shell-->
      <header>shell</header>
      <!--/app-shell-->
    </div>
</body></html>`;

type Call = Omit<ServerRenderInput, 'onError'>;
type Calls = { calls: Call[] };
const recorder = globalThis as unknown as { __serverRenders?: Calls };

/**
 * A stand-in for the web build's renderer (apps/web/src/entry-server.tsx), as a module in the place
 * the web build writes it: it records what it is asked and renders the answers' keys, fails for a
 * page whose address says so and takes its time for one that says "slow".
 */
const RENDERER = `
export function createServerRenderer(config) {
  const record = (globalThis.__serverRenders ??= { calls: [] });
  record.config = config;
  return {
    async render(input) {
      const { onError, ...call } = input;
      record.calls.push(call);
      if (input.url.includes('fails')) throw new Error('the render failed');
      if (input.url.includes('slow')) await new Promise((resolve) => setTimeout(resolve, 50));
      if (input.url.includes('redirects')) return null;
      const titles = JSON.stringify(input.answers).match(/"title":"[^"]*"/g) ?? [];
      return {
        head: '<link rel="preload" as="image" href="/uploads/first.png">',
        html: '<div class="rendered">' + titles.join(' ') + '</div>',
      };
    },
  };
}
`;

/** The app with a web build (index.html) and, beside it, the renderer's. */
async function appWithRenderer(
  config: Partial<Config> = {},
  renderer: string | null = RENDERER,
  files: Record<string, string> = {},
) {
  const root = mkdtempSync(path.join(t.config.dataDir, 'web-build-'));
  const webDist = path.join(root, 'dist');
  mkdirSync(webDist);
  writeFileSync(path.join(webDist, 'index.html'), INDEX);
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(webDist, name), text);
  if (renderer !== null) {
    mkdirSync(path.join(root, 'dist-server'));
    writeFileSync(path.join(root, 'dist-server', 'entry-server.js'), renderer);
  }
  return buildApp({ ...t.config, webDist, ...config }, { database: t.database, logger: false });
}

let web: FastifyInstance | undefined;
beforeEach(() => {
  recorder.__serverRenders = { calls: [] };
});
afterEach(async () => {
  await web?.close();
  web = undefined;
});

const page = (url: string, headers: Record<string, string> = {}) =>
  web!.inject({ url, headers: { accept: 'text/html', ...headers } });
const calls = () => recorder.__serverRenders?.calls ?? [];
const rootOf = (html: string) => /<div id="root"([^>]*)>([\s\S]*?)<\/div>\s*<\/body>/.exec(html);

describe('public pages rendered on the server', () => {
  it("puts the page rendered from its first answers in the app shell's place, marked with its language and time", async () => {
    await makeContent(t, { title: 'Quince Garden Pack' });
    web = await appWithRenderer();
    const before = Date.now();
    const res = await page('/');
    expect(res.statusCode).toBe(200);
    const [, attributes = '', inner] = rootOf(res.body) ?? [];
    // The root holds the rendered page and nothing else: not the shell, not the white space around it.
    expect(inner).toMatch(/^<div class="rendered">.*"title":"Quince Garden Pack".*<\/div>$/);
    expect(res.body).not.toContain('shell');
    const renderedAt = Number(/data-rendered-at="(\d+)"/.exec(attributes)?.[1]);
    expect(attributes).toContain('data-server-rendered="en"');
    expect(renderedAt).toBeGreaterThanOrEqual(before);
    expect(res.body).toContain('<html lang="en"');
    // What React hoists goes into the head, beside the first answers the browser reads.
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toContain('<link rel="preload" as="image" href="/uploads/first.png">');
    expect(head).toContain('id="packdex-first-answers"');

    // The renderer was given the answers opened (the document keeps them enveloped) and the visit.
    const [call] = calls();
    expect(call).toMatchObject({ url: '/', language: 'en', connection: 'local', renderedAt });
    const list = call!.answers['/content?page=1&limit=24&sortBy=recent'] as { contents: { title: string }[] };
    expect(list.contents.map((c) => c.title)).toContain('Quince Garden Pack');
    expect(recorder.__serverRenders).toMatchObject({ config: { apiBase: '/api', siteName: t.config.siteName } });
  });

  it('renders each public page: the models, a model and a pack', async () => {
    const model = await makeModel(t, { name: 'Orla Quince' });
    const content = await makeContent(t, { model, title: 'Orla Garden Pack' });
    web = await appWithRenderer();
    for (const url of ['/models', `/model/${model.slug}`, `/content/${content.slug}`]) {
      const res = await page(url);
      expect(res.body, url).toContain('data-server-rendered="en"');
    }
    expect(calls().map((c) => c.url)).toEqual(['/models', `/model/${model.slug}`, `/content/${content.slug}`]);
    expect(calls()[2]!.answers).toHaveProperty(`/content/slug/${content.slug}`);
  });

  it('renders the legal pages, which need no answers: the terms and the privacy policy', async () => {
    web = await appWithRenderer();
    for (const url of ['/terms', '/privacy', '/privacy/']) {
      const res = await page(url);
      expect(res.body, url).toContain('data-server-rendered="en"');
      expect(res.body, url).not.toContain('<header>shell</header>');
      expect(res.body, url).not.toContain('packdex-first-answers');
    }
    expect(calls().map((c) => [c.url, c.answers])).toEqual([
      ['/terms', {}],
      ['/privacy', {}],
      ['/privacy/', {}],
    ]);
    // The renderer knows the operator the pages name.
    expect(recorder.__serverRenders).toMatchObject({ config: { operator: t.config.operator } });
  });

  it('renders in the language the browser will pick: its stored choice, else its preferred languages', async () => {
    await makeContent(t);
    web = await appWithRenderer();
    const languageOf = async (headers: Record<string, string>) => {
      const res = await page('/', headers);
      return [/<html lang="([a-z]+)"/.exec(res.body)?.[1], /data-server-rendered="([a-z]+)"/.exec(res.body)?.[1]];
    };
    expect(await languageOf({ 'accept-language': 'it-IT,it;q=0.9,de;q=0.8' })).toEqual(['de', 'de']);
    expect(await languageOf({ 'accept-language': 'de', cookie: 'a=1; packdex-locale=pt' })).toEqual(['pt', 'pt']);
    expect(await languageOf({ 'accept-language': 'ja', cookie: 'packdex-locale=xx' })).toEqual(['en', 'en']);
  });

  it("renders a page's address in a language (?lang=) in that language over the cookie and the browser's, and an unknown one as if it were absent", async () => {
    const content = await makeContent(t, { title: 'Lang Pack', tags: ['Lang Meadow'] });
    web = await appWithRenderer();
    const languageOf = async (url: string, headers: Record<string, string> = {}) => {
      const res = await page(url, headers);
      expect(res.statusCode, url).toBe(200);
      return [/<html lang="([a-z]+)"/.exec(res.body)?.[1], /data-server-rendered="([a-z]+)"/.exec(res.body)?.[1]];
    };
    const cookie = { 'accept-language': 'fr', cookie: 'packdex-locale=pt' };
    expect(await languageOf('/?lang=de', cookie)).toEqual(['de', 'de']);
    expect(await languageOf(`/content/${content.slug}?lang=ru`, cookie)).toEqual(['ru', 'ru']);
    expect(await languageOf('/tags/lang-meadow?lang=es')).toEqual(['es', 'es']);
    expect(await languageOf('/models?lang=en', cookie)).toEqual(['en', 'en']);
    for (const url of ['/?lang=xx', '/?lang=', '/?lang=de-AT', '/?lang=%E0%A4%A'])
      expect(await languageOf(url, cookie), url).toEqual(['pt', 'pt']);
    // The renderer is given the address with its language, to render the same links as the browser.
    expect(
      calls()
        .map((c) => [c.url, c.language])
        .slice(0, 3),
    ).toEqual([
      ['/?lang=de', 'de'],
      [`/content/${content.slug}?lang=ru`, 'ru'],
      ['/tags/lang-meadow?lang=es', 'es'],
    ]);
  });

  it('keeps one rendered page per language: the addresses in two languages never share one', async () => {
    await makeContent(t, { title: 'Cache Lang Pack', tags: ['Cache Meadow'] });
    web = await appWithRenderer();
    const german = await page('/tags/cache-meadow?lang=de');
    const french = await page('/tags/cache-meadow?lang=fr');
    const english = await page('/tags/cache-meadow');
    const again = await page('/tags/cache-meadow?lang=de');
    expect(calls().map((c) => c.language)).toEqual(['de', 'fr', 'en']);
    expect(rootOf(german.body)?.[1]).toContain('data-server-rendered="de"');
    expect(rootOf(french.body)?.[1]).toContain('data-server-rendered="fr"');
    expect(rootOf(english.body)?.[1]).toContain('data-server-rendered="en"');
    expect(rootOf(again.body)?.[1]).toContain('data-server-rendered="de"');
  });

  it('renders a page once for everyone who asks for it while its answers stay the same', async () => {
    const content = await makeContent(t, { title: 'First Pack' });
    web = await appWithRenderer();
    const first = await page('/');
    const again = await page('/');
    expect(rootOf(again.body)?.[0]).toBe(rootOf(first.body)?.[0]);
    expect(calls()).toHaveLength(1);
    // Another language is another page.
    await page('/', { 'accept-language': 'fr' });
    expect(calls()).toHaveLength(2);
    // A change to the catalogue changes the answers: the page is rendered again.
    await t.database.db.updateTable('contents').set({ title: 'Renamed Pack' }).where('id', '=', content.id).execute();
    const changed = await page('/');
    expect(rootOf(changed.body)?.[2]).toContain('"title":"Renamed Pack"');
    expect(rootOf(changed.body)?.[2]).not.toContain('"title":"First Pack"');
    expect(calls()).toHaveLength(3);
  });

  it('sends the app shell when it cannot render: no renderer, a failure, a page that is not rendered there', async () => {
    const content = await makeContent(t);
    web = await appWithRenderer({}, null);
    let res = await page('/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<header>shell</header>');
    expect(res.body).not.toContain('data-server-rendered');
    await web.close();

    web = await appWithRenderer({}, 'export function createServerRenderer() { throw new Error("broken build"); }');
    res = await page('/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<header>shell</header>');
    await web.close();

    web = await appWithRenderer();
    for (const url of [`/content/${content.slug}?fails=1`, '/content/no-such-pack', '/?page=2', '/premium']) {
      res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<header>shell</header>');
    }
    // Only pages with their first answers reach the renderer (a query string or a missing item has none).
    expect(calls()).toEqual([]);
  });

  it('leaves the page to the browser when the age is checked by a provider (AGE_ASSURANCE=oidc)', async () => {
    await makeContent(t);
    web = await appWithRenderer({
      ageAssurance: {
        mode: 'oidc',
        issuer: 'https://age.example',
        clientId: 'packdex',
        clientSecret: 'secret',
        redirectUri: 'http://localhost/api/age-assurance/callback',
      },
    });
    const res = await page('/');
    expect(res.body).toContain('<header>shell</header>');
    expect(calls()).toEqual([]);
  });

  it('marks a visitor who confirmed their age before anything is painted, with the inline scripts the policy allows', async () => {
    await makeContent(t);
    web = await appWithRenderer();
    const res = await page('/');
    const inline = [...res.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(inline).toEqual([AGE_FLAG_SCRIPT, APP_SCRIPTS_LOADER]);
    const hashes = inline.map((script) => `'sha256-${createHash('sha256').update(script!).digest('base64')}'`);
    const scriptSrc = /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(scriptSrc?.split(' ').sort()).toEqual(["'self'", ...hashes].sort());
  });

  it.each([
    [{}, [], undefined, 'Packdex', '/favicon.svg'],
    [{ ageConfirmed: 'true' }, ['age-confirmed'], undefined, 'Packdex', '/favicon.svg'],
    [{ ageConfirmed: 'true', discreet: 'true' }, ['age-confirmed'], '', 'Notes', '/favicon-neutral.svg'],
    [{ discreet: 'false' }, [], undefined, 'Packdex', '/favicon.svg'],
  ])(
    'the inline script, with storage %j, marks <html> %j (discreet: %j) and names the tab %s with icon %s',
    (stored: Record<string, string>, classes, discreet, title, icon) => {
      // The spec's storage keys, read before the first paint; discreet mode also hides what the tab says.
      const added: string[] = [];
      const dataset: Record<string, string> = {};
      const link = { href: '/favicon.svg' };
      const document = {
        title: 'Packdex',
        documentElement: { classList: { add: (name: string) => added.push(name) }, dataset },
        querySelector: (selector: string) => (selector === 'link[rel=icon]' ? link : null),
      };
      const localStorage = { getItem: (key: string) => stored[key] ?? null };
      runInNewContext(AGE_FLAG_SCRIPT, { localStorage, document });
      expect(added).toEqual(classes);
      expect(dataset.discreet).toBe(discreet);
      expect(document.title).toBe(title);
      expect(link.href).toBe(icon);
    },
  );

  describe('the loader of the app’s code (APP_SCRIPTS_LOADER), in a stand-in browser', () => {
    type Listener = () => void;
    type PaintCallback = (list: { getEntriesByName: (name: string) => object[] }, observer: unknown) => void;

    /** Runs the loader where the test gives the events, frames, timers and paint entries. */
    function loaderIn({ paintTiming }: { paintTiming: boolean }) {
      const listeners = new Map<string, Listener>();
      const frames: Listener[] = [];
      const timers: { run: Listener; ms: number }[] = [];
      const started: string[] = [];
      let onPaint: PaintCallback | null = null;
      class PerformanceObserver {
        static supportedEntryTypes = paintTiming ? ['navigation', 'paint', 'resource'] : ['navigation', 'resource'];
        constructor(callback: PaintCallback) {
          onPaint = callback;
        }
        observe(options: unknown) {
          expect(options).toEqual({ type: 'paint', buffered: true });
        }
        disconnect() {
          onPaint = null;
        }
      }
      const list = { run: ['/assets/app-1.js'], preload: ['/assets/content-1.js'] };
      const document = {
        getElementById: (id: string) => (id === 'packdex-app-scripts' ? { textContent: JSON.stringify(list) } : null),
        createElement: (tag: string) => ({ tag }) as Record<string, string>,
        head: {
          append: (element: Record<string, string>) =>
            started.push(
              element.tag === 'script' ? `${element.type} ${element.src}` : `${element.rel} ${element.href}`,
            ),
        },
      };
      runInNewContext(APP_SCRIPTS_LOADER, {
        document,
        PerformanceObserver,
        addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
        requestAnimationFrame: (frame: Listener) => frames.push(frame),
        setTimeout: (run: Listener, ms = 0) => timers.push({ run, ms }),
      });
      return {
        started,
        fire: (type: string) => listeners.get(type)?.(),
        paint: (...names: string[]) =>
          onPaint?.(
            { getEntriesByName: (name) => (names.includes(name) ? [{ name }] : []) },
            { disconnect: () => (onPaint = null) },
          ),
        /** The next frame, then the timers of no delay it set. */
        frame: () => {
          for (const frame of frames.splice(0)) frame();
          for (const timer of timers.filter((t) => t.ms === 0)) {
            timers.splice(timers.indexOf(timer), 1);
            timer.run();
          }
        },
        threeSecondsLater: () => timers.filter((t) => t.ms === 3000).forEach((t) => t.run()),
      };
    }

    const APP = ['modulepreload /assets/content-1.js', 'module /assets/app-1.js'];

    it('starts the code once the page has loaded and its first contentful paint is on the screen, in either order', () => {
      const loadFirst = loaderIn({ paintTiming: true });
      loadFirst.fire('load');
      loadFirst.paint('first-paint');
      loadFirst.frame();
      // Loaded, and a paint with nothing in it yet: the code waits for the page to be seen.
      expect(loadFirst.started).toEqual([]);
      loadFirst.paint('first-paint', 'first-contentful-paint');
      expect(loadFirst.started).toEqual([]);
      loadFirst.frame();
      expect(loadFirst.started).toEqual(APP);

      const paintFirst = loaderIn({ paintTiming: true });
      paintFirst.paint('first-contentful-paint');
      paintFirst.frame();
      expect(paintFirst.started).toEqual([]);
      paintFirst.fire('load');
      paintFirst.frame();
      expect(paintFirst.started).toEqual(APP);
    });

    it('starts it on the load alone where the browser has no paint entries, and once only', () => {
      const loader = loaderIn({ paintTiming: false });
      loader.fire('load');
      loader.frame();
      expect(loader.started).toEqual(APP);
      loader.fire('DOMContentLoaded');
      loader.threeSecondsLater();
      loader.frame();
      expect(loader.started).toEqual(APP);
    });

    it('starts it 3 s after the document was parsed when a picture holds the load back', () => {
      const loader = loaderIn({ paintTiming: true });
      loader.fire('DOMContentLoaded');
      loader.paint('first-contentful-paint');
      loader.frame();
      expect(loader.started).toEqual([]);
      loader.threeSecondsLater();
      loader.frame();
      expect(loader.started).toEqual(APP);
      loader.fire('load');
      loader.frame();
      expect(loader.started).toEqual(APP);
    });
  });

  it("starts the app's code once the rendered page is painted, and a page sent with the shell at once", async () => {
    const model = await makeModel(t);
    const content = await makeContent(t, { model });
    const chunks = { content: ['/assets/content-1.js', '/assets/slots-1.js'] };
    web = await appWithRenderer({}, RENDERER, { 'page-chunks.json': JSON.stringify(chunks) });
    const rendered = await page(`/content/${content.slug}`);
    expect(rendered.body).toContain('data-server-rendered');
    const moduleTags = /<(?:script type="module"|link rel="modulepreload")[^>]*>/g;
    expect(rendered.body.match(moduleTags)).toBeNull();
    const list = /<script type="application\/json" id="packdex-app-scripts">(.*?)<\/script>/.exec(rendered.body)?.[1];
    expect(JSON.parse(list ?? 'null')).toEqual({
      run: ['/assets/react-1.js', '/assets/app-1.js'],
      preload: chunks.content,
    });
    expect(rendered.body.indexOf('packdex-app-scripts')).toBeLessThan(rendered.body.indexOf('</head>'));

    // The app shell (no rendered page: a query string) keeps its script tags: it needs the app at once.
    const shell = await page(`/content/${content.slug}?ref=x`);
    expect(shell.body.match(moduleTags)).toHaveLength(4);
    expect(shell.body).not.toContain('packdex-app-scripts');
  });
});
