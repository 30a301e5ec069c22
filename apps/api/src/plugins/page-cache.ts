import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CachedPage, PageCache, PageEncoding } from '../lib/page-cache.ts';
import type { Viewer } from '../modules/users/users.service.ts';
import { notModified } from './conditional.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The answer is the same for everyone of one audience: serve it from the page cache. A function
     * says it per request (an answer that is the same for some viewers only).
     */
    pageCache?: boolean | ((request: FastifyRequest) => boolean);
    /** A successful call changes what cached pages show (besides admin writes and reports, which always do). */
    invalidatesPages?: boolean;
  }
  interface FastifyRequest {
    /** Set when this request's answer is to be stored in the page cache. */
    pageCacheSlot: { key: string; version: string; done: (page: CachedPage | undefined) => void } | null;
    /** The answer came from the page cache (already serialised and enveloped). */
    pageCacheHit: boolean;
  }
}

/**
 * Who receives the same bytes (docs/product.md#catalogue, ADR 0007): visitors and free accounts get
 * monetised links, premium members direct ones. Visitors and free accounts are kept apart too, so
 * nothing shown to a signed-in account ever reaches a visitor. Staff have no audience: their
 * answers may hold hidden items (`includeHidden`, details of reported items), so they are neither
 * served from the cache nor stored in it. Nor are accounts that hide tags (their tag blacklist,
 * docs/product.md#hidden-tags): their lists leave out what they hide, so a shared page would show them
 * what they hid, and theirs would hide it from everyone else. Accounts that hide nothing keep the
 * cached path.
 */
function audienceOf(viewer: Viewer | null): 'visitor' | 'free' | 'premium' | null {
  if (!viewer) return 'visitor';
  if (viewer.isStaff || viewer.hidesTags) return null;
  return viewer.isPremium ? 'premium' : 'free';
}

/**
 * How long an answer says any shared cache may keep it (`public` with `s-maxage` or `max-age`), in
 * ms: the page cache keeps it as long, since admin writes and reports still drop it at once. An
 * answer that says nothing is kept for the cache's lifetime (PAGE_CACHE_TTL_MS).
 */
export function sharedFreshnessMs(cacheControl: string | undefined): number | undefined {
  if (!cacheControl) return undefined;
  const directives = cacheControl
    .toLowerCase()
    .split(',')
    .map((d) => d.trim());
  if (!directives.includes('public')) return undefined;
  const age = (name: string) => {
    const found = directives.find((d) => d.startsWith(`${name}=`));
    const seconds = found ? Number(found.slice(name.length + 1)) : Number.NaN;
    return Number.isInteger(seconds) && seconds >= 0 ? seconds * 1000 : undefined;
  };
  return age('s-maxage') ?? age('max-age');
}

/** Answers shorter than this are sent as they are (the compression plugin's threshold too, app.ts). */
export const COMPRESS_THRESHOLD = 1024;

// No cache of its own: a store keyed by the header would grow with every distinct header sent.
const encodings = new Negotiator<PageEncoding>({ supportedValues: ['br', 'gzip'] });

/** The encoding a cached page is sent in to this client, if any (the compression plugin's rules). */
function encodingFor(request: FastifyRequest, page: CachedPage): PageEncoding | null {
  const accepted = request.headers['accept-encoding'];
  if (!accepted || request.headers['x-no-compression'] !== undefined) return null;
  if (page.payload.length < COMPRESS_THRESHOLD) return null;
  return encodings.negotiate(accepted);
}

function cacheable(request: FastifyRequest): boolean {
  const rule = request.routeOptions.config.pageCache;
  return request.method === 'GET' && (rule === true || (typeof rule === 'function' && rule(request)));
}

/** Writes that change what a cached page shows: any by staff, reports (they can hide), and routes that say so. */
function invalidates(request: FastifyRequest): boolean {
  if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return false;
  if (request.viewer?.isStaff) return true;
  const route = request.routeOptions.url ?? '';
  return route.startsWith('/api/reports') || request.routeOptions.config.invalidatesPages === true;
}

/**
 * Serves GET routes marked `config: { pageCache: true }` from the page cache, keyed by audience,
 * route, parameters and the validated query; invalidates on writes. Registered after the envelope
 * so the stored bytes are the enveloped ones.
 */
