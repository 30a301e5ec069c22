import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { content, contentListQuery, contentListResponse, errorBody, idParam, slugParam } from '@packdex/shared/schemas';
import type { ContentService } from './content.service.ts';

const tags = ['content'];

/** Public content catalogue: lists, a model's content, and one item by slug or id. */
export function contentRoutes(service: ContentService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/content', {
      schema: { tags, summary: 'List content', querystring: contentListQuery, response: { 200: contentListResponse, 400: errorBody } },
    }, (request) => service.list(request.query));

    app.get('/content/model/:id', {
      schema: { tags, summary: "List a model's content", params: idParam, querystring: contentListQuery, response: { 200: contentListResponse, 400: errorBody } },
    }, (request) => service.list(request.query, { modelId: request.params.id }));

    app.get('/content/slug/:slug', {
      schema: { tags, summary: 'Get content by slug', params: slugParam, response: { 200: content, 404: errorBody } },
    }, (request) => service.bySlug(request.params.slug));

    app.get('/content/:id', {
      schema: { tags, summary: 'Get content by id', params: idParam, response: { 200: content, 400: errorBody, 404: errorBody } },
    }, (request) => service.byId(request.params.id));
  };
}
