import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountExport, errorBody } from '@packdex/shared/schemas';
import { requireUser } from '../../plugins/auth.ts';
import type { AccountExportService } from './account-export.service.ts';

/** GET /account/export ("Download my data"): the signed-in account's data as a JSON file. */
export function accountExportRoutes(exporter: AccountExportService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/account/export',
      {
        // Reads every table of the account: a few a quarter of an hour is plenty for a person.
        config: { rateLimit: { max: 5, timeWindow: '15 minutes' } },
        schema: {
          tags: ['auth'],
          security: [{ bearer: [] }],
          response: { 200: accountExport, 401: errorBody },
        },
      },
      async (request, reply) => {
        const { filename, data } = await exporter.exportFor(requireUser(request));
        reply.header('content-disposition', `attachment; filename="${filename}"`);
        return data;
      },
    );
  };
}