export function registerPageCache(app: FastifyInstance, cache: PageCache): void {
  app.decorateRequest('pageCacheSlot', null);
  app.decorateRequest('pageCacheHit', false);
  // Misses being answered now, by key: requests for the same page wait for the first one instead of
  // all running the same queries (a slow page under load would otherwise be computed N times).
  const inFlight = new Map<string, { version: string; page: Promise<CachedPage | undefined> }>();

  /**
   * The bytes of a page for this request: encoded once per cache entry and kept with it, so a hit
   * writes stored bytes. Compressing on every answer cost about 2.3 ms of CPU per hit, and took the
   * cached home list from about 10,000 to 700 answers a second with a browser's Accept-Encoding. The
   * Content-Encoding set here tells the compression plugin the answer is already encoded.
   */
  const bytesOf = (request: FastifyRequest, reply: FastifyReply, key: string, page: CachedPage) => {
    const encoding = encodingFor(request, page);
    if (!encoding) return page.payload;
    const vary = reply.getHeader('vary');
    if (!/\baccept-encoding\b/i.test(String(vary ?? '')))
      reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
    reply.header('content-encoding', encoding);
    return cache.encoded(key, page, encoding);
  };

  const serve = (request: FastifyRequest, reply: FastifyReply, key: string, page: CachedPage) => {
    request.pageCacheHit = true;
    reply.header('content-type', page.contentType).header('x-page-cache', 'hit');
    if (page.cacheControl) reply.header('cache-control', page.cacheControl);
    if (page.etag) reply.header('etag', page.etag);
    if (page.lastModified) reply.header('last-modified', page.lastModified);
    if ((page.etag || page.lastModified) && notModified(request, page.etag, page.lastModified))
      return reply.code(304).send();
    return reply.send(bytesOf(request, reply, key, page));
  };

  app.addHook('preHandler', async (request, reply) => {
    const audience = audienceOf(request.viewer);
    if (audience === null || !cacheable(request)) return;
    const key = [
      audience,
      request.routeOptions.url,
      JSON.stringify(request.params),
      JSON.stringify(request.query),
    ].join('|');
    const hit = cache.get(key);
    if (hit) return serve(request, reply, key, hit);
    const version = cache.version();
    const running = inFlight.get(key);
    if (running && running.version === version) {
      const page = await running.page;
      if (page) return serve(request, reply, key, page);
    }
    let done: (page: CachedPage | undefined) => void = () => undefined;
    const page = new Promise<CachedPage | undefined>((resolve) => (done = resolve));
    const entry = { version, page };
    inFlight.set(key, entry);
    request.pageCacheSlot = {
      key,
      version,
      done: (result) => {
        if (inFlight.get(key) === entry) inFlight.delete(key);
        done(result);
      },
    };
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const slot = request.pageCacheSlot;
    if (slot) {
      const contentType = reply.getHeader('content-type');
      const cacheControl = reply.getHeader('cache-control');
      const etag = reply.getHeader('etag');
      const lastModified = reply.getHeader('last-modified');
      let page: CachedPage | undefined;
      if (reply.statusCode === 200 && typeof payload === 'string' && typeof contentType === 'string') {
        page = {
          payload,
          contentType,
          ...(typeof cacheControl === 'string' ? { cacheControl } : {}),
          ...(typeof etag === 'string' ? { etag } : {}),
          ...(typeof lastModified === 'string' ? { lastModified } : {}),
        };
        cache.set(slot.key, slot.version, page, sharedFreshnessMs(page.cacheControl));
      }
      slot.done(page);
      reply.header('x-page-cache', 'miss');
      // The miss encodes the page for its own client and keeps the bytes for the hits after it.
      if (page) return bytesOf(request, reply, slot.key, page);
    } else if (reply.statusCode >= 200 && reply.statusCode < 300 && invalidates(request)) {
      await cache.invalidate();
    }
    return payload;
  });

  // A miss that ended without an answer of its own (an error before onSend, a closed socket) lets
  // its waiters compute the page themselves.
  app.addHook('onResponse', async (request) => request.pageCacheSlot?.done(undefined));
  app.addHook('onRequestAbort', async (request) => request.pageCacheSlot?.done(undefined));
}
