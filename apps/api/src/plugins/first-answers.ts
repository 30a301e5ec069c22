import type { FastifyInstance } from 'fastify';
import { COMMENTS_PAGE_SIZE, PUBLIC_PAGE_SIZE } from '@packdex/shared/constants';
import { openEnvelope } from '@packdex/shared/envelope';

/**
 * The API's answers that a public page's first render asks for, keyed by the path and query the
 * web's API client builds (`queryPath` in apps/web/src/lib/api-client.ts), each body exactly as
 * the API sends it to a visitor who is not signed in (enveloped where the API envelopes), as the
 * JSON text it sent: it goes into the page as it is, without being parsed and written again.
 */
export type FirstAnswers = Record<string, string>;

/** The first page of a list, with the query the web's list pages send by default. */
const firstPage = `page=1&limit=${PUBLIC_PAGE_SIZE}&sortBy=recent`;

const MODEL_PAGE = /^\/model\/([^/]+)\/?$/;
const CONTENT_PAGE = /^\/content\/([^/]+)\/?$/;

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
  /** The id of an (enveloped) item, to ask for what hangs off it. */
  const idOf = async (body: string | null) => {
    if (body === null) return null;
    const item = await openEnvelope(JSON.parse(body) as unknown, envelopeKey);
    const id = typeof item === 'object' && item !== null ? (item as { id?: unknown }).id : undefined;
    return typeof id === 'number' ? id : null;
  };

  if (pagePath === '/') {
    await ask(`/content?${firstPage}`);
  } else if (pagePath === '/models') {
    await ask(`/models?${firstPage}`);
  } else {
    const model = MODEL_PAGE.exec(pagePath);
    const content = CONTENT_PAGE.exec(pagePath);
    const slug = safeDecode((model ?? content)?.[1]);
    if (slug === null) return answers;
    if (model) {
      const id = await idOf(await ask(`/models/${encodeURIComponent(slug)}`));
      if (id !== null) {
        await Promise.all([
          ask(`/content/model/${id}?${firstPage}`),
          ask(`/likes/stats?modelId=${id}`),
          ask(`/comments?modelId=${id}&limit=${COMMENTS_PAGE_SIZE}`),
        ]);
      }
    } else {
      const id = await idOf(await ask(`/content/slug/${encodeURIComponent(slug)}`));
      if (id !== null) {
        await Promise.all([
          ask(`/content/${id}/related`),
          ask(`/likes/stats?contentId=${id}`),
          ask(`/comments?contentId=${id}&limit=${COMMENTS_PAGE_SIZE}`),
        ]);
      }
    }
  }
  return answers;
}

function safeDecode(segment: string | undefined): string | null {
  if (segment === undefined) return null;
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
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
