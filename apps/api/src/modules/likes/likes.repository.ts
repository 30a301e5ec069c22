import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { postgresBatches } from '../../db/group-commit.ts';
import { countOf, pageOf, type PageRequest } from '../../db/paging.ts';
import type { Engine } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import type { LikeType } from '@packdex/shared/constants';

/** A like is of one content item or one model. */
export type LikeTarget = { contentId: number; modelId: null } | { contentId: null; modelId: number };

const columnOf = (t: LikeTarget) =>
  t.contentId !== null ? (['content_id', t.contentId] as const) : (['model_id', t.modelId] as const);

interface Toggle {
  userId: number;
  target: LikeTarget;
  at: string;
}

/** Likes of content and models; totals are counted from the rows, so they never drift. */
export function likesRepository(db: Kysely<DB>, engine: Engine) {
  /** The account's likes whose pack or model is not hidden (docs/product.md#my-activity). */
  const visibleLikes = (userId: number, type: LikeType | undefined) =>
    db
      .selectFrom('likes')
      .leftJoin('contents', 'contents.id', 'likes.content_id')
      .leftJoin('models', 'models.id', 'likes.model_id')
      .where('likes.user_id', '=', userId)
      .where((eb) => {
        const content = eb.and([eb('likes.content_id', 'is not', null), eb('contents.hidden_at', 'is', null)]);
        const model = eb.and([eb('likes.model_id', 'is not', null), eb('models.hidden_at', 'is', null)]);
        return type === 'content' ? content : type === 'model' ? model : eb.or([content, model]);
      });

  /** PostgreSQL: the toggles that arrive together, in one call of `toggle_likes` (see toggle). */
  const togglePostgres = postgresBatches(async (batch: Toggle[]) => {
    const { rows } = await sql<{ item_ordinal: number; item_liked: boolean; item_total: string | number }>`
        select item_ordinal, item_liked, item_total from toggle_likes(
          ${batch.map((b) => b.userId)}::integer[], ${batch.map((b) => b.target.contentId)}::integer[],
          ${batch.map((b) => b.target.modelId)}::integer[], ${batch.map((b) => b.at)}::timestamptz[])`.execute(db);
    // One row per toggle, each put back at its position in the batch (the function answers them in
    // the order it applied them); a batch answered with fewer rows fails as a whole (`batches`).
    const answers = rows.map(() => ({ liked: false, totalLikes: 0 }));
    for (const row of rows)
      answers[row.item_ordinal - 1] = { liked: row.item_liked, totalLikes: Number(row.item_total) };
    return answers;
  });

  return {
    /**
     * Flips the user's like of the target: removes it, or adds it when there was none. Answers the
     * state it set and the target's new total. The flip is atomic per user and target, however many
     * toggles race (two in parallel leave the like as it was), and how is the engine's business, so
     * it lives here rather than in the service:
     * - PostgreSQL: the toggles that arrive together in one round trip and one transaction, the
     *   function `toggle_likes` (migration 2026-11-29-0100; `batches`): toggles are the busiest
     *   signed-in write, and a call each paid a statement, a transaction and a wait for a pooled
     *   connection. A toggle racing another waits on the other's row lock or unique-index entry;
     *   when that leaves it nothing to do (the row it would insert appeared meanwhile), it runs
     *   again on what the other committed. Batches lock in one global order and never deadlock.
     * - SQLite: remove-or-add and the count in one write transaction (SQLite has one writer).
     */
    async toggle(userId: number, target: LikeTarget, at: string): Promise<{ liked: boolean; totalLikes: number }> {
      if (engine === 'postgres') return togglePostgres({ userId, target, at });
      const [column, id] = columnOf(target);
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

    /**
     * A page of the account's likes of visible packs and models (of one `type`, or both), newest
     * first: what was liked and when. Served by `likes_user_created_idx`; the targets' rows are
     * read by the caller, a page at a time.
     */
    async likedBy(userId: number, type: LikeType | undefined, page: PageRequest) {
      const rows = await pageOf(
        visibleLikes(userId, type)
          .select(['likes.id', 'likes.content_id', 'likes.model_id', 'likes.created_at'])
          .orderBy('likes.created_at', 'desc')
          .orderBy('likes.id', 'desc'),
        page,
      ).execute();
      return { rows, total: await countOf(visibleLikes(userId, type)) };
    },
    /** Every like the account has given, with what it liked (the account's data export). */
    exportFor: (userId: number) =>
      db
        .selectFrom('likes')
        .leftJoin('contents', 'contents.id', 'likes.content_id')
        .leftJoin('models', 'models.id', 'likes.model_id')
        .select([
          'likes.content_id',
          'contents.slug as content_slug',
          'contents.title as content_title',
          'likes.model_id',
          'models.slug as model_slug',
          'models.name as model_name',
          'likes.created_at',
        ])
        .where('likes.user_id', '=', userId)
        .orderBy('likes.created_at')
        .orderBy('likes.id')
        .execute(),

    /** Likes the account has given (its activity counter). */
    countBy: (userId: number) => countOf(db.selectFrom('likes').where('user_id', '=', userId)),
  };
}
export type LikesRepository = ReturnType<typeof likesRepository>;
