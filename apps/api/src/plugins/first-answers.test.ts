import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isEnvelope, openEnvelope } from '@packdex/shared/envelope';
import { buildWebApp, useTestApp } from '../../test/build-test-app.ts';
import { makeComment, makeContent, makeModel, makeUser } from '../../test/factories.ts';

const t = useTestApp();
let web: FastifyInstance;

beforeAll(async () => {
  web = await buildWebApp(
    t,
    '<!doctype html><html><head><!--packdex-config--></head><body><div id="root"></div></body></html>',
  );
});
afterAll(async () => web.close());

const ANSWERS = /<script type="application\/json" id="packdex-first-answers">(.*?)<\/script>/s;

/** The answers a page's document carries, opened; null when it carries none. */
async function answersOf(url: string, method: 'GET' | 'HEAD' = 'GET') {
  const res = await web.inject({ method, url, headers: { accept: 'text/html' } });
  expect(res.statusCode).toBe(200);
  const json = ANSWERS.exec(res.body)?.[1];
  if (json === undefined) return null;
  const raw = JSON.parse(json) as Record<string, unknown>;
  const opened: Record<string, unknown> = {};
  for (const [key, body] of Object.entries(raw)) opened[key] = await openEnvelope(body, t.config.envelope.key);
  return { raw, opened, html: res.body };
}

/** What a signed-out visitor gets from the API itself for the same call. */
async function apiAnswer(key: string): Promise<unknown> {
  const res = await t.request('GET', `/api${key}`);
  expect(res.statusCode).toBe(200);
  return (await t.json(res)) as unknown;
}

