import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createdBody,
  createReportBody,
  errorBody,
  idParam,
  report,
  reportListQuery,
  reportListResponse,
  reportStats,
  updateReportBody,
} from '@packdex/shared/schemas';
import { requireAdmin } from '../../plugins/auth.ts';
import type { ReportsService } from './reports.service.ts';

const tags = ['reports'];
const security = [{ bearer: [] }];

export function reportsRoutes(service: ReportsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/reports',
      {
        config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
        schema: {
          tags,
          summary: 'Report content, a model or a comment (open to visitors)',
          body: createReportBody,
          response: { 201: createdBody, 400: errorBody, 404: errorBody, 429: errorBody },
        },
      },
      async (request, reply) => {
        const id = await service.create(request.body, { ip: request.ip, userId: request.viewer?.id ?? null });
        return reply.status(201).send({ success: true as const, id });
      },
    );

    app.get(
      '/reports',
      {
        schema: {
          tags,
          security,
          querystring: reportListQuery,
          response: { 200: reportListResponse, 400: errorBody, 401: errorBody, 403: errorBody },
        },
      },
      (request) => {
        requireAdmin(request);
        return service.list(request.query.page, request.query.limit, request.query.status);
      },
    );

    app.get(
      '/reports/stats',
      {
        schema: { tags, security, response: { 200: reportStats, 401: errorBody, 403: errorBody } },
      },
      (request) => {
        requireAdmin(request);
        return service.stats();
      },
    );

    app.put(
      '/reports/:id',
      {
        schema: {
          tags,
          security,
          params: idParam,
          body: updateReportBody,
          response: { 200: report, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody },
        },
      },
      (request) =>
        service.update(requireAdmin(request), request.params.id, request.body.status, request.body.adminNotes),
    );
  };
}
