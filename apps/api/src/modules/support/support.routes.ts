import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createdBody, errorBody, supportMessageBody } from '@packdex/shared/schemas';
import type { SupportService } from './support.service.ts';

export function supportRoutes(service: SupportService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/support/messages',
      {
        config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
        schema: {
          tags: ['support'],
          summary: 'Send a message to support',
          body: supportMessageBody,
          response: { 201: createdBody, 400: errorBody, 429: errorBody },
        },
      },
      async (request, reply) => {
        const id = await service.submit(request.body, { userId: request.viewer?.id ?? null, ip: request.ip });
        return reply.status(201).send({ success: true as const, id });
      },
    );
  };
}
