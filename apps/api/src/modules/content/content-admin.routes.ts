import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { content, contentBody, errorBody } from '@packdex/shared/schemas';
import { requireAdmin } from '../../plugins/auth.ts';
import type { ContentAdminService } from './content-admin.service.ts';

export function contentAdminRoutes(service: ContentAdminService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/content',
      {
        config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
        schema: {
          tags: ['content', 'admin'],
          summary: 'Add content (admins)',
          security: [{ bearer: [] }],
          body: contentBody,
          response: { 201: content, 400: errorBody, 401: errorBody, 403: errorBody },
        },
      },
      async (request, reply) => reply.status(201).send(await service.create(requireAdmin(request), request.body)),
    );
  };
}
