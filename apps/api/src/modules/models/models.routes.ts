import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, model, modelListQuery, modelListResponse, pagedQuery, slugParam } from '@packdex/shared/schemas';
import type { ModelsService } from './models.service.ts';

const tags = ['models'];

/** Public model directory: list with filters, and one profile by slug. */
export function modelsRoutes(service: ModelsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/models',
      {
        config: { pageCache: true },
        schema: {
          tags,
          summary: 'List models',
          querystring: modelListQuery,
          response: { 200: modelListResponse, 400: errorBody },
        },
      },
      (request) => service.list(request.query, request.viewer),
    );

    app.get(
      '/models/:slug',
      {
        // A visitor's profile is everyone's; a signed-in viewer's says whether they follow.
        config: { pageCache: (request) => request.viewer === null },
        schema: { tags, summary: 'Get a model by slug', params: slugParam, response: { 200: model, 404: errorBody } },
      },
      (request) => service.bySlug(request.params.slug, request.viewer),
    );

    app.get(
      '/tags/:slug/models',
      {
        config: { pageCache: true },
        schema: {
          tags: ['models', 'tags'],
          summary: 'The models with visible items carrying a tag or its children, most such items first',
          params: slugParam,
          querystring: pagedQuery,
          response: { 200: modelListResponse, 400: errorBody, 404: errorBody },
        },
      },
      (request) => service.byTag(request.params.slug, request.query),
    );
  };
}
