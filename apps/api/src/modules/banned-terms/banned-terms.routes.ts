import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bannedTerm, bannedTermBody, bannedTermsResponse, idParam, okBody } from '@packdex/shared/schemas';
import { adminGet, adminTags, adminWrite } from '../../plugins/admin-routes.ts';
import type { BannedTermsService } from './banned-terms.service.ts';

const tags = adminTags(['banned-terms']);

export function bannedTermsRoutes(service: BannedTermsService): FastifyPluginAsyncZod {
  return async (app) => {
    adminGet(
      app,
      '/admin/banned-terms',
      { tags, summary: 'The banned terms (admins)', ok: bannedTermsResponse },
      async () => ({ terms: await service.all() }),
    );

    adminWrite(
      app,
      'POST',
      '/admin/banned-terms',
      {
        tags,
        summary: 'Ban a term in titles, tags, names, bios and searches (admins)',
        body: bannedTermBody,
        ok: bannedTerm,
        status: 201,
        refusals: [409],
        // The catalogue's searches answer differently once a term is banned: drop the cached pages.
        invalidatesPages: true,
      },
      ({ body, admin }) => service.add(admin, body.term),
    );

    adminWrite(
      app,
      'DELETE',
      '/admin/banned-terms/:id',
      {
        tags,
        summary: 'Remove a banned term (admins)',
        params: idParam,
        ok: okBody,
        refusals: [404],
        invalidatesPages: true,
      },
      async ({ params, admin }) => {
        await service.remove(admin, params.id);
        return { success: true as const, message: 'Banned term removed' };
      },
    );
  };
}
