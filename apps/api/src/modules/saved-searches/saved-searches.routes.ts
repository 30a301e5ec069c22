import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createdSavedSearch,
  createSavedSearchBody,
  digestSettings,
  errorBody,
  idParam,
  okBody,
  savedSearch,
  savedSearchesResponse,
  updateSavedSearchBody,
} from '@packdex/shared/schemas';
import { requireUser } from '../../plugins/auth.ts';
import type { SavedSearchesService } from './saved-searches.service.ts';

const tags = ['saved-searches'];
const security = [{ bearer: [] }];
/** Saving, renaming, toggling and deleting searches, and the digest setting. */
const writes = { rateLimit: { max: 30, timeWindow: '1 minute' } };
const refusals = { 400: errorBody, 401: errorBody, 404: errorBody };

export function savedSearchesRoutes(service: SavedSearchesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/saved-searches',
      {
        schema: {
          tags,
          summary: "The signed-in account's saved searches, newest first, with their new items since last opened",
          security,
          response: { 200: savedSearchesResponse, 401: errorBody },
        },
      },
      (request) => service.mine(requireUser(request)),
    );

    app.post(
      '/saved-searches',
      {
        config: writes,
        schema: {
          tags,
          summary: 'Save a search: a name and the content list filters (SAVED_SEARCH_LIMITS per account)',
          security,
          body: createSavedSearchBody,
          response: { 201: createdSavedSearch, 400: errorBody, 401: errorBody, 403: errorBody },
        },
      },
      async (request, reply) => reply.status(201).send(await service.create(requireUser(request), request.body)),
    );

    app.patch(
      '/saved-searches/:id',
      {
        config: writes,
        schema: {
          tags,
          summary: 'Rename a saved search, change its query or alert, or mark it opened',
          security,
          params: idParam,
          body: updateSavedSearchBody,
          response: { 200: savedSearch, ...refusals },
        },
      },
      (request) => service.update(requireUser(request), request.params.id, request.body),
    );

    app.delete(
      '/saved-searches/:id',
      {
        config: writes,
        schema: {
          tags,
          summary: 'Delete a saved search',
          security,
          params: idParam,
          response: { 200: okBody, ...refusals },
        },
      },
      async (request) => {
        await service.remove(requireUser(request), request.params.id);
        return { success: true as const };
      },
    );

    app.get(
      '/account/digest',
      {
        schema: {
          tags,
          summary: 'How often the e-mail digest of new items is sent (off, daily, weekly)',
          security,
          response: { 200: digestSettings, 401: errorBody },
        },
      },
      (request) => service.digest(requireUser(request)),
    );

    app.put(
      '/account/digest',
      {
        config: writes,
        schema: {
          tags,
          summary: 'Set the e-mail digest: new items of saved searches, followed models and followed tags',
          security,
          body: digestSettings,
          response: { 200: digestSettings, 400: errorBody, 401: errorBody },
        },
      },
      (request) => service.setDigest(requireUser(request), request.body),
    );
  };
}
