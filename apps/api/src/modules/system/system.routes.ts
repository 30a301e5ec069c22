import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@packdex/shared/schemas';
import { isStorageFull } from '../../lib/storage-health.ts';
import {
  healthResponse,
  readyResponse,
  systemStatus,
  testClockBody,
  testClockResponse,
} from '@packdex/shared/schemas/system';
import { adminGet } from '../../plugins/admin-routes.ts';
import type { SystemStatusService } from './system-status.service.ts';
import type { SystemService } from './system.service.ts';

const tags = ['system'];

export function systemRoutes(service: SystemService, options: { testClock: boolean }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/health', { schema: { tags, response: { 200: healthResponse } } }, () => service.health());

    app.get(
      '/ready',
      { schema: { tags, response: { 200: readyResponse, 503: errorBody } } },
      async (request, reply) => {
        try {
          return await service.readiness();
        } catch (err) {
          if (isStorageFull(err)) {
            request.log.error({ err }, 'storage full: this instance cannot save');
            return reply
              .status(503)
              .send({ error: 'The storage is full: nothing can be saved', code: 'SERVICE_UNAVAILABLE' });
          }
          request.log.error({ err }, 'database is not answering');
          return reply.status(503).send({ error: 'The database is not answering', code: 'SERVICE_UNAVAILABLE' });
        }
      },
    );

    if (options.testClock) {
      app.post(
        '/test/clock',
        {
          // Cached pages expire by this clock: moving it (back, too) drops them.
          config: { invalidatesPages: true },
          schema: { hide: true, body: testClockBody, response: { 200: testClockResponse } },
        },
        (request) => service.moveClock(request.body),
      );
    }
  };
}

/** The admin System page's figures: instances, migrations, scheduled jobs, queues and storage. */
export function systemAdminRoutes(status: SystemStatusService): FastifyPluginAsyncZod {
  return async (app) => {
    adminGet(
      app,
      '/admin/system',
      {
        tags,
        summary: 'Instances, migrations, scheduled jobs, queues and storage (admins)',
        ok: systemStatus,
      },
      () => status.status(),
    );
  };
}
