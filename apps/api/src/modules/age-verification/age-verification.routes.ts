import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { AGE_CONFIRMED_HEADER } from '@packdex/shared/constants';
import { ageConfirmBody, ageStatusResponse, errorBody } from '@packdex/shared/schemas';
import { now } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';

const tags = ['age-verification'];

/**
 * Age confirmation. A visitor's confirmation lives in their browser (and arrives as the
 * x-age-confirmed header); a signed-in user's is also kept on the account, so it follows them.
 */
export function ageVerificationRoutes(db: Kysely<DB>): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/age-verification/confirm',
      {
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: { tags, body: ageConfirmBody, response: { 200: ageStatusResponse, 400: errorBody } },
      },
      async (request) => {
        if (request.user && !request.user.age_confirmed_at) {
          await db.updateTable('users').set({ age_confirmed_at: now() }).where('id', '=', request.user.id).execute();
        }
        return { ageConfirmed: true };
      },
    );

    app.get('/age-verification/status', { schema: { tags, response: { 200: ageStatusResponse } } }, (request) => ({
      ageConfirmed: Boolean(request.user?.age_confirmed_at) || request.headers[AGE_CONFIRMED_HEADER] === 'true',
    }));

    app.post(
      '/age-verification/revoke',
      {
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: { tags, response: { 200: ageStatusResponse } },
      },
      async (request) => {
        if (request.user)
          await db.updateTable('users').set({ age_confirmed_at: null }).where('id', '=', request.user.id).execute();
        return { ageConfirmed: false };
      },
    );
  };
}
