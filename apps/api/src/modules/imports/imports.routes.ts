import { stringify } from 'csv-stringify';
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, idParam } from '@packdex/shared/schemas';
import {
  exportQuery,
  importListQuery,
  importListResponse,
  importQuery,
  importReport,
  importResult,
} from '@packdex/shared/schemas/catalogue-admin';
import { adminGet, adminTags } from '../../plugins/admin-routes.ts';
import { staffOnly, requireStaff } from '../../plugins/auth.ts';
import type { CatalogueExportService } from './catalogue-export.service.ts';
import { storeUpload } from './import-upload.ts';
import type { ImportsService } from './imports.service.ts';

const tags = adminTags(['imports']);
const security = [{ bearer: [] }];
/** Import files are streamed to disk as they come: these types reach the handler as a stream. */
const STREAMED_TYPES = ['text/csv', 'application/json', 'application/x-ndjson', 'application/jsonl'];

/** Catalogue imports and exports (admins; docs/catalogue-operations.md). */
export function importsRoutes(
  service: ImportsService,
  exporter: CatalogueExportService,
  upload: { dir: string; maxBytes: number },
): FastifyPluginAsyncZod {
  return async (app) => {
    // In this plugin only: the body of an import is a file, read by the route, not parsed here.
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser(STREAMED_TYPES, (_request, payload, done) => done(null, payload));

    app.post(
      '/admin/imports',
      {
        config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
        // Who is asking is known before the body is read: a visitor's upload is refused unread.
        onRequest: staffOnly,
        bodyLimit: upload.maxBytes,
        schema: {
          tags,
          summary: 'Import models and content from CSV, JSON or NDJSON (admins); dryRun=true only checks',
          security,
          consumes: ['multipart/form-data', ...STREAMED_TYPES],
          querystring: importQuery,
          response: {
            200: importResult,
            400: errorBody,
            401: errorBody,
            403: errorBody,
            413: errorBody,
            415: errorBody,
          },
        },
      },
      async (request) => {
        const admin = requireStaff(request);
        const file = await storeUpload(request, upload.dir, upload.maxBytes);
        return service.start(admin.id, file, request.query.dryRun);
      },
    );

    app.post(
      '/admin/imports/:id/resume',
      {
        config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
        preValidation: staffOnly,
        schema: {
          tags,
          summary: 'Resume an import that a crash or an error stopped (admins)',
          security,
          params: idParam,
          response: {
            200: importResult,
            400: errorBody,
            401: errorBody,
            403: errorBody,
            404: errorBody,
            409: errorBody,
          },
        },
      },
      (request) => service.resume(request.params.id),
    );

    adminGet(
      app,
      '/admin/imports',
      { tags, summary: 'Kept imports, newest first (admins)', querystring: importListQuery, ok: importListResponse },
      ({ query }) => service.list(query),
    );

    adminGet(
      app,
      '/admin/imports/:id',
      { tags, summary: 'An import: counts, progress and refused rows (admins)', params: idParam, ok: importReport },
      ({ params }) => service.report(params.id),
    );

    app.get(
      '/admin/imports/:id/refused.csv',
      {
        preValidation: staffOnly,
        schema: { tags, summary: "An import's refused rows as CSV (admins)", security, params: idParam },
      },
      async (request, reply) => {
        const rows = await service.refusedRows(request.params.id);
        const csv = stringify({ header: true, columns: ['row', 'field', 'error'] });
        const source = Readable.from(rows);
        source.on('error', (err) => csv.destroy(err));
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="import-${request.params.id}-refused.csv"`)
          .send(source.pipe(csv));
      },
    );

    app.get(
      '/admin/exports',
      {
        preValidation: staffOnly,
        schema: {
          tags,
          summary: 'The catalogue as CSV or NDJSON, streamed (admins)',
          security,
          querystring: exportQuery,
        },
      },
      async (request, reply) => {
        const { format } = request.query;
        return reply
          .type(format === 'csv' ? 'text/csv; charset=utf-8' : 'application/x-ndjson')
          .header('content-disposition', `attachment; filename="catalogue.${format}"`)
          .send(exporter.export(format));
      },
    );
  };
}
