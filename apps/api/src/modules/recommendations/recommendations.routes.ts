import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, recommendationBody, recommendationCreated, recommendationRemaining } from '@packdex/shared/schemas';
import { requireUser } from '../../plugins/auth.ts';
import type { RecommendationsService } from './recommendations.service.ts';

const tags = ['recommendations'];
const security = [{ bearer: [] }];

export function recommendationsRoutes(service: RecommendationsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/recommendations/remaining',
      { schema: { tags, security, response: { 200: recommendationRemaining, 401: errorBody, 403: errorBody } } },
      async (request) => ({ remaining: await service.remaining(requireUser(request)) }),
    );

    app.post(
      '/recommendations',
      {
        config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
        schema: {
          tags,
          security,
          body: recommendationBody,
          response: {
            201: recommendationCreated,
            400: errorBody,
            401: errorBody,
            403: errorBody,
            404: errorBody,
            429: errorBody,
          },
        },
      },
      async (request, reply) => {
        const remaining = await service.create(requireUser(request), request.body);
        return reply.status(201).send({ success: true as const, remaining });
      },
    );
  };
}
