import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, idParam, okBody } from '@packdex/shared/schemas';
import {
  CONSENT_FILE_MAX_BYTES,
  consentRecord,
  consentRecordFields,
  consentRecordParams,
  consentRecordsResponse,
} from '@packdex/shared/schemas/review';
import { badRequest } from '../../lib/errors.ts';
import { readFormWithFile } from '../../lib/multipart.ts';
import { adminGet, adminTags, adminWrite } from '../../plugins/admin-routes.ts';
import { requireStaff, staffOnly } from '../../plugins/auth.ts';
import type { ConsentService } from './consent.service.ts';

const tags = adminTags(['consent']);
const security = [{ bearer: [] }];

/**
 * A model's consent records (docs/compliance.md#consent-records), for staff only: the files are
 * never served from the uploads folder; they come back only through the download below, audited.
 */
export function consentRoutes(service: ConsentService): FastifyPluginAsyncZod {
  return async (app) => {
    adminGet(
      app,
      '/admin/models/:id/consent',
      {
        tags,
        summary: "A model's consent records and whether one is current (editors, moderators, admins)",
        params: idParam,
        ok: consentRecordsResponse,
      },
      ({ params }) => service.list(params.id),
    );

    app.post(
      '/admin/models/:id/consent',
      {
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
        bodyLimit: CONSENT_FILE_MAX_BYTES + 64 * 1024,
        preValidation: staffOnly,
        schema: {
          tags,
          summary:
            'Add a consent record: multipart with the document in `file` (PDF, JPEG, PNG or WebP, at most 10 MB) and the fields documentType, checkedOn, expiresOn, note (editors, admins)',
          security,
          consumes: ['multipart/form-data'],
          params: idParam,
          response: {
            201: consentRecord,
            400: errorBody,
            401: errorBody,
            403: errorBody,
            404: errorBody,
            413: errorBody,
            415: errorBody,
            429: errorBody,
          },
        },
      },
      async (request, reply) => {
        const staff = requireStaff(request);
        const form = await readFormWithFile(request, 'file', CONSENT_FILE_MAX_BYTES);
        const fields = consentRecordFields.safeParse(
          Object.fromEntries(Object.entries(form.fields).filter(([, v]) => v.trim() !== '')),
        );
        if (!fields.success) throw badRequest(fields.error.issues[0]?.message ?? 'The form is not valid');
        return reply.status(201).send(await service.add(staff, request.params.id, fields.data, form));
      },
    );

    app.get(
      '/admin/models/:id/consent/:recordId/file',
      {
        preValidation: staffOnly,
        schema: {
          tags,
          summary: "A consent record's document, as a download; every access is written to the audit log",
          security,
          params: consentRecordParams,
        },
      },
      async (request, reply) => {
        const file = await service.file(requireStaff(request), request.params.id, request.params.recordId);
        return reply
          .type(file.type)
          .header('cache-control', 'no-store')
          .header('x-content-type-options', 'nosniff')
          .header(
            'content-disposition',
            `attachment; filename="consent-${request.params.recordId}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
          )
          .send(file.bytes);
      },
    );

    adminWrite(
      app,
      'DELETE',
      '/admin/models/:id/consent/:recordId',
      {
        tags,
        summary: 'Delete a consent record and its file (editors, admins)',
        params: consentRecordParams,
        ok: okBody,
        refusals: [404],
      },
      async ({ params, admin }) => {
        await service.remove(admin, params.id, params.recordId);
        return { success: true as const, message: 'Consent record deleted' };
      },
    );
  };
}
