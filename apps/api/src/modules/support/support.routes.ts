import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SUPPORT_SUBJECTS } from '@packdex/shared/constants';
import { createdBody, errorBody, pageQuery, pagination, supportMessageBody } from '@packdex/shared/schemas';
import { requireAdmin } from '../../plugins/auth.ts';
import type { SupportService } from './support.service.ts';

const supportMessage = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject: z.enum(SUPPORT_SUBJECTS).or(z.string()),
  message: z.string(),
  userId: z.number().int().nullable(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
});

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
        const id = await service.submit(request.body, { userId: request.user?.id ?? null, ip: request.ip });
        return reply.status(201).send({ success: true as const, id });
      },
    );

    app.get(
      '/admin/support-messages',
      {
        schema: {
          tags: ['admin'],
          summary: 'Support messages, newest first (admins)',
          security: [{ bearer: [] }],
          querystring: pageQuery,
          response: {
            200: z.object({ messages: z.array(supportMessage), pagination }),
            401: errorBody,
            403: errorBody,
          },
        },
      },
      (request) => {
        requireAdmin(request);
        return service.list(request.query.page, request.query.limit);
      },
    );
  };
}
