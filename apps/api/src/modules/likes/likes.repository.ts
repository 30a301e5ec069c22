import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { countOf } from '../../db/paging.ts';
import type { Engine } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';

/** A like is of one content item or one model. */
export type LikeTarget = { contentId: number; modelId: null } | { contentId: null; modelId: number };

/** Statements a PostgreSQL toggle runs at most; each retry means another toggle of the same like committed meanwhile. */
const TOGGLE_ATTEMPTS = 5;

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
     * - PostgreSQL: one statement, no transaction (two round trips with the total, instead of eight). A toggle racing
     *   another waits on the other's row lock or unique-index entry; when that leaves it nothing to
     *   do (the row it would insert appeared meanwhile), it runs again on what the other committed.
     * - SQLite: remove-or-add and the count in one write transaction (SQLite has one writer).
     */
    async toggle(userId: number, target: LikeTarget, at: string): Promise<{ liked: boolean; totalLikes: number }> {
      const [column, id] = columnOf(target);
      if (engine === 'postgres') {
        for (let attempt = 0; attempt < TOGGLE_ATTEMPTS; attempt += 1) {
          const { rows } = await sql<{ removed: number; added: number }>`
            with removed as (
              delete from likes where ${sql.ref(column)} = ${id} and user_id = ${userId} returning 1
            ), added as (
              insert into likes (user_id, content_id, model_id, created_at)
              select ${userId}::integer, ${target.contentId}::integer, ${target.modelId}::integer, ${at}::timestamptz
              where not exists (select 1 from removed)
              on conflict do nothing
              returning 1
            )
            select (select count(*) from removed) as removed, (select count(*) from added) as added`.execute(db);
          const { removed, added } = rows[0]!;
          // The total is read afterwards: a count in the same statement would see the snapshot it
          // started with, without a racing toggle that committed while this one waited.
          if (removed > 0 || added > 0)
            return { liked: added > 0, totalLikes: await countOf(db.selectFrom('likes').where(column, '=', id)) };
        }
        throw new Error(`Like toggle of user ${userId} kept racing after ${TOGGLE_ATTEMPTS} attempts`);
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
