import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam } from '@packdex/shared/schemas';
import {
  adminRecommendation,
  adminRecommendationListResponse,
  inboxListQuery,
  inboxUpdateBody,
} from '@packdex/shared/schemas/admin';
import { adminGet, adminWrite } from '../../plugins/admin-routes.ts';
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

    adminWrite(
      app,
      'PUT',
      '/admin/recommendations/:id',
      {
        tags,
        summary: 'Mark a recommendation handled or new again, with a note (admins)',
        params: idParam,
        body: inboxUpdateBody,
        ok: adminRecommendation,
        refusals: [404],
      },
      ({ params, body, admin }) => service.update(admin, params.id, body),
    );
  };
}
