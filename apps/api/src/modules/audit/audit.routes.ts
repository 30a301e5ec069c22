import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditListQuery, auditListResponse } from '@packdex/shared/schemas/catalogue-admin';
import { adminGet } from '../../plugins/admin-routes.ts';
import type { AuditService } from './audit.service.ts';

/** The admin audit log, read by admins only. */
export function auditRoutes(service: AuditService): FastifyPluginAsyncZod {
  return async (app) => {
    adminGet(
      app,
      '/admin/audit',
      {
        tags: ['admin'],
        summary: 'What admins changed, newest first (admins)',
        querystring: auditListQuery,
        ok: auditListResponse,
      },
      ({ query }) => service.list(query),
    );
  };
}
