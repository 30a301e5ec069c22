import { LANGUAGES } from '@packdex/shared/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildWebApp, useTestApp } from '../../test/build-test-app.ts';
import { makeContent, makeModel } from '../../test/factories.ts';
import { moderation } from '../db/moderation.ts';

const t = useTestApp({ env: { PUBLIC_URL: 'https://packdex.example' } });
const INDEX = '<!doctype html><html lang="en"><head><title>x</title></head><body><div id="root"></div></body></html>';

let web: FastifyInstance;
beforeAll(async () => {
  web = await buildWebApp(t, INDEX);
});
afterAll(() => web.close());

/** The document's head links, each as its attributes. */
async function headLinks(url: string): Promise<Record<string, string>[]> {
  const res = await web.inject({ url, headers: { accept: 'text/html' } });
  expect(res.statusCode, url).toBe(200);
  const head = res.body.slice(0, res.body.indexOf('</head>'));
  return [...head.matchAll(/<link ([^>]*)>/g)].map((m) =>
    Object.fromEntries([...m[1]!.matchAll(/([a-z]+)="([^"]*)"/g)].map((a) => [a[1]!, a[2]!.replaceAll('&#38;', '&')])),
  );
}
const canonicalOf = async (url: string) => (await headLinks(url)).find((l) => l.rel === 'canonical')?.href;

describe('canonical and language links', () => {
  it('names each public page by its address on PUBLIC_URL, without list filters, keeping the page number', async () => {
    expect(await canonicalOf('/')).toBe('https://packdex.example/');
    expect(await canonicalOf('/?page=3&sortBy=popular')).toBe('https://packdex.example/?page=3');
    expect(await canonicalOf('/?page=1')).toBe('https://packdex.example/');
    expect(await canonicalOf('/models?ethnicity=latina')).toBe('https://packdex.example/models');
    expect(await canonicalOf('/content/some-pack/')).toBe('https://packdex.example/content/some-pack');
    expect(await canonicalOf('/terms')).toBe('https://packdex.example/terms');
  });

  it('gives accounts, admin and unknown paths no canonical link', async () => {
    for (const url of ['/admin', '/account', '/activity?tab=history', '/no-such-page'])
      expect(await headLinks(url), url).toEqual([]);
  });

  it('lists every interface language at its own address and x-default at the English one, on every public page', async () => {
    for (const [url, english] of [
      ['/', 'https://packdex.example/'],
      ['/?page=2&sortBy=popular&lang=fr', 'https://packdex.example/?page=2'],
      ['/models', 'https://packdex.example/models'],
      ['/content/some-pack?lang=de', 'https://packdex.example/content/some-pack'],
      ['/model/some-model', 'https://packdex.example/model/some-model'],
      ['/tags/beach?page=3&sort=popular', 'https://packdex.example/tags/beach?page=3'],
      ['/terms?lang=ru', 'https://packdex.example/terms'],
    ]) {
      const links = await headLinks(url!);
      const languages = links.filter((l) => l.hreflang).map((l) => [l.hreflang, l.href]);
      const join = english!.includes('?') ? '&' : '?';
      expect(languages, url).toEqual([
        ...LANGUAGES.map((language) => [language, language === 'en' ? english : `${english}${join}lang=${language}`]),
        ['x-default', english],
      ]);
    }
  });

  it('names a localized address as its own canonical, and an unknown or English lang as the English one', async () => {
    expect(await canonicalOf('/tags/beach?lang=de')).toBe('https://packdex.example/tags/beach?lang=de');
    expect(await canonicalOf('/models?page=2&lang=ru&hairColor=red')).toBe(
      'https://packdex.example/models?page=2&lang=ru',
    );
    expect(await canonicalOf('/?lang=pt')).toBe('https://packdex.example/?lang=pt');
    for (const url of ['/tags/beach?lang=xx', '/tags/beach?lang=en', '/tags/beach?lang=', '/tags/beach?lang=DE'])
      expect(await canonicalOf(url), url).toBe('https://packdex.example/tags/beach');
  });

  it('says the language of an address in the document before the app renders', async () => {
    const lang = async (url: string) => {
      const res = await web.inject({ url, headers: { accept: 'text/html' } });
      return /<html lang="([a-z]+)"/.exec(res.body)?.[1];
    };
    expect(await lang('/account?lang=fr')).toBe('fr');
    expect(await lang('/tags/beach?lang=de')).toBe('de');
    expect(await lang('/tags/beach?lang=xx')).toBe('en');
  });
});

describe("a tag page's head", () => {
  const head = async (url: string) => {
    const res = await web.inject({ url, headers: { accept: 'text/html' } });
    return res.body.slice(0, res.body.indexOf('</head>'));
  };

  it("has the tag's title and a description in the address's language, one title, and none for a tag only hidden items carry", async () => {
    await makeContent(t, { tags: ['Heady Dunes'] });
    const english = await head('/tags/heady-dunes');
    expect(english.match(/<title>/g)).toHaveLength(1);
    expect(english).toContain('<title>Heady Dunes — Packdex</title>');
    expect(english).toContain(
      '<meta name="description" content="Packs tagged Heady Dunes on Packdex, and the models who made them.">',
    );
    const german = await head('/tags/heady-dunes?lang=de');
    expect(german).toContain('<title>Heady Dunes — Packdex</title>');
    expect(german).toContain(
      '<meta name="description" content="Pakete mit dem Tag Heady Dunes auf Packdex und die Models, die sie gemacht haben.">',
    );
    const secret = await makeContent(t, { tags: ['Heady Secret'] });
    await moderation(t.database.db, 'contents').hide(secret.id, 'reports', new Date().toISOString());
    const hidden = await head('/tags/heady-secret');
    expect(hidden).toContain('<title>x</title>');
    expect(hidden).not.toContain('Heady Secret');
  });
});

describe('feed links', () => {
  const feeds = async (url: string) =>
    (await headLinks(url)).filter((l) => l.type === 'application/atom+xml').map((l) => [l.title, l.href]);

  it('names the latest items’ feed on the home page only', async () => {
    expect(await feeds('/')).toEqual([['Packdex: latest packs', 'https://packdex.example/feed.atom']]);
    expect(await feeds('/models')).toEqual([]);
  });

  it('names a shown model’s feed on its page, and none for a hidden model', async () => {
    const model = await makeModel(t, { name: 'Feedlink "Finch"' });
    expect(await feeds(`/model/${model.slug}`)).toEqual([
      ['Feedlink &#34;Finch&#34; — Packdex', `https://packdex.example/model/${model.slug}/feed.atom`],
    ]);
    await moderation(t.database.db, 'models').hide(model.id, 'reports', new Date().toISOString());
    expect(await feeds(`/model/${model.slug}`)).toEqual([]);
  });
});
