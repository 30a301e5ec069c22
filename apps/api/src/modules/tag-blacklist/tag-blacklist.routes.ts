import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBody,
  tagBlacklistAddBody,
  tagBlacklistBody,
  tagBlacklistParam,
  tagBlacklistResponse,
} from '@packdex/shared/schemas';
import { requireUser } from '../../plugins/auth.ts';
import type { TagBlacklistService } from './tag-blacklist.service.ts';

const tags = ['account'];
const secured = [{ bearer: [] }];
// As the account's other list writes (sessions): a person clicking, never a script's pace.
const writes = { rateLimit: { max: 60, timeWindow: '15 minutes' } };
const refusals = { 400: errorBody, 401: errorBody, 429: errorBody };

/** The signed-in account's hidden tags (docs/product.md#hidden-tags). Visitors get a 401 before any validation. */
export function tagBlacklistRoutes(service: TagBlacklistService): FastifyPluginAsyncZod {
  return async (app) => {
    const member = async (request: Parameters<typeof requireUser>[0]) => void requireUser(request);

    app.get(
      '/account/tag-blacklist',
      {
        schema: {
          tags,
          summary: 'The tags whose items are hidden from your lists, A–Z',
          security: secured,
          response: { 200: tagBlacklistResponse, 401: errorBody },
        },
      },
      (request) => service.list(requireUser(request)),
    );

    app.put(
      '/account/tag-blacklist',
      {
        config: writes,
        preValidation: member,
        schema: {
          tags,
          summary: 'Replace your hidden tags (slugs; at most 100)',
          security: secured,
          body: tagBlacklistBody,
          response: { 200: tagBlacklistResponse, ...refusals },
        },
      },
      (request) => service.replace(requireUser(request), request.body.tags),
    );

    app.post(
      '/account/tag-blacklist',
      {
        config: writes,
        preValidation: member,
        schema: {
          tags,
          summary: 'Hide one more tag',
          security: secured,
          body: tagBlacklistAddBody,
          response: { 200: tagBlacklistResponse, ...refusals, 409: errorBody },
        },
      },
      (request) => service.add(requireUser(request), request.body.tag),
    );

    app.delete(
      '/account/tag-blacklist/:slug',
      {
        config: writes,
        preValidation: member,
        schema: {
          tags,
          summary: 'Show a hidden tag again',
          security: secured,
          params: tagBlacklistParam,
          response: { 200: tagBlacklistResponse, ...refusals, 404: errorBody },
        },
      },
      (request) => service.remove(requireUser(request), request.params.slug),
    );
  };
}
