import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@packdex/shared/schemas';
import { bulkResponse, contentBulkBody, modelBulkBody } from '@packdex/shared/schemas/catalogue-admin';
import { requireStaff, staffOnly } from '../../plugins/auth.ts';
import type { CatalogueBulkService } from './catalogue-bulk.service.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];
// One request changes up to BULK_MAX_ITEMS rows: fewer of them than of single edits.
const bulkLimit = { rateLimit: { max: 20, timeWindow: '1 minute' } };
const response = { 200: bulkResponse, 400: errorBody, 401: errorBody, 403: errorBody };

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
      (request) => service.content(requireStaff(request), request.body),
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
      (request) => service.models(requireStaff(request), request.body),
    );
  };
}
