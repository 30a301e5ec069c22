import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  comment,
  commentLikeResponse,
  commentListQuery,
  commentListResponse,
  createCommentBody,
  errorBody,
  idParam,
  okBody,
  updateCommentBody,
} from '@packdex/shared/schemas';
import { requireUser, requireVerified } from '../../plugins/auth.ts';
import type { CommentsService } from './comments.service.ts';

const tags = ['comments'];
const security = [{ bearer: [] }];
const writes = { rateLimit: { max: 20, timeWindow: '1 minute' } };
/** What a call on one comment may answer besides its own: signed out, not allowed, no such comment. */
const refusals = { 401: errorBody, 403: errorBody, 404: errorBody };

/** A signed-in call on one comment (`/comments/:id…`): the id validated, rate limited by `config`. */
const onComment = <S extends object>(config: typeof writes, schema: S) => ({
  config,
  schema: { tags, security, params: idParam, ...schema },
});

export function commentsRoutes(service: CommentsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/comments',
      {
        schema: {
          tags,
          querystring: commentListQuery,
          response: { 200: commentListResponse, 400: errorBody, 404: errorBody },
        },
      },
      async (request) => ({ comments: await service.list(request.query, request.query.limit, request.viewer) }),
    );

    app.post(
      '/comments',
      {
        config: writes,
        schema: {
          tags,
          security,
          body: createCommentBody,
          response: { 201: comment, 400: errorBody, ...refusals },
        },
      },
      async (request, reply) => reply.status(201).send(await service.create(requireVerified(request), request.body)),
    );

    app.put(
      '/comments/:id',
      onComment(writes, { body: updateCommentBody, response: { 200: comment, 400: errorBody, ...refusals } }),
      (request) => service.update(requireUser(request), request.params.id, request.body.text),
    );

    app.delete('/comments/:id', onComment(writes, { response: { 200: okBody, ...refusals } }), async (request) => {
      await service.remove(requireUser(request), request.params.id);
      return { success: true as const };
    });

    app.post(
      '/comments/:id/like',
      onComment(
        { rateLimit: { max: 60, timeWindow: '1 minute' } },
        { response: { 200: commentLikeResponse, ...refusals } },
      ),
      (request) => service.toggleLike(requireVerified(request), request.params.id),
    );
  };
}
