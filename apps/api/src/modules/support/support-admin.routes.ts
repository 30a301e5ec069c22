import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, idParam } from '@packdex/shared/schemas';
import {
  inboxListQuery,
  inboxUpdateBody,
  supportMessage,
  supportMessageListResponse,
} from '@packdex/shared/schemas/admin';
import { ADMIN_WRITE_LIMIT, adminGet, adminTags } from '../../plugins/admin-routes.ts';
import { staffOnly, requireStaff } from '../../plugins/auth.ts';
import type { SupportAdminService } from './support-admin.service.ts';

const tags = ['support'];

/** The admins' inbox of contact messages. */
export function supportAdminRoutes(service: SupportAdminService): FastifyPluginAsyncZod {
  return async (app) => {
    adminGet(
      app,
      '/admin/support-messages',
      {
        tags,
        summary: 'Contact messages, newest first, optionally new or handled only (admins)',
        querystring: inboxListQuery,
        ok: supportMessageListResponse,
      },
      ({ query }) => service.list(query),
    );

    app.put(
      '/admin/support-messages/:id',
      {
        config: ADMIN_WRITE_LIMIT,
        // 401/403 before the body is read.
        preValidation: staffOnly,
        schema: {
          tags: adminTags(tags),
          security: [{ bearer: [] }],
          summary: 'Mark a contact message handled or new again, with a note (admins)',
          params: idParam,
          body: inboxUpdateBody,
          response: {
            200: supportMessage,
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
