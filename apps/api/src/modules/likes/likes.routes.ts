import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, likeStats, likeStatsQuery, likeToggleBody, likeToggleResponse } from '@packdex/shared/schemas';
import { requireVerified } from '../../plugins/auth.ts';
import type { LikesService } from './likes.service.ts';

const tags = ['likes'];

export function likesRoutes(service: LikesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/likes/toggle',
      {
        config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
        schema: {
          tags,
          security: [{ bearer: [] }],
          body: likeToggleBody,
          response: { 200: likeToggleResponse, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
        },
      },
      (request) => service.toggle(requireVerified(request), request.body),
    );

    app.get(
      '/likes/stats',
      {
        schema: { tags, querystring: likeStatsQuery, response: { 200: likeStats, 400: errorBody, 404: errorBody } },
      },
      (request) => service.stats(request.query, request.viewer),
    );
  };
}
