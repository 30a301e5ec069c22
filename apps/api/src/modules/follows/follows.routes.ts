import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, followResponse, idParam } from '@packdex/shared/schemas';
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
  };
}