describe('first answers in a public page', () => {
  it("puts the answers of each public page's first render into its document, enveloped as the API sends them", async () => {
    const model = await makeModel(t, { name: 'Orla Quince' });
    const content = await makeContent(t, { model, title: 'Quince Garden Pack' });
    const author = await makeUser(t);
    await makeComment(t, { user: author, contentId: content.id, text: 'Lovely colours' });
    await makeComment(t, { user: author, modelId: model.id, text: 'Great profile' });

    const pages: Record<string, string[]> = {
      '/': ['/content?page=1&limit=24&sortBy=recent'],
      '/models': ['/models?page=1&limit=24&sortBy=recent'],
      [`/model/${model.slug}`]: [
        `/models/${model.slug}`,
        `/content/model/${model.id}?page=1&limit=24&sortBy=recent`,
        `/likes/stats?modelId=${model.id}`,
        `/comments?modelId=${model.id}&limit=50`,
      ],
      [`/content/${content.slug}`]: [
        `/content/slug/${content.slug}`,
        `/content/${content.id}/related`,
        `/content/${content.id}/similar`,
        `/likes/stats?contentId=${content.id}`,
        `/comments?contentId=${content.id}&limit=50`,
      ],
    };
    const tagged = await makeContent(t, { model, title: 'Tagged Answer Pack', tags: ['Answer Meadow'] });
    expect(tagged.slug).toBeTruthy();
    pages['/tags/answer-meadow'] = [
      '/tags/answer-meadow',
      '/content?tag=answer-meadow&sortBy=recent&page=1&limit=24',
      '/tags/answer-meadow/models?page=1&limit=12',
      '/tags/answer-meadow/follow',
    ];
    // A page's address in another language is the same page: the same answers.
    pages['/models?lang=de'] = pages['/models']!;
    pages['/tags/answer-meadow?lang=ru'] = pages['/tags/answer-meadow'];
    for (const [page, keys] of Object.entries(pages)) {
      const found = await answersOf(page);
      expect(Object.keys(found?.opened ?? {}).sort(), page).toEqual([...keys].sort());
      for (const key of keys) expect(found!.opened[key], key).toEqual(await apiAnswer(key));
      // The catalogue's answers stay enveloped in the page, as they are on the wire.
      for (const key of keys.filter((k) => k.startsWith('/content') || k.startsWith('/models')))
        expect(isEnvelope(found!.raw[key]), key).toBe(true);
    }
    const home = await answersOf('/');
    expect(JSON.stringify(home!.opened)).toContain('Quince Garden Pack');
  });

  it('carries nothing for a page with a query string, a missing item, a HEAD request or a private route', async () => {
    const content = await makeContent(t, { title: 'Query Pack' });
    expect(await answersOf('/?page=2')).toBeNull();
    expect(await answersOf('/models?sortBy=popular')).toBeNull();
    expect(await answersOf(`/content/${content.slug}?ref=share`)).toBeNull();
    expect(await answersOf('/content/no-such-pack')).toBeNull();
    expect(await answersOf('/tags/no-such-tag')).toBeNull();
    expect(await answersOf('/models?lang=de&sortBy=popular')).toBeNull();
    expect(await answersOf('/model/no-such-model')).toBeNull();
    expect(await answersOf('/account')).toBeNull();
    const head = await web.inject({ method: 'HEAD', url: '/', headers: { accept: 'text/html' } });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it('keeps text that could close the script element or look like a replacement pattern intact', async () => {
    const title = 'Pack </script><script>alert(1)</script> $& $` $1';
    const model = await makeModel(t, { name: 'Escape Tester' });
    const content = await makeContent(t, { model, title });
    // Comments are not enveloped: their text stands in the page as JSON.
    await makeComment(t, { user: await makeUser(t), contentId: content.id, text: title });
    const found = await answersOf(`/content/${content.slug}`);
    expect(found!.html).not.toContain('<script>alert(1)');
    expect((found!.opened[`/content/slug/${content.slug}`] as { title: string }).title).toBe(title);
    const comments = found!.opened[`/comments?contentId=${content.id}&limit=50`] as { comments: { text: string }[] };
    expect(comments.comments.map((c) => c.text)).toEqual([title]);
    // The document around the answers is whole: one config element, the body after the head.
    expect(found!.html.match(/id="packdex-config"/g)).toHaveLength(1);
    expect(found!.html).toMatch(/<\/head><body><div id="root"><\/div><\/body><\/html>$/);
  });

  it("preloads the picture each page shows largest, from the page's own answers, at high priority", async () => {
    const preloads = async (url: string) => {
      const html = (await answersOf(url))!.html;
      return [...html.matchAll(/<link rel="preload" as="image" href="([^"]*)" fetchpriority="high">/g)].map(
        (m) => m[1],
      );
    };
    const photoOf = async (id: number) =>
      (await t.database.db.selectFrom('models').select('photo_url').where('id', '=', id).executeTakeFirstOrThrow())
        .photo_url;
    // The newest model is the first card of /models.
    const model = await makeModel(t, { name: 'Newest Face', createdAt: '2031-01-01T00:00:00Z' });
    const content = await makeContent(t, { model, title: 'Backdrop Pack' });
    const orphan = await makeContent(t, { model: null, title: 'Orphan Pack' });
    const photo = await photoOf(model.id);
    expect(await preloads('/models')).toEqual([photo]);
    expect(await preloads(`/model/${model.slug}`)).toEqual([photo]);
    // A pack's header shows its model's photo behind it; a pack without a model, its thumbnail.
    expect(await preloads(`/content/${content.slug}`)).toEqual([photo]);
    const thumbnail = (
      await t.database.db
        .selectFrom('contents')
        .select('thumbnail_url')
        .where('id', '=', orphan.id)
        .executeTakeFirstOrThrow()
    ).thumbnail_url;
    expect(await preloads(`/content/${orphan.slug}`)).toEqual([thumbnail]);
    // The home page's largest element is its heading.
    expect(await preloads('/')).toEqual([]);

    // Only pictures the page could load: none for another scheme or a protocol-relative address.
    for (const url of ['javascript:alert(1)', '//elsewhere.example/a.png', 'http://plain.example/a.png']) {
      await t.database.db.updateTable('models').set({ photo_url: url }).where('id', '=', model.id).execute();
      expect(await preloads(`/model/${model.slug}`), url).toEqual([]);
    }
    await t.database.db
      .updateTable('models')
      .set({ photo_url: 'https://cdn.example/a "quoted" <b>.png' })
      .where('id', '=', model.id)
      .execute();
    const html = (await answersOf(`/model/${model.slug}`))!.html;
    expect(html).toContain('href="https://cdn.example/a &#34;quoted&#34; &#60;b&#62;.png"');
  });
});
