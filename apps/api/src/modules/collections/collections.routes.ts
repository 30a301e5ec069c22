import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  collection,
  collectionItemBody,
  collectionItemParam,
  collectionItemRemoved,
  collectionItemResponse,
  collectionPageQuery,
  collectionResponse,
  createCollectionBody,
  createdCollection,
  errorBody,
  idParam,
  myCollectionsQuery,
  myCollectionsResponse,
  okBody,
  updateCollectionBody,
} from '@packdex/shared/schemas';
import { requireUser } from '../../plugins/auth.ts';
import type { CollectionsService } from './collections.service.ts';

const tags = ['collections'];
const security = [{ bearer: [] }];
/** Creating, renaming and deleting collections. */
const writes = { rateLimit: { max: 30, timeWindow: '1 minute' } };
/** Saving and unsaving items: a person ticks several in a row. */
const itemWrites = { rateLimit: { max: 120, timeWindow: '1 minute' } };
const refusals = { 400: errorBody, 401: errorBody, 404: errorBody };

export function collectionsRoutes(service: CollectionsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/collections',
      {
        schema: {
          tags,
          summary: "The signed-in account's collections ('Saved' first, made on first use)",
          security,
          querystring: myCollectionsQuery,
          response: { 200: myCollectionsResponse, 400: errorBody, 401: errorBody },
        },
      },
      (request) => service.mine(requireUser(request), request.query),
    );

    app.post(
      '/collections',
      {
        config: writes,
        schema: {
          tags,
          summary: 'Create a collection (free accounts: FREE_COLLECTION_LIMIT besides Saved)',
          security,
          body: createCollectionBody,
          response: { 201: createdCollection, 403: errorBody, ...refusals },
        },
      },
      async (request, reply) => reply.status(201).send(await service.create(requireUser(request), request.body)),
    );

    app.get(
      '/collections/:id',
      {
        schema: {
          tags,
          summary: 'A collection and a page of its items (404 to others while private)',
          params: idParam,
          querystring: collectionPageQuery,
          response: { 200: collectionResponse, 400: errorBody, 404: errorBody },
        },
      },
      (request) => service.page(request.viewer, request.params.id, request.query),
    );

    app.put(
      '/collections/:id',
      {
        config: writes,
        schema: {
          tags,
          summary: 'Rename a collection, or make it public or private',
          security,
          params: idParam,
          body: updateCollectionBody,
          response: { 200: collection, ...refusals },
        },
      },
      (request) => service.update(requireUser(request), request.params.id, request.body),
    );

    app.delete(
      '/collections/:id',
      {
        config: writes,
        schema: {
          tags,
          summary: 'Delete a collection (not Saved)',
          security,
          params: idParam,
          response: { 200: okBody, 409: errorBody, ...refusals },
        },
      },
      async (request) => {
        await service.remove(requireUser(request), request.params.id);
        return { success: true as const };
      },
    );

    app.post(
      '/collections/:id/items',
      {
        config: itemWrites,
        schema: {
          tags,
          summary: 'Save an item into a collection',
          security,
          params: idParam,
          body: collectionItemBody,
          response: { 200: collectionItemResponse, ...refusals },
        },
      },
      (request) => service.addItem(requireUser(request), request.params.id, request.body.contentId),
    );

    app.delete(
      '/collections/:id/items/:contentId',
      {
        config: itemWrites,
        schema: {
          tags,
          summary: 'Remove an item from a collection',
          security,
          params: collectionItemParam,
          response: { 200: collectionItemRemoved, ...refusals },
        },
      },
      (request) => service.removeItem(requireUser(request), request.params.id, request.params.contentId),
    );
  };
}
