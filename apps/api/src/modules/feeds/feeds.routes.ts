import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam, sitemapFileParam, slugParam } from '@packdex/shared/schemas';
import { notModified, weakEtag } from '../../plugins/conditional.ts';
import type { FeedDocument, FeedsService } from './feeds.service.ts';

const ATOM = 'application/atom+xml; charset=utf-8';
const XML = 'application/xml; charset=utf-8';

/** A collection's id and the slug its page's address carries (any: the id names the collection). */
const collectionFeedParam = idParam.extend({ slug: slugParam.shape.slug });

/**
 * Cached by shared caches but checked with the server at each use (the validators make that a
 * 304): a hidden item leaves every copy at the next check, not after a lifetime.
 */
const CACHE_CONTROL = 'public, no-cache';

/**
 * The Last-Modified of a document changed at `iso`, or none while that is the current second: an
 * HTTP date counts whole seconds, so a second change within the same second would carry the same
 * date, and a client holding the first would be told its copy is current.
 */
function httpDate(iso: string | null): string | undefined {
  if (iso === null) return undefined;
  const at = Date.parse(iso);
  return Math.floor(at / 1000) < Math.floor(Date.now() / 1000) ? new Date(at).toUTCString() : undefined;
}

/** The document with its validators, or 304 when the client's copy is current. */
function send(request: FastifyRequest, reply: FastifyReply, doc: FeedDocument, type: string) {
  const etag = weakEtag(doc.body);
  const lastModified = httpDate(doc.lastModified);
  reply.header('cache-control', CACHE_CONTROL).header('etag', etag).type(type);
  if (lastModified) reply.header('last-modified', lastModified);
  if (notModified(request, etag, lastModified)) return reply.code(304).send();
  return reply.send(doc.body);
}

/**
 * Feeds and what crawlers read, at the site's root (not /api): `/feed.atom`,
 * `/model/{slug}/feed.atom`, `/tags/{slug}/feed.atom`, `/collection/{id}/{slug}/feed.atom`, `/sitemap.xml`, `/sitemaps/{file}` and `/robots.txt`. The same for
 * everyone, so served from the page cache, which every change of the catalogue drops (but a collection's).
 */
export function feedsRoutes(service: FeedsService): FastifyPluginAsyncZod {
  return async (app) => {
    const options = { config: { pageCache: true }, schema: { hide: true } } as const;

    app.get('/feed.atom', options, async (request, reply) => send(request, reply, await service.latest(), ATOM));

    app.get(
      '/model/:slug/feed.atom',
      { ...options, schema: { hide: true, params: slugParam } },
      async (request, reply) => send(request, reply, await service.ofModel(request.params.slug), ATOM),
    );

    app.get(
      '/tags/:slug/feed.atom',
      { ...options, schema: { hide: true, params: slugParam } },
      async (request, reply) => send(request, reply, await service.ofTag(request.params.slug), ATOM),
    );

    // A public collection's feed, at its page's address (`/collection/{id}/{slug}`, the slug only
    // reads well). Not from the page cache: its owner's saves and shares change it, and they are
    // not the catalogue changes that drop cached pages; the ETag still makes a current copy a 304.
    const collectionFeed = async (request: FastifyRequest<{ Params: { id: number } }>, reply: FastifyReply) =>
      send(request, reply, await service.ofCollection(request.params.id), ATOM);
    app.get('/collection/:id/feed.atom', { schema: { hide: true, params: idParam } }, collectionFeed);
    app.get('/collection/:id/:slug/feed.atom', { schema: { hide: true, params: collectionFeedParam } }, collectionFeed);

    app.get('/sitemap.xml', options, async (request, reply) => send(request, reply, await service.sitemapIndex(), XML));

    app.get(
      '/sitemaps/:file',
      { ...options, schema: { hide: true, params: sitemapFileParam } },
      async (request, reply) => send(request, reply, await service.sitemapFile(request.params.file), XML),
    );

    app.get('/robots.txt', options, async (request, reply) =>
      send(request, reply, { body: service.robots(), lastModified: null }, 'text/plain; charset=utf-8'),
    );
  };
}
