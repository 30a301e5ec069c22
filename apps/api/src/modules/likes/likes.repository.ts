import type { Kysely } from 'kysely';
import { countOf } from '../../db/paging.ts';
import type { Engine } from '../../db/database.ts';
import { lockForTransaction } from '../../db/locks.ts';
import type { DB, Executor } from '../../db/schema.ts';

/** A like is of one content item or one model. */
export type LikeTarget = { contentId: number; modelId: null } | { contentId: null; modelId: number };

const columnOf = (t: LikeTarget) =>
  t.contentId !== null ? (['content_id', t.contentId] as const) : (['model_id', t.modelId] as const);

/** Likes of content and models; totals are counted from the rows, so they never drift. */
export function likesRepository(db: Kysely<DB>, engine: Engine) {
  return {
    /** Serialises one user's toggles of one target until the transaction ends. */
    lockToggle: (userId: number, target: LikeTarget, trx: Executor) => {
      const [column, id] = columnOf(target);
      return lockForTransaction(engine, `like:${userId}:${column}:${id}`, trx);
    },

    /** Removes the user's like; false when there was none. */
    async remove(userId: number, target: LikeTarget, executor: Executor = db): Promise<boolean> {
      const [column, id] = columnOf(target);
      const res = await executor
        .deleteFrom('likes')
        .where(column, '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(res.numDeletedRows) > 0;
    },

    async add(userId: number, target: LikeTarget, at: string, executor: Executor = db): Promise<void> {
      // The unique index (user, target) keeps one like per user even if two toggles race.
      await executor
        .insertInto('likes')
        .values({ user_id: userId, content_id: target.contentId, model_id: target.modelId, created_at: at })
        .onConflict((oc) => oc.doNothing())
        .execute();
    },

    async stats(target: LikeTarget, userId: number | null): Promise<{ totalLikes: number; isLiked: boolean }> {
      const [column, id] = columnOf(target);
      const totalLikes = await countOf(db.selectFrom('likes').where(column, '=', id));
      const mine =
        userId === null
          ? undefined
          : await db
              .selectFrom('likes')
              .select('id')
              .where(column, '=', id)
              .where('user_id', '=', userId)
              .executeTakeFirst();
      return { totalLikes, isLiked: Boolean(mine) };
    },

    /** Likes the account has given (its activity counter). */
    countBy: (userId: number) => countOf(db.selectFrom('likes').where('user_id', '=', userId)),
  };
}
export type LikesRepository = ReturnType<typeof likesRepository>;
