import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, idParam } from '@packdex/shared/schemas';
import {
  adminRecommendation,
  adminRecommendationListResponse,
  inboxListQuery,
  inboxUpdateBody,
} from '@packdex/shared/schemas/admin';
import { ADMIN_WRITE_LIMIT, adminGet, adminTags } from '../../plugins/admin-routes.ts';
import { staffOnly, requireStaff } from '../../plugins/auth.ts';
import type { RecommendationsAdminService } from './recommendations-admin.service.ts';

const tags = ['recommendations'];

/** The admins' inbox of premium members' recommendations. */
export function recommendationsAdminRoutes(service: RecommendationsAdminService): FastifyPluginAsyncZod {
  return async (app) => {
    adminGet(
      app,
      '/admin/recommendations',
      {
        tags,
        summary: 'Recommendations, newest first, optionally new or handled only (admins)',
        querystring: inboxListQuery,
        ok: adminRecommendationListResponse,
      },
      ({ query }) => service.list(query),
    );

    app.put(
      '/admin/recommendations/:id',
      {
        config: ADMIN_WRITE_LIMIT,
        // 401/403 before the body is read.
        preValidation: staffOnly,
        schema: {
          tags: adminTags(tags),
          security: [{ bearer: [] }],
          summary: 'Mark a recommendation handled or new again, with a note (admins)',
          params: idParam,
          body: inboxUpdateBody,
          response: {
            200: adminRecommendation,
            400: errorBody,
            401: errorBody,
            403: errorBody,
            404: errorBody,
            429: errorBody,
          },
        },
      },
      (request) => service.update(requireStaff(request), request.params.id, request.body),
    );
  };
}
