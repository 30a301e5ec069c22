import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createdBody,
  createReportBody,
  errorBody,
  idParam,
  report,
  reportAlerts,
  reportEvidence,
  reportListQuery,
  reportListResponse,
  reportStats,
  revertReportsBody,
  revertReportsResponse,
  trustedFlaggerBody,
  trustedFlaggerResponse,
  updateReportBody,
} from '@packdex/shared/schemas';
import { adminGet, adminWrite } from '../../plugins/admin-routes.ts';
import type { ReportsService } from './reports.service.ts';
import type { TrustSafetyService } from './trust-safety.service.ts';

const tags = ['reports'];

export function reportsRoutes(service: ReportsService, trustSafety: TrustSafetyService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/reports',
      {
        config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
        schema: {
          tags,
          summary: 'Report one content item, model or comment (open to visitors)',
          description:
            'Severe reasons (child_content, no_consent) hide the target at once from a credible reporter, otherwise after REPORT_HIDE_THRESHOLD distinct reporters within 24 h; capped per reporter and site-wide (429).',
          body: createReportBody,
          response: { 201: createdBody, 400: errorBody, 404: errorBody, 429: errorBody },
        },
      },
      async (request, reply) => {
        const id = await service.create(request.body, { ip: request.ip, userId: request.viewer?.id ?? null });
        return reply.status(201).send({ success: true as const, id });
      },
    );

    adminGet(
      app,
      '/reports',
      {
        tags,
        summary: "The moderation queue, by status, with each report's target (admins)",
        querystring: reportListQuery,
        ok: reportListResponse,
      },
      ({ query }) => service.list(query.page, query.limit, query.status),
    );

    adminGet(
      app,
      '/reports/stats',
      { tags, summary: 'Report counts by status and reason, severe pending and overdue (admins)', ok: reportStats },
      () => service.stats(),
    );

    adminGet(
      app,
      '/reports/alerts',
      {
        tags,
        summary: 'Severe-report volume against the caps, and the reporters behind it (admins)',
        ok: reportAlerts,
      },
      () => trustSafety.alerts(),
    );

    adminGet(
      app,
      '/reports/:id/evidence',
      {
        tags,
        summary: 'The evidence frozen when a severe report was filed (admins)',
        params: idParam,
        ok: reportEvidence,
      },
      ({ params }) => service.evidence(params.id),
    );

    adminWrite(
      app,
      'POST',
      '/reports/revert',
      {
        tags,
        summary: 'Undo every hide caused by one account, one address or one visitor network (admins)',
        body: revertReportsBody,
        ok: revertReportsResponse,
      },
      ({ body, admin }) => {
        const { reporterId, ip, reporterKey, notes } = body;
        const by =
          reporterId !== undefined ? { reporterId } : ip !== undefined ? { ip } : { reporterKey: reporterKey ?? '' };
        return trustSafety.revert(admin, by, notes);
      },
    );

    adminWrite(
      app,
      'PUT',
      '/admin/users/:id/trusted-flagger',
      {
        tags,
        summary: "Grant or take back an account's trusted-flagger flag (admins)",
        params: idParam,
        body: trustedFlaggerBody,
        ok: trustedFlaggerResponse,
        refusals: [404],
      },
      ({ params, body, admin }) => trustSafety.setTrustedFlagger(admin, params.id, body.trusted),
    );

    adminWrite(
      app,
      'PUT',
      '/reports/:id',
      {
        tags,
        summary: "Set a report's status and the admin's notes (admins)",
        params: idParam,
        body: updateReportBody,
        ok: report,
        refusals: [404, 409],
      },
      ({ params, body, admin }) => service.update(admin, params.id, body.status, body.adminNotes),
    );
  };
}
