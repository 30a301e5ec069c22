import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

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

/** Comment queries: a page of threads is three queries (roots, their replies, the viewer's likes). */
export function commentsRepository(db: Kysely<DB>) {
  const base = () =>
    db
      .selectFrom('comments')
      .leftJoin('users', 'users.id', 'comments.user_id')
      .select(columns)
      .where('comments.hidden_at', 'is', null);
  return {
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
    byId: (id: number) => base().where('comments.id', '=', id).executeTakeFirst(),
  };
}
export type CommentsRepository = ReturnType<typeof commentsRepository>;
export type CommentRow = NonNullable<Awaited<ReturnType<CommentsRepository['byId']>>>;
