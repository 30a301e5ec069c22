import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, idParam } from '@packdex/shared/schemas';
import {
  deadLinksQuery,
  deadLinksResponse,
  falsePositiveAnswer,
  itemLinkChecksResponse,
  linkCheckAnswer,
  linkHealthSummary,
} from '@packdex/shared/schemas/link-health';
import { ADMIN_WRITE_LIMIT, adminGet, adminTags } from '../../plugins/admin-routes.ts';
import { requireStaff, staffOnly } from '../../plugins/auth.ts';
import type { LinkHealthService } from './link-health.service.ts';

const tags = ['link-health'];

/**
 * Link health for admins: the summary, the dead-links queue, an item's check history, checking an
 * item now, and marking a dead link a false positive.
 */
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

    adminGet(
      app,
      '/admin/link-health/items/:id/checks',
      {
        tags,
        summary: "An item's download links, each with its last checks, newest first (admins)",
        params: idParam,
        ok: itemLinkChecksResponse,
      },
      ({ params }) => service.checksOf(params.id),
    );

    app.post(
      '/admin/link-health/links/:id/false-positive',
      {
        // The item may be shown again: the service drops the cached pages when it is.
        config: ADMIN_WRITE_LIMIT,
        preValidation: staffOnly,
        schema: {
          tags: adminTags(tags),
          security: [{ bearer: [] }],
          summary: 'Mark a dead download link as a false positive: alive again, its item shown (admins)',
          params: idParam,
          response: {
            200: falsePositiveAnswer,
            400: errorBody,
            401: errorBody,
            403: errorBody,
            404: errorBody,
            409: errorBody,
            429: errorBody,
          },
        },
      },
      (request) => service.markFalsePositive(requireStaff(request), request.params.id),
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
