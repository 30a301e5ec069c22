import { expect, test } from '../support/test.ts';
import { api } from '../support/api.ts';
import { e2e, MOBILE, noHorizontalOverflow, snap, visitorPage } from '../support/browser.ts';
import { row } from '../support/db.ts';
import { adminSession } from '../support/session.ts';

// A language in the address (ADR 0024) and a tag's page rendered on the server with its items and
// models (issue 39, feeds and crawlers).

test.describe('tag pages in every language', () => {
  let model: { id: number; name: string; slug: string };
  test.beforeAll(async () => {
    const admin = await adminSession();
    model = row<{ id: number; name: string; slug: string }>(
      'select id, name, slug from models where hidden_at is null order by id limit 1',
    );
    for (const title of ['Meadow Lantern Walk', 'Meadow Dawn Chorus']) {
      const res = await api(
        'POST',
        '/content',
        {
          title,
          url: `https://${e2e.monetiser.fileHost}/d/${title.replace(/\W+/g, '-')}-${Date.now()}`,
          type: 'gallery',
          model_id: model.id,
          tags: ['Wildflower Meadows'],
          info: { images: 3, videos: 0, size: 1000 },
        },
        admin.token,
      );
      expect(res.status).toBe(201);
    }
  });

  test("sends a crawler without JavaScript the tag's page in the address's language, with its items, its models and its alternates", async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL: e2e.baseURL, javaScriptEnabled: false });
    // A confirmed visitor's document (no script runs: the age flag is set by the page's own script otherwise).
    const page = await context.newPage();
    const res = await page.goto('/tags/wildflower-meadows?lang=de');
    expect(res?.status()).toBe(200);
    const html = await page.content();
    expect(html).toMatch(/<html lang="de"/);
    const root = page.locator('#root');
    expect(await root.getAttribute('data-server-rendered')).toBe('de');
    const text = (await root.textContent()) ?? '';
    expect(text).toContain('Wildflower Meadows');
    expect(text).toContain('Meadow Lantern Walk');
    expect(text).toContain('Meadow Dawn Chorus');
    // German, from the page's own texts: the count and the sort toggle.
    expect(text).toContain('2 Einträge');
    expect(text).toContain('Neueste');
    // The models whose items carry the tag.
    expect(await root.locator(`section a[href="/model/${model.slug}"]`).count()).toBeGreaterThan(0);
    expect(text).toContain(model.name);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<title>Wildflower Meadows — ');
    expect(head).toMatch(/<link rel="canonical" href="[^"]*\/tags\/wildflower-meadows\?lang=de">/);
    expect(head).toMatch(/<link rel="alternate" hreflang="fr" href="[^"]*\/tags\/wildflower-meadows\?lang=fr">/);
    expect(head).toMatch(/<link rel="alternate" hreflang="x-default" href="[^"]*\/tags\/wildflower-meadows">/);
  });

  test("the footer's switcher goes to the page's address in the chosen language, and back to English's", async ({
    browser,
  }) => {
    const { context, page } = await visitorPage(browser);
    await page.goto('/tags/wildflower-meadows');
    await page.getByRole('heading', { level: 1, name: 'Wildflower Meadows' }).waitFor();
    await page.getByRole('heading', { level: 2, name: /Models/ }).waitFor();
    await snap(page, 'tag-page-desktop');
    await page.locator('footer select').selectOption('fr');
    await page.waitForURL('**/tags/wildflower-meadows?lang=fr');
    await page.getByRole('heading', { level: 2, name: /Modèles/ }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    // Remembered: the address without `lang` stays French after a reload.
    await page.goto('/tags/wildflower-meadows');
    await page.getByRole('heading', { level: 2, name: /Modèles/ }).waitFor();
    await page.locator('footer select').selectOption('en');
    await page.waitForURL((url) => url.pathname === '/tags/wildflower-meadows' && url.search === '');
    await page.getByRole('heading', { level: 2, name: /Models/ }).waitFor();
    await context.close();

    const mobile = await visitorPage(browser, MOBILE);
    await mobile.page.goto('/tags/wildflower-meadows?lang=de');
    await mobile.page.getByRole('heading', { level: 1, name: 'Wildflower Meadows' }).waitFor();
    await mobile.page.getByText('2 Einträge').waitFor();
    // German's longer words (the footer's "Entfernungsantrag") still fit a phone's width.
    await noHorizontalOverflow(mobile.page);
    await snap(mobile.page, 'tag-page-mobile-de');
  });
});
