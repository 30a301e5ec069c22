import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { monthlyReportQuery } from '@packdex/shared/schemas';
import { adminTags } from '../../plugins/admin-routes.ts';
import { staffOnly, requireStaff } from '../../plugins/auth.ts';
import { reportCsv, reportPdf } from './transparency-export.ts';
import type { TransparencyService } from './transparency.service.ts';

const tags = adminTags(['transparency']);

/** The monthly processor and transparency report (docs/compliance.md#monthly-report): admins only. */
export function transparencyRoutes(service: TransparencyService, siteName: string): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin/reports/monthly',
      {
        preValidation: staffOnly,
        schema: {
          tags,
          summary: 'The monthly processor and transparency report as JSON, CSV or PDF (admins)',
          security: [{ bearer: [] }],
          querystring: monthlyReportQuery,
        },
      },
      async (request, reply) => {
        requireStaff(request);
        const { month, format } = request.query;
        const report = await service.monthly(month);
        const name = `transparency-report-${month}`;
        if (format === 'json') return report;
        if (format === 'csv')
          return reply
            .type('text/csv; charset=utf-8')
            .header('content-disposition', `attachment; filename="${name}.csv"`)
            .send(reportCsv(report));
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${name}.pdf"`)
          .send(await reportPdf(report, siteName));
      },
    );
  };
}
