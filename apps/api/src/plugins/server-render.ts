import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { openEnvelope } from '@packdex/shared/envelope';
import type { RuntimeConfig, ServerRenderModule, ServerRenderer } from '@packdex/shared/server-render';
import {
  LANGUAGE_COOKIE,
  acceptedLanguages,
  connectionKind,
  pickLanguage,
  urlLanguage,
} from '@packdex/shared/language';
import type { Language } from '@packdex/shared/constants';
import type { FirstAnswers } from './first-answers.ts';

/** Where the web build puts the server's renderer: beside the browser's build, never inside it. */
export const serverRenderEntry = (webDist: string) =>
  path.join(path.dirname(webDist), 'dist-server', 'entry-server.js');

/** A render that takes longer than this is dropped: the page is sent with the app shell instead. */
export const SERVER_RENDER_TIMEOUT_MS = 2_000;

/**
 * Rendered pages kept for reuse, by everything a render reads (language, address, connection and the
 * answers' bytes): a catalogue change changes the answers, so the page is rendered again, and a kept
 * page is never one the answers no longer say. Bounded in count and bytes; the time bound only ages
 * its relative times ("5m ago"), which count from the time it was rendered.
 */
const CACHE = { max: 500, maxBytes: 16 * 1024 * 1024, ttlMs: 30_000 } as const;

/** What the server rendered into a page's root element (and its head), and for whom. */
export type RenderedRoot = { head: string; html: string; language: Language; renderedAt: number };

/**
 * The language the visitor's browser will pick (the web's rule): the address's (`?lang=de`), else
 * their stored choice, then the header's.
 */
export function requestLanguage(request: FastifyRequest): Language {
  const cookie = request.headers.cookie ?? '';
  const stored = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z-]{2,8})`).exec(cookie)?.[1];
  const url = urlLanguage(request.url.split('?')[1] ?? '');
  return pickLanguage({ url, stored, preferred: acceptedLanguages(request.headers['accept-language']) });
}

/**
 * The public pages rendered on the server with the web build's renderer (apps/web/src/entry-server.tsx;
 * docs/adr/0022-react-rendered-on-the-server-and-hydrated.md). The renderer is loaded at the first
 * page that needs it, and again after a rebuild; without one (a build from before it, or none) every
 * page is sent with the app shell, as the browser renders it whole anyway.
 */
export function serverRendering(webDist: string, clientConfig: RuntimeConfig, log: FastifyBaseLogger) {
  const entry = serverRenderEntry(webDist);
  let loaded: { mtimeMs: number; renderer: Promise<ServerRenderer | null> } | null = null;

  function renderer(): Promise<ServerRenderer | null> {
    if (!existsSync(entry)) return Promise.resolve(null);
    const { mtimeMs } = statSync(entry);
    if (loaded?.mtimeMs !== mtimeMs) {
      const url = `${pathToFileURL(entry).href}?build=${mtimeMs}`;
      const renderer = (import(url) as Promise<ServerRenderModule>).then(
        (module) => module.createServerRenderer(clientConfig),
        (error: unknown) => {
          log.error({ err: error }, 'the server renderer could not be loaded: pages are sent without it');
          return null;
        },
      );
      loaded = { mtimeMs, renderer };
    }
    return loaded.renderer;
  }

  type Job = { request: FastifyRequest; answers: Record<string, unknown>; language: Language };
  const rendered = new LRUCache<string, RenderedRoot, Job>({
    max: CACHE.max,
    maxSize: CACHE.maxBytes,
    sizeCalculation: (root) => root.head.length + root.html.length + 64,
    ttl: CACHE.ttlMs,
    // Concurrent requests for the same page wait for one render.
    fetchMethod: async (_key, _stale, { context }) => (await render(context)) ?? undefined,
  });

  async function render({ request, answers, language }: Job): Promise<RenderedRoot | null> {
    const loadedRenderer = await renderer();
    if (!loadedRenderer) return null;
    const renderedAt = Date.now();
    const page = await loadedRenderer.render({
      url: request.url,
      language,
      answers,
      renderedAt,
      connection: connectionKind(request.protocol, request.hostname),
      timeoutMs: SERVER_RENDER_TIMEOUT_MS,
      onError: (error) => request.log.warn({ err: error }, 'part of a page was left to the browser to render'),
    });
    return page === null ? null : { ...page, language, renderedAt };
  }

  /**
   * The page at `request.url` rendered from its first answers (the bodies its document carries),
   * or null when it cannot be: no renderer, a route that is not rendered there, a failure or a
   * render over its time. Never throws: the page is then sent as the browser renders it.
   */
  return async function renderRoot(
    request: FastifyRequest,
    answers: FirstAnswers,
    envelopeKey: string,
  ): Promise<RenderedRoot | null> {
    try {
      if (!existsSync(entry)) return null;
      const language = requestLanguage(request);
      // Opened first: an enveloped answer is encrypted afresh (a new IV) each time it is sent.
      const opened: Record<string, unknown> = {};
      for (const [path, body] of Object.entries(answers))
        opened[path] = await openEnvelope(JSON.parse(body) as unknown, envelopeKey);
      const key = createHash('sha256')
        .update(`${language}\0${connectionKind(request.protocol, request.hostname)}\0${request.url}\0`)
        // By path: the calls of a page are asked together, and answer in any order.
        .update(JSON.stringify(Object.entries(opened).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))))
        .digest('base64');
      return (await rendered.fetch(key, { context: { request, answers: opened, language } })) ?? null;
    } catch (error) {
      request.log.warn({ err: error }, 'could not render a page on the server: sent with the app shell');
      return null;
    }
  };
}
