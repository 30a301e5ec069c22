import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  reviewDecisionBody,
  reviewItem,
  reviewListQuery,
  reviewListResponse,
  reviewParams,
} from '@packdex/shared/schemas/review';
import { adminGet, adminWrite } from '../../plugins/admin-routes.ts';
import type { ReviewService } from './review.service.ts';

const tags = ['review'];

/** The review queue (docs/compliance.md#review-before-publication): moderators and admins. */
export function reviewRoutes(service: ReviewService): FastifyPluginAsyncZod {
  return async (app) => {
    adminGet(
      app,
      '/admin/review',
      {
        tags,
        summary: 'Drafts waiting for review (oldest first), or decided ones, each with its checklist',
        querystring: reviewListQuery,
        ok: reviewListResponse,
      },
      ({ query, admin }) => service.list(admin, query),
    );

    adminWrite(
      app,
      'PUT',
      '/admin/review/:kind/:id',
      {
        tags,
        summary: 'Publish a draft (needs a current consent record; not by its creator) or reject it with a reason',
        params: reviewParams,
        body: reviewDecisionBody,
        ok: reviewItem,
        refusals: [404, 409],
        invalidatesPages: true,
      },
      ({ params, body, admin }) => service.decide(admin, params.kind, params.id, body.action, body.reason),
    );
  };
}
