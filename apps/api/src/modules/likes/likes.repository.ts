import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { countOf } from '../../db/paging.ts';
import type { Engine } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';

/** A like is of one content item or one model. */
export type LikeTarget = { contentId: number; modelId: null } | { contentId: null; modelId: number };

const columnOf = (t: LikeTarget) =>
  t.contentId !== null ? (['content_id', t.contentId] as const) : (['model_id', t.modelId] as const);

/** Likes of content and models; totals are counted from the rows, so they never drift. */
export function likesRepository(db: Kysely<DB>, engine: Engine) {
  return {
    /**
     * Flips the user's like of the target: removes it, or adds it when there was none. Answers the
     * state it set and the target's new total. The flip is atomic per user and target, however many
     * toggles race (two in parallel leave the like as it was), and how is the engine's business, so
     * it lives here rather than in the service:
     * - PostgreSQL: one round trip with the total, the function `toggle_like` (migration
     *   2026-11-27-0200). A toggle racing another waits on the other's row lock or unique-index
     *   entry; when that leaves it nothing to do (the row it would insert appeared meanwhile), it
     *   runs again on what the other committed.
     * - SQLite: remove-or-add and the count in one write transaction (SQLite has one writer).
     */
    async toggle(userId: number, target: LikeTarget, at: string): Promise<{ liked: boolean; totalLikes: number }> {
      const [column, id] = columnOf(target);
      if (engine === 'postgres') {
        const { rows } = await sql<{ item_liked: boolean; item_total: number }>`
          select item_liked, item_total from toggle_like(
            ${userId}::integer, ${target.contentId}::integer, ${target.modelId}::integer, ${at}::timestamptz)`.execute(
          db,
        );
        const row = rows[0]!;
        return { liked: row.item_liked, totalLikes: Number(row.item_total) };
      }
      return db.transaction().execute(async (trx) => {
        const gone = await trx
          .deleteFrom('likes')
          .where(column, '=', id)
          .where('user_id', '=', userId)
          .executeTakeFirst();
        const liked = Number(gone.numDeletedRows) === 0;
        if (liked) {
          await trx
            .insertInto('likes')
            .values({ user_id: userId, content_id: target.contentId, model_id: target.modelId, created_at: at })
            .execute();
        }
        return { liked, totalLikes: await countOf(trx.selectFrom('likes').where(column, '=', id)) };
      });
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
