import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, followResponse, idParam, slugParam } from '@packdex/shared/schemas';
import { requireUser } from '../../plugins/auth.ts';
import type { FollowsService } from './follows.service.ts';

export function followsRoutes(service: FollowsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/models/:id/follow',
      {
        config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
        schema: {
          tags: ['models'],
          summary: 'Follow or unfollow a model',
          security: [{ bearer: [] }],
          params: idParam,
          response: { 200: followResponse, 401: errorBody, 404: errorBody },
        },
      },
      (request) => service.toggle(requireUser(request), request.params.id),
    );

    app.post(
      '/tags/:slug/follow',
      {
        config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
        schema: {
          tags: ['tags'],
          summary: 'Follow or unfollow a tag',
          security: [{ bearer: [] }],
          params: slugParam,
          response: { 200: followResponse, 400: errorBody, 401: errorBody, 404: errorBody },
        },
      },
      (request) => service.toggleTag(requireUser(request), request.params.slug),
    );

    app.get(
      '/tags/:slug/follow',
      {
        schema: {
          tags: ['tags'],
          summary: "A tag's follower count, and whether the signed-in user follows it (false for a visitor)",
          params: slugParam,
          response: { 200: followResponse, 400: errorBody, 404: errorBody },
        },
      },
      (request) => service.tagState(request.viewer, request.params.slug),
    );
  };
}
