import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam } from '@packdex/shared/schemas';
import {
  inboxListQuery,
  inboxUpdateBody,
  supportMessage,
  supportMessageListResponse,
} from '@packdex/shared/schemas/admin';
import { adminGet, adminWrite } from '../../plugins/admin-routes.ts';
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

    adminWrite(
      app,
      'PUT',
      '/admin/support-messages/:id',
      {
        tags,
        summary: 'Mark a contact message handled or new again, with a note (admins)',
        params: idParam,
        body: inboxUpdateBody,
        ok: supportMessage,
        refusals: [404],
      },
      ({ params, body, admin }) => service.update(admin, params.id, body),
    );
  };
}
