import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, idParam } from '@packdex/shared/schemas';
import { bulkOperation, bulkResponse, contentBulkBody, modelBulkBody } from '@packdex/shared/schemas/catalogue-admin';
import { requireStaff, staffOnly } from '../../plugins/auth.ts';
import type { CatalogueBulkService } from './catalogue-bulk.service.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];
// One request changes up to BULK_MAX_ITEMS rows: fewer of them than of single edits.
const bulkLimit = { rateLimit: { max: 20, timeWindow: '1 minute' } };
// A selection of one batch is answered with the result; a larger one with the operation to poll (202).
const response = { 200: bulkResponse, 202: bulkOperation, 400: errorBody, 401: errorBody, 403: errorBody };

/** Admins act on many models or content items at once (the admin lists' selection). */
export function catalogueBulkRoutes(service: CatalogueBulkService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/admin/content/bulk',
      {
        config: bulkLimit,
        preValidation: staffOnly,
        schema: {
          tags,
          summary:
            'One action on many content items (admins): hide, unhide, delete, add or remove tags, or change model; by ids or by search',
          security,
          body: contentBulkBody,
          response,
        },
      },
      async (request, reply) => {
        const result = await service.content(requireStaff(request), request.body);
        return 'state' in result ? reply.status(202).send(result) : result;
      },
    );

    app.post(
      '/admin/models/bulk',
      {
        config: bulkLimit,
        preValidation: staffOnly,
        schema: {
          tags,
          summary:
            'One action on many models (admins): hide, unhide, delete (models without content), add or remove tags; by ids or by search',
          security,
          body: modelBulkBody,
          response,
        },
      },
      async (request, reply) => {
        const result = await service.models(requireStaff(request), request.body);
        return 'state' in result ? reply.status(202).send(result) : result;
      },
    );

    app.get(
      '/admin/bulk/:id',
      {
        preValidation: staffOnly,
        schema: {
          tags,
          summary: 'How far a bulk action on a large selection has come (its admin): done, total, percent, state',
          security,
          params: idParam,
          response: { 200: bulkOperation, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
        },
      },
      (request) => service.operation(requireStaff(request), request.params.id),
    );
  };
}
