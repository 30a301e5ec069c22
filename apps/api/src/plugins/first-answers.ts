import type { FastifyInstance } from 'fastify';
import { COMMENTS_PAGE_SIZE, PUBLIC_PAGE_SIZE } from '@packdex/shared/constants';
import { openEnvelope } from '@packdex/shared/envelope';
import { itemPage } from './page-paths.ts';

/**
 * The API's answers that a public page's first render asks for, keyed by the path and query the
 * web's API client builds (`queryPath` in apps/web/src/lib/api-client.ts), each body exactly as
 * the API sends it to a visitor who is not signed in (enveloped where the API envelopes), as the
 * JSON text it sent: it goes into the page as it is, without being parsed and written again.
 */
export type FirstAnswers = Record<string, string>;

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
      `/likes/stats?contentId=${id}`,
      `/comments?contentId=${id}&limit=${COMMENTS_PAGE_SIZE}`,
    ],
  },
} as const;

/**
 * Asks the API, in-process, what the page at `pagePath` (no query string) will ask on its first
 * render, as the visitor at `ip` (so per-address limits count for them). Only 200 answers are kept:
 * for anything else the page asks itself and shows what it always shows. Pages with a query string
 * or other routes get nothing; the web fetches as before.
 */
export async function firstAnswersFor(
  app: FastifyInstance,
  envelopeKey: string,
  pagePath: string,
  ip: string,
): Promise<FirstAnswers> {
  const answers: FirstAnswers = {};
  const ask = async (path: string) => {
    const res = await app.inject({
      method: 'GET',
      url: `/api${path}`,
      remoteAddress: ip,
      headers: { accept: 'application/json' },
    });
    if (res.statusCode !== 200 || !String(res.headers['content-type']).includes('json')) return null;
    answers[path] = res.body;
    return res.body;
  };

  if (pagePath === '/') await ask(`/content?${firstPage}`);
  else if (pagePath === '/models') await ask(`/models?${firstPage}`);
  else {
    const page = itemPage(pagePath);
    if (!page) return answers;
    const calls = ITEM_CALLS[page.kind];
    const item = await ask(calls.item(page.slug));
    // The item comes enveloped: its id is read from the opened answer.
    const opened = item === null ? null : await openEnvelope(JSON.parse(item) as unknown, envelopeKey);
    const id = typeof opened === 'object' && opened !== null ? (opened as { id?: unknown }).id : undefined;
    if (typeof id === 'number') await Promise.all(calls.byId(id).map(ask));
  }
  return answers;
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
