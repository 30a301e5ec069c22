import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, idParam } from '@packdex/shared/schemas';
import {
  adminUser,
  adminUserListQuery,
  adminUserListResponse,
  adminUserRoleBody,
  adminUserUpdateBody,
} from '@packdex/shared/schemas/admin';
import { adminGet } from '../../plugins/admin-routes.ts';
import { requireStaff } from '../../plugins/auth.ts';
import type { AdminUsersService } from './admin-users.service.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];

/** Account management for admins. */
export function adminUsersRoutes(service: AdminUsersService): FastifyPluginAsyncZod {
  return async (app) => {
    // Refused before the query or body is read: a visitor gets 401 and a user 403 whatever they send.
    app.addHook('onRequest', async (request) => {
      requireStaff(request);
    });

    adminGet(
      app,
      '/admin/users',
      {
        tags,
        summary: 'Accounts, newest first; search matches name or e-mail',
        querystring: adminUserListQuery,
        ok: adminUserListResponse,
      },
      ({ query }) => service.list(query.page, query.search),
    );

    app.put(
      '/admin/users/:id',
      {
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          tags,
          security,
          summary: 'Grant or revoke admin, suspend or restore an account',
          params: idParam,
          body: adminUserUpdateBody,
          response: {
            200: adminUser,
            400: errorBody,
            401: errorBody,
            403: errorBody,
            404: errorBody,
            409: errorBody,
            429: errorBody,
          },
        },
      },
      (request) => service.update(requireStaff(request), request.params.id, request.body),
    );

    app.put(
      '/admin/users/:id/role',
      {
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          tags,
          security,
          summary: 'Set the account role: user, editor, moderator or admin (the last admin stays admin)',
          params: idParam,
          body: adminUserRoleBody,
          response: {
            200: adminUser,
            400: errorBody,
            401: errorBody,
            403: errorBody,
            404: errorBody,
            409: errorBody,
            429: errorBody,
          },
        },
      },
      (request) => service.setRole(requireStaff(request), request.params.id, request.body.role),
    );
  };
}
