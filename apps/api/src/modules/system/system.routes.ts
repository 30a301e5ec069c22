import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, healthResponse, readyResponse } from '@packdex/shared/schemas';
import type { Database } from '../../db/database.ts';
import { pingDatabase } from '../../db/database.ts';

/** Liveness (the process answers) and readiness (the database answers). */
export function systemRoutes(database: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/health', { schema: { tags: ['system'], response: { 200: healthResponse } } }, () => ({
      status: 'ok' as const,
      uptime: process.uptime(),
    }));

    app.get(
      '/ready',
      { schema: { tags: ['system'], response: { 200: readyResponse, 503: errorBody } } },
      async (request, reply) => {
        try {
          await pingDatabase(database.db);
          return { status: 'ok' as const, database: database.engine };
        } catch (err) {
          request.log.error({ err }, 'database is not answering');
          return reply.status(503).send({ error: 'The database is not answering', code: 'SERVICE_UNAVAILABLE' });
        }
      },
    );
  };
}
