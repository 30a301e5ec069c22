import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  activityListQuery,
  contentListResponse,
  errorBody,
  followedListResponse,
  followedTagsResponse,
  likedListQuery,
  likedListResponse,
} from '@packdex/shared/schemas';
import { requireUser } from '../../plugins/auth.ts';
import type { ActivityService } from './activity.service.ts';

const tags = ['account'];
const security = [{ bearer: [] }];

/** My activity: the signed-in account's likes, the models it follows and their new packs. */
export function activityRoutes(service: ActivityService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/account/likes',
      {
        schema: {
          tags,
          summary: "The signed-in user's likes of packs and models, newest first",
          security,
          querystring: likedListQuery,
          response: { 200: likedListResponse, 400: errorBody, 401: errorBody },
        },
      },
      (request) => service.likes(requireUser(request), request.query.type, request.query),
    );

    app.get(
      '/follows',
      {
        schema: {
          tags,
          summary: 'The models the signed-in user follows, most recently followed first',
          security,
          querystring: activityListQuery,
          response: { 200: followedListResponse, 400: errorBody, 401: errorBody },
        },
      },
      (request) => service.follows(requireUser(request), request.query),
    );

    app.get(
      '/follows/tags',
      {
        schema: {
          tags,
          summary: 'The tags the signed-in user follows, most recently followed first',
          security,
          querystring: activityListQuery,
          response: { 200: followedTagsResponse, 400: errorBody, 401: errorBody },
        },
      },
      (request) => service.followedTags(requireUser(request), request.query),
    );

    app.get(
      '/follows/tags/feed',
      {
        schema: {
          tags,
          summary: 'New packs carrying the tags the signed-in user follows, newest first',
          security,
          querystring: activityListQuery,
          response: { 200: contentListResponse, 400: errorBody, 401: errorBody },
        },
      },
      (request) => service.tagsFeed(requireUser(request), request.query),
    );

    app.get(
      '/follows/feed',
      {
        schema: {
          tags,
          summary: 'New packs of the models the signed-in user follows, newest first',
          security,
          querystring: activityListQuery,
          response: { 200: contentListResponse, 400: errorBody, 401: errorBody },
        },
      },
      (request) => service.feed(requireUser(request), request.query),
    );
  };
}
