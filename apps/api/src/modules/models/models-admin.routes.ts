import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PROFILE_PHOTO_MAX_BYTES } from '@packdex/shared/constants';
import { errorBody, idParam, model, okBody } from '@packdex/shared/schemas';
import { modelBody, modelPhotoResponse } from '@packdex/shared/schemas/catalogue-admin';
import { readSingleFile } from '../../lib/multipart.ts';
import { staffOnly, requireStaff } from '../../plugins/auth.ts';
import type { ModelsAdminService } from './models-admin.service.ts';

const tags = ['models', 'admin'];
const security = [{ bearer: [] }];
const writeLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };
const refused = { 400: errorBody, 401: errorBody, 403: errorBody };

/** Admins create, change and delete models, and upload model photos. */
export function modelsAdminRoutes(service: ModelsAdminService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/models',
      {
        config: writeLimit,
        preValidation: staffOnly,
        schema: {
          tags,
          summary: 'Create a model (admins)',
          security,
          body: modelBody,
          response: { 201: model, ...refused, 409: errorBody },
        },
      },
      async (request, reply) => reply.status(201).send(await service.create(requireStaff(request), request.body)),
    );

    app.put(
      '/models/:id',
      {
        config: writeLimit,
        preValidation: staffOnly,
        schema: {
          tags,
          summary: 'Change a model (admins)',
          security,
          params: idParam,
          body: modelBody,
          response: { 200: model, ...refused, 404: errorBody, 409: errorBody },
        },
      },
      (request) => service.update(requireStaff(request), request.params.id, request.body),
    );

    app.delete(
      '/models/:id',
      {
        config: writeLimit,
        preValidation: staffOnly,
        schema: {
          tags,
          summary: 'Delete a model without content (admins; one with content is a 409)',
          security,
          params: idParam,
          response: { 200: okBody, ...refused, 404: errorBody, 409: errorBody },
        },
      },
      async (request) => {
        await service.remove(requireStaff(request), request.params.id);
        return { success: true as const, message: 'Model deleted' };
      },
    );

    app.post(
      '/models/photo',
      {
        config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
        bodyLimit: PROFILE_PHOTO_MAX_BYTES + 64 * 1024,
        preValidation: staffOnly,
        schema: {
          tags,
          summary: 'Upload a model photo (admins): an image of at most 5 MB, stored as WebP',
          security,
          consumes: ['multipart/form-data'],
          response: { 201: modelPhotoResponse, ...refused, 413: errorBody, 415: errorBody },
        },
      },
      async (request, reply) => {
        requireStaff(request);
        const bytes = await readSingleFile(request, 'photo', PROFILE_PHOTO_MAX_BYTES);
        return reply.status(201).send(await service.uploadPhoto(bytes));
      },
    );
  };
}
