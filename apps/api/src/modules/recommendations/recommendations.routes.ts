import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { RECOMMENDATIONS_PER_MONTH } from '@packdex/shared/constants';
import { errorBody, recommendationBody, recommendationCreated, recommendationRemaining } from '@packdex/shared/schemas';
import { now } from '../../db/database.ts';
import type { DB, UserRow } from '../../db/schema.ts';
import { AppError, forbidden } from '../../lib/errors.ts';
import { findTarget } from '../../lib/targets.ts';
import { requireUser } from '../../plugins/auth.ts';
import { premiumActive } from '../auth/user-mapper.ts';

const tags = ['recommendations'];
const security = [{ bearer: [] }];

/** Start of the current calendar month (UTC): the quota resets on the 1st. */
const monthStart = (at = new Date()) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1)).toISOString();

function requirePremium(user: UserRow): UserRow {
  if (!premiumActive(user) && user.is_admin !== 1) throw forbidden('Recommendations are for premium members');
  return user;
}

/** Premium members recommend models to the team, 2 per calendar month. */
export function recommendationsRoutes(db: Kysely<DB>): FastifyPluginAsyncZod {
  const used = async (userId: number, executor: Kysely<DB> = db) => {
    const { n } = await executor
      .selectFrom('recommendations')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('created_at', '>=', monthStart())
      .executeTakeFirstOrThrow();
    return Number(n);
  };

  return async (app) => {
    app.get(
      '/recommendations/remaining',
      {
        schema: { tags, security, response: { 200: recommendationRemaining, 401: errorBody, 403: errorBody } },
      },
      async (request) => {
        const user = requirePremium(requireUser(request));
        return { remaining: Math.max(0, RECOMMENDATIONS_PER_MONTH - (await used(user.id))) };
      },
    );

    app.post(
      '/recommendations',
      {
        config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
        schema: {
          tags,
          security,
          body: recommendationBody,
          response: {
            201: recommendationCreated,
            400: errorBody,
            401: errorBody,
            403: errorBody,
            404: errorBody,
            429: errorBody,
          },
        },
      },
      async (request, reply) => {
        const user = requirePremium(requireUser(request));
        const target = await findTarget(db, { modelId: request.body.modelId });
        const remaining = await db.transaction().execute(async (trx) => {
          const count = await used(user.id, trx);
          if (count >= RECOMMENDATIONS_PER_MONTH) {
            throw new AppError(
              429,
              'RATE_LIMITED',
              `You have reached your monthly recommendation limit of ${RECOMMENDATIONS_PER_MONTH} recommendations.`,
            );
          }
          await trx
            .insertInto('recommendations')
            .values({
              user_id: user.id,
              model_id: target.modelId!,
              description: request.body.description,
              created_at: now(),
            })
            .execute();
          return RECOMMENDATIONS_PER_MONTH - count - 1;
        });
        return reply.status(201).send({ success: true as const, remaining });
      },
    );
  };
}
