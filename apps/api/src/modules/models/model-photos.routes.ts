import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PROFILE_PHOTO_MAX_BYTES } from '@packdex/shared/constants';
import { errorBody, idParam } from '@packdex/shared/schemas';
import {
  modelPhotoOrderBody,
  modelPhotoParams,
  modelPhotosResponse,
  modelPhotoUrlBody,
} from '@packdex/shared/schemas/catalogue-admin';
import { badRequest } from '../../lib/errors.ts';
import { readSingleFile } from '../../lib/multipart.ts';
import { adminGet, adminTags, adminWrite } from '../../plugins/admin-routes.ts';
import { requireStaff, staffOnly } from '../../plugins/auth.ts';
import type { ModelPhotosService } from './model-photos.service.ts';

const tags = ['models'];

/** Admins manage a model's gallery: add photos (uploaded or by address), order them, choose the main one, remove. */
export function modelPhotosRoutes(service: ModelPhotosService): FastifyPluginAsyncZod {
  return async (app) => {
    adminGet(
      app,
      '/admin/models/:id/photos',
      {
        tags,
        summary: "A model's gallery, in order, the main photo marked (admins)",
        params: idParam,
        ok: modelPhotosResponse,
      },
      ({ params }) => service.list(params.id),
    );

    app.post(
      '/admin/models/:id/photos',
      {
        // Each upload is processed at once (several widths): fewer of them than of other writes.
        config: { rateLimit: { max: 60, timeWindow: '1 minute' }, invalidatesPages: true },
        bodyLimit: PROFILE_PHOTO_MAX_BYTES + 64 * 1024,
        preValidation: staffOnly,
        schema: {
          tags: adminTags(tags),
          summary:
            "Add a photo to a model's gallery (admins): a multipart field `photo` (an image of at most 5 MB) or JSON `{ url }` the server fetches",
          security: [{ bearer: [] }],
          consumes: ['multipart/form-data', 'application/json'],
          params: idParam,
          response: {
            201: modelPhotosResponse,
            400: errorBody,
            401: errorBody,
            403: errorBody,
            404: errorBody,
            409: errorBody,
            413: errorBody,
            415: errorBody,
            429: errorBody,
          },
        },
      },
      async (request, reply) => {
        const admin = requireStaff(request);
        if (request.isMultipart()) {
          const bytes = await readSingleFile(request, 'photo', PROFILE_PHOTO_MAX_BYTES);
          return reply.status(201).send(await service.add(admin, request.params.id, { bytes }));
        }
        const parsed = modelPhotoUrlBody.safeParse(request.body);
        if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Send a photo file or { url }');
        return reply.status(201).send(await service.add(admin, request.params.id, { url: parsed.data.url }));
      },
    );

    adminWrite(
      app,
      'PUT',
      '/admin/models/:id/photos/order',
      {
        tags,
        summary: "Order a model's gallery (admins): every photo's id, once, in the order wanted",
        params: idParam,
        body: modelPhotoOrderBody,
        ok: modelPhotosResponse,
        refusals: [404],
        invalidatesPages: true,
      },
      ({ admin, params, body }) => service.reorder(admin, params.id, body.ids),
    );

    adminWrite(
      app,
      'PUT',
      '/admin/models/:id/photos/:photoId/main',
      {
        tags,
        summary: 'Make a gallery photo the main photo (admins): cards and the profile header show it',
        params: modelPhotoParams,
        ok: modelPhotosResponse,
        refusals: [404],
        invalidatesPages: true,
      },
      ({ admin, params }) => service.setMain(admin, params.id, params.photoId),
    );

    adminWrite(
      app,
      'DELETE',
      '/admin/models/:id/photos/:photoId',
      {
        tags,
        summary: "Remove a photo from a model's gallery (admins); the main one passes to the first left",
        params: modelPhotoParams,
        ok: modelPhotosResponse,
        refusals: [404],
        invalidatesPages: true,
      },
      ({ admin, params }) => service.remove(admin, params.id, params.photoId),
    );
  };
}
