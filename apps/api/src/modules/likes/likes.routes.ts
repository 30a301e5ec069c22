import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { errorBody, likeStats, likeStatsQuery, likeToggleBody, likeToggleResponse } from '@packdex/shared/schemas';
import { now } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { findTarget, type Target } from '../../lib/targets.ts';
import { requireVerified } from '../../plugins/auth.ts';

const tags = ['likes'];

/** Likes of content and models. The total is counted from the rows, so it can never drift. */
export function likesRoutes(db: Kysely<DB>): FastifyPluginAsyncZod {
  const column = (t: Target) => (t.contentId !== null ? ('content_id' as const) : ('model_id' as const));
  const idOf = (t: Target) => (t.contentId ?? t.modelId)!;

  async function stats(target: Target, userId: number | null) {
    const col = column(target);
    const { n } = await db
      .selectFrom('likes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(col, '=', idOf(target))
      .executeTakeFirstOrThrow();
    const mine =
      userId === null
        ? undefined
        : await db
            .selectFrom('likes')
            .select('id')
            .where(col, '=', idOf(target))
            .where('user_id', '=', userId)
            .executeTakeFirst();
    return { totalLikes: Number(n), isLiked: Boolean(mine) };
  }

  return async (app) => {
    app.post(
      '/likes/toggle',
      {
        config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
        schema: {
          tags,
          security: [{ bearer: [] }],
          body: likeToggleBody,
          response: { 200: likeToggleResponse, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
        },
      },
      async (request) => {
        const user = requireVerified(request);
        const target = await findTarget(db, request.body);
        const col = column(target);
        await db.transaction().execute(async (trx) => {
          const removed = await trx
            .deleteFrom('likes')
            .where(col, '=', idOf(target))
            .where('user_id', '=', user.id)
            .executeTakeFirst();
          if (Number(removed.numDeletedRows) === 0) {
            // The unique index (user, target) keeps one like per user even if two toggles race.
            await trx
              .insertInto('likes')
              .values({ user_id: user.id, content_id: target.contentId, model_id: target.modelId, created_at: now() })
              .onConflict((oc) => oc.doNothing())
              .execute();
          }
        });
        const s = await stats(target, user.id);
        return { ...s, liked: s.isLiked };
      },
    );

    app.get(
      '/likes/stats',
      {
        schema: { tags, querystring: likeStatsQuery, response: { 200: likeStats, 400: errorBody, 404: errorBody } },
      },
      async (request) => stats(await findTarget(db, request.query), request.user?.id ?? null),
    );
  };
}
