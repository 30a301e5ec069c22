import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { errorBody, followResponse, idParam } from '@packdex/shared/schemas';
import { now } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { findTarget } from '../../lib/targets.ts';
import { requireUser } from '../../plugins/auth.ts';

/** Following a model: followers hear about new content for it. */
export function followsRoutes(db: Kysely<DB>): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/models/:id/follow',
      {
        config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
        schema: {
          tags: ['models'],
          summary: 'Follow or unfollow a model',
          security: [{ bearer: [] }],
          params: idParam,
          response: { 200: followResponse, 401: errorBody, 404: errorBody },
        },
      },
      async (request) => {
        const user = requireUser(request);
        const target = await findTarget(db, { modelId: request.params.id });
        const modelId = target.modelId!;
        const following = await db.transaction().execute(async (trx) => {
          const removed = await trx
            .deleteFrom('follows')
            .where('user_id', '=', user.id)
            .where('model_id', '=', modelId)
            .executeTakeFirst();
          if (Number(removed.numDeletedRows) > 0) return false;
          await trx
            .insertInto('follows')
            .values({ user_id: user.id, model_id: modelId, created_at: now() })
            .onConflict((oc) => oc.doNothing())
            .execute();
          return true;
        });
        const { n } = await db
          .selectFrom('follows')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('model_id', '=', modelId)
          .executeTakeFirstOrThrow();
        return { following, followers: Number(n) };
      },
    );
  };
}
