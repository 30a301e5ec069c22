import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dmcaCounterNoticeBody,
  dmcaCounterNoticeCreated,
  dmcaDecisionBody,
  dmcaNotice,
  dmcaNoticeBody,
  dmcaNoticeCreated,
  dmcaNoticeListQuery,
  dmcaNoticeListResponse,
  dmcaRepeatInfringersResponse,
  dmcaRestorationRun,
  errorBody,
  idParam,
} from '@packdex/shared/schemas';
import { adminGet, adminWrite } from '../../plugins/admin-routes.ts';
import { requestLanguage } from '../../lib/translate.ts';
import type { DmcaService } from './dmca.service.ts';
import type { DmcaCounterService } from './dmca-counter.service.ts';

const tags = ['dmca'];
/** Public legal forms: a handful per address; each one is read by a person. */
const publicWriteLimit = { rateLimit: { max: 5, timeWindow: '10 minutes' } };

export function dmcaRoutes(service: DmcaService, counters: DmcaCounterService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/dmca/notices',
      {
        config: publicWriteLimit,
        schema: {
          tags,
          summary: 'File a DMCA takedown notice (17 U.S.C. §512(c)(3)); no account needed',
          body: dmcaNoticeBody,
          response: { 201: dmcaNoticeCreated, 400: errorBody, 429: errorBody },
        },
      },
      async (request, reply) => {
        const created = await service.file(request.body, {
          ip: request.ip,
          language: requestLanguage(request.body.language, request.headers['accept-language']),
        });
        return reply.status(201).send(created);
      },
    );

    app.post(
      '/dmca/counter-notices',
      {
        config: publicWriteLimit,
        schema: {
          tags,
          summary: 'File a counter-notice (§512(g)(3)) quoting the notice number',
          body: dmcaCounterNoticeBody,
          response: { 201: dmcaCounterNoticeCreated, 400: errorBody, 404: errorBody, 409: errorBody, 429: errorBody },
        },
      },
      async (request, reply) => {
        const language = requestLanguage(request.body.language, request.headers['accept-language']);
        return reply.status(201).send(await counters.counter(request.body, { ip: request.ip, language }));
      },
    );

    adminGet(
      app,
      '/dmca/notices',
      {
        tags,
        summary: 'The notice queue with ages in business days (admins)',
        querystring: dmcaNoticeListQuery,
        ok: dmcaNoticeListResponse,
      },
      ({ query }) => service.list(query.page, query.limit, query.status),
    );

    adminWrite(
      app,
      'PUT',
      '/dmca/notices/:id',
      {
        tags,
        summary: 'Accept, reject (with a reason) or record that suit was filed (admins)',
        params: idParam,
        body: dmcaDecisionBody,
        ok: dmcaNotice,
        refusals: [404, 409],
      },
      ({ params, body, admin }) =>
        service.decide(admin, params.id, body.action, body.reason || undefined, body.notes || undefined),
    );

    adminGet(
      app,
      '/dmca/repeat-infringers',
      {
        tags,
        summary: 'Models with DMCA_REPEAT_INFRINGER_STRIKES or more accepted notices (admins)',
        ok: dmcaRepeatInfringersResponse,
      },
      () => service.repeatInfringers(),
    );

    adminWrite(
      app,
      'POST',
      '/dmca/restorations/run',
      {
        tags,
        summary: 'Run the due-restoration job now (admins; it also runs on its own schedule)',
        ok: dmcaRestorationRun,
      },
      async () => ({ restored: await counters.runDueRestorations() }),
    );
  };
}
