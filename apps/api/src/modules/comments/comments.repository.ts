import { type Kysely, sql } from 'kysely';
import type { Engine } from '../../db/database.ts';
import { postgresBatches } from '../../db/group-commit.ts';
import { moderation } from '../../db/moderation.ts';
import { countOf } from '../../db/paging.ts';
import type { DB, Executor } from '../../db/schema.ts';

const columns = [
  'comments.id',
  'comments.user_id',
  'comments.content_id',
  'comments.model_id',
  'comments.parent_id',
  'comments.text',
  'comments.likes',
  'comments.created_at',
  'users.name as user_name',
  'users.profile_photo as user_photo',
  'users.is_premium as user_premium',
  'users.premium_expires_at as user_premium_expires',
  'users.is_admin as user_admin',
] as const;

interface NewComment {
  userId: number;
  contentId: number | null;
  modelId: number | null;
  parentId: number | null;
  text: string;
  at: string;
}

/**
 * Comments and comment likes, read with their author's name, photo and badges. A page of threads
 * is three queries: roots, their replies, the viewer's likes.
 */
export function commentsRepository(db: Kysely<DB>, engine: Engine) {
  /** PostgreSQL: the new comments that arrive together, in one call of `add_comments` (see add). */
  const addPostgres = postgresBatches(async (batch: NewComment[]) => {
    const { rows } = await sql<{ item_ordinal: number; item_id: number }>`
        select item_ordinal, item_id from add_comments(
          ${batch.map((c) => c.userId)}::integer[], ${batch.map((c) => c.contentId)}::integer[],
          ${batch.map((c) => c.modelId)}::integer[], ${batch.map((c) => c.parentId)}::integer[],
          ${batch.map((c) => c.text)}::text[], ${batch.map((c) => c.at)}::timestamptz[])`.execute(db);
    const ids: (number | null)[] = batch.map(() => null);
    for (const row of rows) ids[row.item_ordinal - 1] = row.item_id;
    return ids;
  });

  /** Adds a comment, in a transaction of the caller's when given one. */
  async function insert(comment: NewComment, executor: Executor = db): Promise<number> {
    const { id } = await executor
      .insertInto('comments')
      .values({
        user_id: comment.userId,
        content_id: comment.contentId,
        model_id: comment.modelId,
        parent_id: comment.parentId,
        text: comment.text,
        created_at: comment.at,
        updated_at: comment.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  const base = () =>
    db
      .selectFrom('comments')
      .leftJoin('users', 'users.id', 'comments.user_id')
      .select(columns)
      .where('comments.hidden_at', 'is', null);
  return {
    ...moderation(db, 'comments'),

    roots(target: { contentId: number | null; modelId: number | null }, limit: number) {
      let q = base().where('comments.parent_id', 'is', null);
      q =
        target.contentId !== null
          ? q.where('comments.content_id', '=', target.contentId)
          : q.where('comments.model_id', '=', target.modelId!);
      return q.orderBy('comments.created_at', 'desc').orderBy('comments.id', 'desc').limit(limit).execute();
    },

    replies(parentIds: number[]) {
      if (parentIds.length === 0) return Promise.resolve([]);
      return base()
        .where('comments.parent_id', 'in', parentIds)
        .orderBy('comments.created_at', 'asc')
        .orderBy('comments.id', 'asc')
        .execute();
    },

    async likedBy(userId: number, ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .selectFrom('comment_likes')
        .select('comment_id')
        .where('user_id', '=', userId)
        .where('comment_id', 'in', ids)
        .execute();
      return new Set(rows.map((r) => r.comment_id));
    },

    /** A visible comment with the slug of the page it is on (for notification links). */
    findById: (id: number) =>
      base()
        .leftJoin('contents', 'contents.id', 'comments.content_id')
        .leftJoin('models', 'models.id', 'comments.model_id')
        .select(['contents.slug as content_slug', 'models.slug as model_slug'])
        .where('comments.id', '=', id)
        .executeTakeFirst(),

    /**
     * Adds a comment on its own (no other write with it); null when its item, model, parent or
     * author is gone by now. How is the engine's business:
     * - PostgreSQL: the comments that arrive together in one round trip and one transaction, the
     *   function `add_comments` (migration 2026-11-29-0200; `batches`), as like toggles and views
     *   are: a statement and a transaction each were half of what a comment cost.
     * - SQLite: one insert.
     */
    async add(comment: NewComment): Promise<number | null> {
      if (engine === 'postgres') return addPostgres(comment);
      try {
        return await insert(comment);
      } catch (error) {
        if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_FOREIGNKEY') return null;
        throw error;
      }
    },

    insert,

    async updateText(id: number, text: string, at: string): Promise<void> {
      await db.updateTable('comments').set({ text, updated_at: at }).where('id', '=', id).execute();
    },

    /** Deletes a comment; its replies and likes go with it. */
    async delete(id: number): Promise<void> {
      await db.deleteFrom('comments').where('id', '=', id).execute();
    },

    /**
     * Locks the comment's row until the transaction ends (a no-op update: a row lock on PostgreSQL,
     * the write lock on SQLite), so toggles of its likes run one after another.
     */
    async lockLikes(commentId: number, executor: Executor): Promise<void> {
      await executor
        .updateTable('comments')
        .set((eb) => ({ likes: eb.ref('likes') }))
        .where('id', '=', commentId)
        .execute();
    },

    /** Removes the user's like of a comment; false when there was none. */
    async removeLike(commentId: number, userId: number, executor: Executor = db): Promise<boolean> {
      const res = await executor
        .deleteFrom('comment_likes')
        .where('comment_id', '=', commentId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(res.numDeletedRows) > 0;
    },

    async addLike(commentId: number, userId: number, at: string, executor: Executor = db): Promise<void> {
      await executor
        .insertInto('comment_likes')
        .values({ comment_id: commentId, user_id: userId, created_at: at })
        .onConflict((oc) => oc.doNothing())
        .execute();
    },

    /** Recomputes the stored like count from the rows; returns it. */
    async recountLikes(commentId: number, executor: Executor = db): Promise<number> {
      const { likes } = await executor
        .updateTable('comments')
        .set((eb) => ({
          likes: eb
            .selectFrom('comment_likes')
            .select(eb.fn.countAll<number>().as('n'))
            .where('comment_id', '=', commentId),
        }))
        .where('id', '=', commentId)
        .returning('likes')
        .executeTakeFirstOrThrow();
      return Number(likes);
    },

    /** Every comment and reply the account wrote, hidden ones too (the account's data export). */
    exportFor: (userId: number) =>
      db
        .selectFrom('comments')
        .select(['id', 'content_id', 'model_id', 'parent_id', 'text', 'likes', 'hidden_at', 'created_at', 'updated_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .orderBy('id')
        .execute(),

    /** The comments the account has liked (the account's data export). */
    likesGivenBy: (userId: number) =>
      db
        .selectFrom('comment_likes')
        .select(['comment_id', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .orderBy('comment_id')
        .execute(),

    /** Comments the account has written (its activity counter). */
    countBy: (userId: number) => countOf(db.selectFrom('comments').where('user_id', '=', userId)),
  };
}
export type CommentsRepository = ReturnType<typeof commentsRepository>;
export type CommentRow = Awaited<ReturnType<CommentsRepository['roots']>>[number];
