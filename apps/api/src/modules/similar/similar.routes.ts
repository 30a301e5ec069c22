import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, similarModelsResponse, slugParam } from '@packdex/shared/schemas';
import type { SimilarService } from './similar.service.ts';

/** A profile's similar models (computed in the background; docs/product.md#catalogue). */
export function similarRoutes(service: SimilarService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/models/:slug/similar',
      {
        // The same for every viewer: served from the page cache, which a hide or a changed list drops.
        config: { pageCache: true },
        schema: {
          tags: ['models'],
          summary: "A model's similar models (shared tags and attributes, liked by the same people), at most 12",
          params: slugParam,
          response: { 200: similarModelsResponse, 400: errorBody, 404: errorBody },
        },
      },
      (request) => service.forSlug(request.params.slug),
    );
  };
}
