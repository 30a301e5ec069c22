import type { FastifyInstance } from 'fastify';
import { COMMENTS_PAGE_SIZE, PUBLIC_PAGE_SIZE, TAG_MODELS_PAGE_SIZE } from '@packdex/shared/constants';
import { openEnvelope } from '@packdex/shared/envelope';
import { itemPage, tagPage } from './page-paths.ts';

/**
 * The API's answers that a public page's first render asks for, keyed by the path and query the
 * web's API client builds (`queryPath` in apps/web/src/lib/api-client.ts), each body exactly as
 * the API sends it to a visitor who is not signed in (enveloped where the API envelopes), as the
 * JSON text it sent: it goes into the page as it is, without being parsed and written again.
 */
export type FirstAnswers = Record<string, string>;

/**
 * A public page's first answers and the picture its first render shows largest (the page's Largest
 * Contentful Paint): the first model's photo on /models, the photo behind a model's or a pack's
 * header. The document preloads it, so it downloads beside the scripts instead of once they have
 * rendered the page. The home page's largest element is its heading: no picture.
 */
export type FirstPage = { answers: FirstAnswers; image: string | null };

/** Only a picture the page may load (CSP img-src): a path on this site or an https address. */
const safeImage = (url: unknown): string | null =>
  typeof url === 'string' && (/^\/(?!\/)/.test(url) || url.startsWith('https://')) ? url : null;

type Opened = Record<string, unknown> | null;
const asObject = (value: unknown): Opened => (typeof value === 'object' && value !== null ? (value as Opened) : null);

/** The first page of a list, with the query the web's list pages send by default. */
const firstPage = `page=1&limit=${PUBLIC_PAGE_SIZE}&sortBy=recent`;

/** What an item page asks for first: the item, then what hangs off its id. */
const ITEM_CALLS = {
  model: {
    item: (slug: string) => `/models/${encodeURIComponent(slug)}`,
    byId: (id: number) => [
      `/content/model/${id}?${firstPage}`,
      `/likes/stats?modelId=${id}`,
      `/comments?modelId=${id}&limit=${COMMENTS_PAGE_SIZE}`,
    ],
  },
  content: {
    item: (slug: string) => `/content/slug/${encodeURIComponent(slug)}`,
    byId: (id: number) => [
      `/content/${id}/related`,
      `/content/${id}/similar`,
      `/likes/stats?contentId=${id}`,
      `/comments?contentId=${id}&limit=${COMMENTS_PAGE_SIZE}`,
    ],
  },
} as const;

/**
 * Asks the API, in-process, what the page at `pagePath` (no query string) will ask on its first
 * render, as the visitor at `ip` (so per-address limits count for them) with `cookie` (the provider's
 * age answer only, with AGE_ASSURANCE=oidc: it is otherwise asked as a visitor who is not signed in). Only 200 answers are kept:
 * for anything else the page asks itself and shows what it always shows. Pages with a query string
 * or other routes get nothing; the web fetches as before.
 */
export async function firstAnswersFor(
  app: FastifyInstance,
  envelopeKey: string,
  pagePath: string,
  ip: string,
  cookie?: string,
): Promise<FirstPage> {
  const headers = { accept: 'application/json', ...(cookie ? { cookie } : {}) };
  const answers: FirstAnswers = {};
  const open = async (body: string | null): Promise<Opened> =>
    body === null ? null : asObject(await openEnvelope(JSON.parse(body) as unknown, envelopeKey));
  const ask = async (path: string) => {
    const res = await app.inject({
      method: 'GET',
      url: `/api${path}`,
      remoteAddress: ip,
      headers,
    });
    if (res.statusCode !== 200 || !String(res.headers['content-type']).includes('json')) return null;
    answers[path] = res.body;
    return res.body;
  };

  if (pagePath === '/') {
    await ask(`/content?${firstPage}`);
    return { answers, image: null };
  }
  if (pagePath === '/models') {
    const list = await open(await ask(`/models?${firstPage}`));
    const first = Array.isArray(list?.models) ? asObject(list.models[0]) : null;
    return { answers, image: safeImage(first?.photoUrl) };
  }
  const tag = tagPage(pagePath);
  if (tag !== null) {
    // The tag page's calls (features/catalogue/api/get-tag.ts), with the Follow button's count.
    const slug = encodeURIComponent(tag);
    // The list's query as the web's client writes it (URLSearchParams, `queryPath`).
    const list = new URLSearchParams({ tag, sortBy: 'recent', page: '1', limit: String(PUBLIC_PAGE_SIZE) });
    if ((await ask(`/tags/${slug}`)) !== null)
      await Promise.all([
        ask(`/content?${list.toString()}`),
        ask(`/tags/${slug}/models?page=1&limit=${TAG_MODELS_PAGE_SIZE}`),
        ask(`/tags/${slug}/follow`),
      ]);
    return { answers, image: null };
  }
  const page = itemPage(pagePath);
  if (!page) return { answers, image: null };
  const calls = ITEM_CALLS[page.kind];
  // The item comes enveloped: its id and picture are read from the opened answer.
  const item = await open(await ask(calls.item(page.slug)));
  if (typeof item?.id === 'number') await Promise.all(calls.byId(item.id).map(ask));
  // The header's backdrop (content-hero-card.tsx, model-hero.tsx): the model's photo first.
  const image = page.kind === 'model' ? item?.photoUrl : (asObject(item?.model)?.photoUrl ?? item?.thumbnailUrl);
  return { answers, image: safeImage(image) };
}

/**
 * The answers as a JSON script element: an object of path → body, written from the bodies' JSON
 * text. `<` can only stand inside a JSON string, where `\u003c` means the same, so escaping it keeps
 * the JSON as it was and no value can close the element.
 */
export function firstAnswersTag(answers: FirstAnswers): string {
  const entries = Object.entries(answers);
  if (entries.length === 0) return '';
  const json = `{${entries.map(([path, body]) => `${JSON.stringify(path)}:${body}`).join(',')}}`;
  return `<script type="application/json" id="packdex-first-answers">${json.replace(/</g, '\\u003c')}</script>`;
}
