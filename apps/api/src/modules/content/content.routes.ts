import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  content,
  contentListQuery,
  contentListResponse,
  errorBody,
  idParam,
  okBody,
  pagedQuery,
  relatedContentResponse,
  shareBody,
  similarContentResponse,
  slugParam,
  viewResponse,
} from '@packdex/shared/schemas';
import { PROFILE_PHOTO_MAX_BYTES } from '@packdex/shared/constants';
import { contentBody, contentThumbnailResponse } from '@packdex/shared/schemas/catalogue-admin';
import { readSingleFile } from '../../lib/multipart.ts';
import { requireStaff, requireUser, staffOnly } from '../../plugins/auth.ts';
import type { ContentService, ViewerKey } from './content.service.ts';
import type { ContentAdminService } from './content-admin.service.ts';
import { addressKey } from '../../plugins/read-limit.ts';

const tags = ['content'];

/**
 * An item's detail is the same for everyone of one audience, except for an unverified account:
 * each of its openings counts against its limit, so its reads always reach the service.
 */
const sameForAudience = (request: FastifyRequest) => request.viewer === null || request.viewer.isVerified;

/**
 * Who is viewing: the account when signed in, otherwise a hash of the address (never stored raw),
 * IPv6 by its /64. Not of the browser too: a User-Agent is whatever the sender writes, and
 * rotating it counted every request as a new viewer.
 */
function viewerOf(request: FastifyRequest): ViewerKey {
  if (request.viewer) return { key: `u:${request.viewer.id}`, userId: request.viewer.id };
  return { key: `a:${createHash('sha256').update(addressKey(request.ip)).digest('hex').slice(0, 32)}`, userId: null };
}

/** The content catalogue: lists, a model's content, one item, its sidebar, views, shares, and admins' add, change and delete. */
export function contentRoutes(service: ContentService, admin: ContentAdminService): FastifyPluginAsyncZod {
  return async (app) => {
    // Each answer carries the download links chosen for whoever asks (direct or monetised), so a
    // cache must key it on the Authorization header and never hand one audience's copy to another.
    app.addHook('onSend', async (_request, reply) => {
      const vary = reply.getHeader('vary');
      const current = typeof vary === 'string' ? vary : '';
      if (!/(^|,)\s*(authorization|\*)\s*(,|$)/i.test(current)) {
        reply.header('vary', current ? `${current}, Authorization` : 'Authorization');
      }
    });

    app.get(
      '/content',
      {
        config: { pageCache: true },
        schema: {
          tags,
          summary: 'List content',
          querystring: contentListQuery,
          response: { 200: contentListResponse, 400: errorBody },
        },
      },
      (request) => service.list(request.query, request.viewer),
    );

    app.get(
      '/content/model/:id',
      {
        config: { pageCache: true },
        schema: {
          tags,
          summary: "List a model's content",
          params: idParam,
          querystring: contentListQuery,
          response: { 200: contentListResponse, 400: errorBody, 404: errorBody },
        },
      },
      (request) => service.listForModel(request.params.id, request.query, request.viewer),
    );

    app.get(
      '/content/slug/:slug',
      {
        config: { pageCache: sameForAudience },
        schema: {
          tags,
          summary: 'Get content by slug',
          params: slugParam,
          response: { 200: content, 403: errorBody, 404: errorBody, 410: errorBody },
        },
      },
      (request) => service.bySlug(request.params.slug, request.viewer),
    );

    app.get(
      '/content/:id',
      {
        config: { pageCache: sameForAudience },
        schema: {
          tags,
          summary: 'Get content by id',
          params: idParam,
          response: { 200: content, 400: errorBody, 404: errorBody },
        },
      },
      (request) => service.byId(request.params.id, request.viewer),
    );

    app.get(
      '/models/user/history',
      {
        schema: {
          tags,
          summary: "The signed-in user's recently viewed content",
          security: [{ bearer: [] }],
          querystring: pagedQuery,
          response: { 200: contentListResponse, 401: errorBody },
        },
      },
      (request) => service.history(requireUser(request), request.query.page, request.query.limit),
    );

    app.get(
      '/content/:id/related',
      {
        schema: {
          tags,
          summary: 'Sidebar: more from the same model, or recent content',
          params: idParam,
          response: { 200: relatedContentResponse, 404: errorBody },
        },
      },
      (request) => service.related(request.params.id, request.viewer),
    );

    app.get(
      '/content/:id/similar',
      {
        // The same for one audience (the links it may receive): served from the page cache.
        config: { pageCache: true },
        schema: {
          tags,
          summary: 'More like this: items of other models sharing the most tags, at most 12',
          params: idParam,
          response: { 200: similarContentResponse, 400: errorBody, 404: errorBody },
        },
      },
      (request) => service.similar(request.params.id, request.viewer),
    );

    app.post(
      '/content/:id/view',
      {
        config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
        schema: {
          tags,
          summary: 'Record a view (once per viewer per 24 h)',
          params: idParam,
          response: { 200: viewResponse, 404: errorBody },
        },
      },
      (request) => service.view(request.params.id, viewerOf(request)),
    );

    app.post(
      '/content/:id/share',
      {
        config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
        schema: {
          tags,
          summary: 'Record a share',
          params: idParam,
          body: shareBody,
          response: { 201: okBody, 400: errorBody, 404: errorBody },
        },
      },
      async (request, reply) => {
        await service.share(request.params.id, request.body.platform, request.viewer?.id ?? null);
        return reply.status(201).send({ success: true as const });
      },
    );

    app.post(
      '/content/thumbnail',
      {
        config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
        bodyLimit: PROFILE_PHOTO_MAX_BYTES + 64 * 1024,
        preValidation: staffOnly,
        schema: {
          tags: [...tags, 'admin'],
          summary: 'Upload a content thumbnail (admins): an image of at most 5 MB, stored as WebP at a few widths',
          security: [{ bearer: [] }],
          consumes: ['multipart/form-data'],
          response: {
            201: contentThumbnailResponse,
            400: errorBody,
            401: errorBody,
            403: errorBody,
            413: errorBody,
            415: errorBody,
          },
        },
      },
      async (request, reply) => {
        requireStaff(request);
        const bytes = await readSingleFile(request, 'thumbnail', PROFILE_PHOTO_MAX_BYTES);
        return reply.status(201).send(await admin.uploadThumbnail(bytes));
      },
    );

    app.post(
      '/content',
      {
        config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
        preValidation: staffOnly,
        schema: {
          tags: [...tags, 'admin'],
          summary: 'Add content (admins)',
          security: [{ bearer: [] }],
          body: contentBody,
          response: { 201: content, 400: errorBody, 401: errorBody, 403: errorBody, 409: errorBody },
        },
      },
      async (request, reply) => reply.status(201).send(await admin.create(requireStaff(request), request.body)),
    );

    app.put(
      '/content/:id',
      {
        config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
        preValidation: staffOnly,
        schema: {
          tags: [...tags, 'admin'],
          summary: 'Change content (admins)',
          security: [{ bearer: [] }],
          params: idParam,
          body: contentBody,
          response: { 200: content, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody },
        },
      },
      (request) => admin.update(requireStaff(request), request.params.id, request.body),
    );

    app.delete(
      '/content/:id',
      {
        config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
        preValidation: staffOnly,
        schema: {
          tags: [...tags, 'admin'],
          summary: 'Delete content (admins)',
          security: [{ bearer: [] }],
          params: idParam,
          response: { 200: okBody, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
        },
      },
      async (request) => {
        await admin.remove(requireStaff(request), request.params.id);
        return { success: true as const, message: 'Content deleted' };
      },
    );
  };
}
