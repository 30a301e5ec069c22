import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, suggestionQuery, suggestionResponse } from '@packdex/shared/schemas';
import type { SearchService } from './search.service.ts';

export function searchRoutes(service: SearchService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/search/suggestions',
      {
        config: { pageCache: true },
        schema: {
          tags: ['search'],
          summary: 'Search suggestions (models and content titles)',
          querystring: suggestionQuery,
          response: { 200: suggestionResponse, 400: errorBody },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'public, max-age=30');
        return { suggestions: await service.suggestions(request.query.q, request.viewer) };
      },
    );
  };
}
