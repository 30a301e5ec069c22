import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, idParam } from '@packdex/shared/schemas';
import {
  deadLinksQuery,
  deadLinksResponse,
  linkCheckAnswer,
  linkHealthSummary,
} from '@packdex/shared/schemas/link-health';
import { ADMIN_WRITE_LIMIT, adminGet, adminTags } from '../../plugins/admin-routes.ts';
import { staffOnly } from '../../plugins/auth.ts';
import type { LinkHealthService } from './link-health.service.ts';

const tags = ['link-health'];

/** Link health for admins: the summary, the dead-links queue, and checking an item now. */
export function linkHealthRoutes(service: LinkHealthService): FastifyPluginAsyncZod {
  return async (app) => {
    adminGet(
      app,
      '/admin/link-health',
      { tags, summary: 'Download links by state and by host (admins)', ok: linkHealthSummary },
      () => service.summary(),
    );

    adminGet(
      app,
      '/admin/link-health/dead',
      {
        tags,
        summary: 'Dead download links, the longest-dead first (admins)',
        querystring: deadLinksQuery,
        ok: deadLinksResponse,
      },
      ({ query }) => service.dead(query.page, query.limit),
    );

    app.post(
      '/content/:id/check',
      {
        config: ADMIN_WRITE_LIMIT,
        preValidation: staffOnly,
        schema: {
          tags: adminTags(tags),
          security: [{ bearer: [] }],
          summary: "Check an item's download links now; answers for its primary link (admins)",
          params: idParam,
          response: {
            200: linkCheckAnswer,
            400: errorBody,
            401: errorBody,
            403: errorBody,
            404: errorBody,
            429: errorBody,
          },
        },
      },
      (request) => service.checkNow(request.params.id),
    );
  };
}
