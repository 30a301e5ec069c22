import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { errorBody } from '@packdex/shared/schemas';
import type { Viewer } from '../modules/users/users.service.ts';
import { staffOnly, requireStaff } from './auth.ts';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** The rate limit of admin decisions (reports, DMCA notices, inboxes): generous, but bounded like every write. */
export const ADMIN_WRITE_LIMIT = { rateLimit: { max: 120, timeWindow: '1 minute' } };

interface AdminGetSchema<Q extends z.ZodType, P extends z.ZodType, R extends z.ZodType> {
  tags: string[];
  summary: string;
  querystring?: Q;
  params?: P;
  /** The answer's schema. */
  ok: R;
}

/** The tags of an admin-only operation: its feature's, and `admin` (the OpenAPI document lists them apart). */
export const adminTags = (tags: string[]) => (tags.includes('admin') ? tags : [...tags, 'admin']);

/**
 * An admin-only read: GET `url` with the bearer security and every answer it can give (200; 400
 * for a bad query or id; 404 for an unknown id; 401 signed out; 403 not an admin), answered by
 * `answer` once the caller is an admin. Who is asking is checked before the query is read
 * (`preValidation`), so a visitor learns nothing of an admin call's rules from its 400s.
 */
export function adminGet<Q extends z.ZodType, P extends z.ZodType, R extends z.ZodType>(
  app: ZodApp,
  url: string,
  schema: AdminGetSchema<Q, P, R>,
  answer: (input: { query: z.output<Q>; params: z.output<P>; admin: Viewer }) => Promise<z.input<R>> | z.input<R>,
): void {
  const { ok, querystring, params, tags, ...docs } = schema;
  const validated = querystring !== undefined || params !== undefined;
  app.get(
    url,
    {
      preValidation: staffOnly,
      schema: {
        ...docs,
        tags: adminTags(tags),
        security: [{ bearer: [] }],
        ...(querystring ? { querystring } : {}),
        ...(params ? { params } : {}),
        response: {
          200: ok,
          ...(validated ? { 400: errorBody } : {}),
          401: errorBody,
          403: errorBody,
          ...(params ? { 404: errorBody } : {}),
        },
      },
    },
    (request) =>
      answer({
        query: request.query as z.output<Q>,
        params: request.params as z.output<P>,
        admin: requireStaff(request),
      }),
  );
}

interface AdminWriteSchema<P extends z.ZodType, B extends z.ZodType, R extends z.ZodType> {
  tags: string[];
  summary: string;
  params?: P;
  body?: B;
  /** The answer's schema. */
  ok: R;
  /** 201 for a write that creates something; 200 unless told. */
  status?: 200 | 201;
  /** The refusals this write gives beside the ones every admin write can: 404 an unknown id, 409 a conflict. */
  refusals?: readonly (404 | 409)[];
  /** The write changes what visitors' cached pages show, so they are dropped (plugins/page-cache.ts). */
  invalidatesPages?: boolean;
}

/**
 * An admin-only write: `method` `url` under ADMIN_WRITE_LIMIT, with the bearer security and every
 * answer it can give (`status` with `ok`; 400 for a bad body or id; 401 signed out; 403 not an
 * admin; `refusals`; 429), answered by `answer` once the caller is an admin. As with adminGet, who
 * is asking is checked before the body is read (`preValidation`).
 */
export function adminWrite<P extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  app: ZodApp,
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  schema: AdminWriteSchema<P, B, R>,
  answer: (input: { params: z.output<P>; body: z.output<B>; admin: Viewer }) => Promise<z.input<R>> | z.input<R>,
): void {
  const { ok, params, body, tags, status = 200, refusals = [], invalidatesPages = false, ...docs } = schema;
  const validated = params !== undefined || body !== undefined;
  app.route({
    method,
    url,
    config: invalidatesPages ? { ...ADMIN_WRITE_LIMIT, invalidatesPages } : ADMIN_WRITE_LIMIT,
    preValidation: staffOnly,
    schema: {
      ...docs,
      tags: adminTags(tags),
      security: [{ bearer: [] }],
      ...(params ? { params } : {}),
      ...(body ? { body } : {}),
      response: {
        [status]: ok,
        ...(validated ? { 400: errorBody } : {}),
        401: errorBody,
        403: errorBody,
        ...Object.fromEntries(refusals.map((code) => [code, errorBody])),
        429: errorBody,
      },
    },
    handler: async (request, reply) => {
      const answered = await answer({
        params: request.params as z.output<P>,
        body: request.body as z.output<B>,
        admin: requireStaff(request),
      });
      return reply.status(status).send(answered);
    },
  });
}
