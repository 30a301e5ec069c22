import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bannedTerm, bannedTermBody, bannedTermsResponse, errorBody, idParam, okBody } from '@packdex/shared/schemas';
import { ADMIN_WRITE_LIMIT, adminGet, adminTags } from '../../plugins/admin-routes.ts';
import { staffOnly, requireStaff } from '../../plugins/auth.ts';
import type { BannedTermsService } from './banned-terms.service.ts';

const tags = adminTags(['banned-terms']);
const security = [{ bearer: [] }];

export function bannedTermsRoutes(service: BannedTermsService): FastifyPluginAsyncZod {
  return async (app) => {
    adminGet(
      app,
      '/admin/banned-terms',
      { tags, summary: 'The banned terms (admins)', ok: bannedTermsResponse },
      async () => ({ terms: await service.all() }),
    );

    app.post(
      '/admin/banned-terms',
      {
        // The catalogue's searches answer differently once a term is banned: drop the cached pages.
        config: { ...ADMIN_WRITE_LIMIT, invalidatesPages: true },
        preValidation: staffOnly,
        schema: {
          tags,
          security,
          summary: 'Ban a term in titles, tags, names, bios and searches (admins)',
          body: bannedTermBody,
          response: { 201: bannedTerm, 400: errorBody, 401: errorBody, 403: errorBody, 409: errorBody, 429: errorBody },
        },
      },
      async (request, reply) => reply.status(201).send(await service.add(requireStaff(request), request.body.term)),
    );

    app.delete(
      '/admin/banned-terms/:id',
      {
        config: { ...ADMIN_WRITE_LIMIT, invalidatesPages: true },
        preValidation: staffOnly,
        schema: {
          tags,
          security,
          summary: 'Remove a banned term (admins)',
          params: idParam,
          response: { 200: okBody, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 429: errorBody },
        },
      },
      async (request) => {
        await service.remove(requireStaff(request), request.params.id);
        return { success: true as const, message: 'Banned term removed' };
      },
    );
  };
}
