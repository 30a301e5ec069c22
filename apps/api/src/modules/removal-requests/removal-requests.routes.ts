import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBody,
  idParam,
  removalDecisionBody,
  removalRequest,
  removalRequestBody,
  removalRequestCreated,
  removalRequestListQuery,
  removalRequestListResponse,
} from '@packdex/shared/schemas';
import { ADMIN_WRITE_LIMIT, adminGet, adminTags } from '../../plugins/admin-routes.ts';
import { staffOnly, requireStaff } from '../../plugins/auth.ts';
import { requestLanguage } from '../../lib/translate.ts';
import type { RemovalRequestsService } from './removal-requests.service.ts';

const tags = ['removal-requests'];
/** A public legal form: a handful per address, each read by a person; filing hides pages, so cached ones go. */
const publicWrite = { rateLimit: { max: 5, timeWindow: '10 minutes' }, invalidatesPages: true };

export function removalRequestsRoutes(service: RemovalRequestsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/removal-requests',
      {
        config: publicWrite,
        schema: {
          tags,
          summary: 'Ask for the removal of pages depicting you without consent (TAKE IT DOWN Act); no account needed',
          body: removalRequestBody,
          response: { 201: removalRequestCreated, 400: errorBody, 429: errorBody },
        },
      },
      async (request, reply) => {
        const created = await service.file(request.body, {
          ip: request.ip,
          language: requestLanguage(request.body.language, request.headers['accept-language']),
        });
        return reply.status(201).send(created);
      },
    );

    adminGet(
      app,
      '/removal-requests',
      {
        tags,
        summary: 'Removal requests with the time left on their 48-hour clock (admins)',
        querystring: removalRequestListQuery,
        ok: removalRequestListResponse,
      },
      ({ query }) => service.list(query.page, query.limit, query.status),
    );

    app.put(
      '/removal-requests/:id',
      {
        config: { ...ADMIN_WRITE_LIMIT, invalidatesPages: true },
        // 401/403 before the body is read.
        preValidation: staffOnly,
        schema: {
          tags: adminTags(tags),
          security: [{ bearer: [] }],
          summary: 'Accept (removes the items, denylists their links) or reject with a reason (admins)',
          params: idParam,
          body: removalDecisionBody,
          response: {
            200: removalRequest,
            400: errorBody,
            401: errorBody,
            403: errorBody,
            404: errorBody,
            409: errorBody,
            429: errorBody,
          },
        },
      },
      (request) =>
        service.decide(requireStaff(request), request.params.id, request.body.action, request.body.reason || undefined),
    );
  };
}
