import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParam,
  okBody,
  pictureHashImportBody,
  pictureHashImportResult,
  pictureHashListQuery,
  pictureHashListResponse,
} from '@packdex/shared/schemas';
import { adminGet, adminTags, adminWrite } from '../../plugins/admin-routes.ts';
import type { PictureHashesService } from './picture-hashes.service.ts';

const tags = adminTags(['picture-hashes']);

/** The known-bad picture list (docs/compliance.md#picture-hashes): admins only. */
export function pictureHashesRoutes(service: PictureHashesService): FastifyPluginAsyncZod {
  return async (app) => {
    adminGet(
      app,
      '/admin/picture-hashes',
      {
        tags,
        summary: 'The known-bad picture list (admins)',
        querystring: pictureHashListQuery,
        ok: pictureHashListResponse,
      },
      ({ query }) => service.list(query.page, query.limit),
    );

    adminWrite(
      app,
      'POST',
      '/admin/picture-hashes/import',
      {
        tags,
        summary: 'Import a hash list file: one 16-hex-digit perceptual hash a line, then an optional label (admins)',
        body: pictureHashImportBody,
        ok: pictureHashImportResult,
      },
      ({ body, admin }) => service.import(admin, body.list),
    );

    adminWrite(
      app,
      'DELETE',
      '/admin/picture-hashes/:id',
      {
        tags,
        summary: 'Remove an entry from the known-bad picture list (admins)',
        params: idParam,
        ok: okBody,
        refusals: [404],
      },
      async ({ params, admin }) => {
        await service.remove(admin, params.id);
        return { success: true as const, message: 'Picture hash removed' };
      },
    );
  };
}
