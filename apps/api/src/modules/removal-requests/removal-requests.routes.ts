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
import { adminGet, adminWrite } from '../../plugins/admin-routes.ts';
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

    adminWrite(
      app,
      'PUT',
      '/removal-requests/:id',
      {
        tags,
        summary: 'Accept (removes the items, denylists their links) or reject with a reason (admins)',
        params: idParam,
        body: removalDecisionBody,
        ok: removalRequest,
        refusals: [404, 409],
        invalidatesPages: true,
      },
      ({ params, body, admin }) => service.decide(admin, params.id, body.action, body.reason || undefined),
    );
  };
}
