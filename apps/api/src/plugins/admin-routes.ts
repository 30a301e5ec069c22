import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { errorBody } from '@packdex/shared/schemas';
import type { Viewer } from '../modules/users/users.service.ts';
import { staffOnly, requireStaff } from './auth.ts';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** The rate limit of admin decisions (reports, DMCA notices): generous, but bounded like every write. */
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
