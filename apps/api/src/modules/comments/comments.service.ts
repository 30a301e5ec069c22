import type { Kysely } from 'kysely';
import { groupBy } from '../../lib/group-by.ts';
import type { Comment } from '@packdex/shared/schemas';
import { now, toIso } from '../../db/database.ts';
import type { DB, UserRow } from '../../db/schema.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { findTarget } from '../../lib/targets.ts';
import { premiumActive } from '../auth/user-mapper.ts';
import type { NotificationsRepository } from '../notifications/notifications.repository.ts';
import type { CommentRow, CommentsRepository } from './comments.repository.ts';

const excerpt = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}…` : text);

function toComment(row: CommentRow, liked: Set<number>, replies: Comment[] = []): Comment {
  return {
    id: row.id,
    userId: row.user_id,
    user:
      row.user_id === null || row.user_name === null
        ? { name: 'Deleted user', profilePhoto: null, isPremium: false, isAdmin: false }
        : {
            name: row.user_name,
            profilePhoto: row.user_photo,
            isPremium: premiumActive({
              is_premium: row.user_premium ?? 0,
              premium_expires_at: row.user_premium_expires ?? null,
            }),
            isAdmin: row.user_admin === 1,
          },
    text: row.text,
    likes: row.likes,
    isLiked: liked.has(row.id),
    createdAt: toIso(row.created_at),
    parentId: row.parent_id,
    replies,
  };
}

/** Comments and replies (one level deep) on content and model pages. */
export function commentsService(db: Kysely<DB>, repo: CommentsRepository, notifications: NotificationsRepository) {
  return {
    async list(
      ids: { contentId?: number | undefined; modelId?: number | undefined },
      limit: number,
      viewer: UserRow | null,
    ): Promise<Comment[]> {
      const target = await findTarget(db, ids);
      const roots = await repo.roots(target, limit);
      const replies = await repo.replies(roots.map((r) => r.id));
      const liked = viewer
        ? await repo.likedBy(
            viewer.id,
            [...roots, ...replies].map((r) => r.id),
          )
        : new Set<number>();
      const byParent = groupBy(
        replies,
        (r) => r.parent_id!,
        (r) => toComment(r, liked),
      );
      return roots.map((r) => toComment(r, liked, byParent.get(r.id) ?? []));
    },

    /** A reply to a reply joins the top-level thread; the author replied to is notified. */
    async create(
      author: UserRow,
      input: {
        contentId?: number | undefined;
        modelId?: number | undefined;
        text: string;
        parentId?: number | null | undefined;
      },
    ): Promise<Comment> {
      const target = await findTarget(db, input);
      let parentId: number | null = null;
      let repliedTo: CommentRow | undefined;
      if (input.parentId != null) {
        repliedTo = await repo.byId(input.parentId);
        const sameTarget =
          repliedTo && repliedTo.content_id === target.contentId && repliedTo.model_id === target.modelId;
        if (!repliedTo || !sameTarget) throw notFound('The comment you are replying to was not found');
        parentId = repliedTo.parent_id ?? repliedTo.id;
      }
      const at = now();
      const id = await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('comments')
          .values({
            user_id: author.id,
            content_id: target.contentId,
            model_id: target.modelId,
            parent_id: parentId,
            text: input.text,
            created_at: at,
            updated_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (repliedTo?.user_id != null && repliedTo.user_id !== author.id) {
          await notifications.insertMany(
            [
              {
                userId: repliedTo.user_id,
                type: 'comment_reply',
                title: 'New reply',
                message: `${author.name} replied to your comment: "${excerpt(input.text)}"`,
                data: {
                  contentId: target.contentId,
                  modelId: target.modelId,
                  commentId: row.id,
                  contentSlug: target.contentSlug,
                  modelSlug: target.modelSlug,
                },
              },
            ],
            trx,
          );
        }
        return row.id;
      });
      return toComment((await repo.byId(id))!, new Set());
    },

    async update(user: UserRow, id: number, text: string): Promise<Comment> {
      const row = await repo.byId(id);
      if (!row) throw notFound('Comment not found');
      if (row.user_id !== user.id) throw forbidden('You can only edit your own comments');
      await db.updateTable('comments').set({ text, updated_at: now() }).where('id', '=', id).execute();
      const liked = await repo.likedBy(user.id, [id]);
      return toComment({ ...row, text }, liked);
    },

    /** The author or an admin may delete; replies go with their comment. */
    async remove(user: UserRow, id: number): Promise<void> {
      const row = await repo.byId(id);
      if (!row) throw notFound('Comment not found');
      if (row.user_id !== user.id && user.is_admin !== 1) throw forbidden('You can only delete your own comments');
      await db.deleteFrom('comments').where('id', '=', id).execute();
    },

    /** Toggles the viewer's like; the stored count is recomputed from the rows in the same transaction. */
    async toggleLike(user: UserRow, id: number): Promise<{ liked: boolean; likes: number }> {
      const row = await repo.byId(id);
      if (!row) throw notFound('Comment not found');
      return db.transaction().execute(async (trx) => {
        const removed = await trx
          .deleteFrom('comment_likes')
          .where('comment_id', '=', id)
          .where('user_id', '=', user.id)
          .executeTakeFirst();
        const liked = Number(removed.numDeletedRows) === 0;
        if (liked) {
          await trx
            .insertInto('comment_likes')
            .values({ comment_id: id, user_id: user.id, created_at: now() })
            .onConflict((oc) => oc.doNothing())
            .execute();
        }
        const updated = await trx
          .updateTable('comments')
          .set((eb) => ({
            likes: eb.selectFrom('comment_likes').select(eb.fn.countAll<number>().as('n')).where('comment_id', '=', id),
          }))
          .where('id', '=', id)
          .returning('likes')
          .executeTakeFirstOrThrow();
        if (liked && row.user_id !== null && row.user_id !== user.id) {
          const target = { contentId: row.content_id, modelId: row.model_id };
          const page =
            row.content_id !== null
              ? await trx.selectFrom('contents').select('slug').where('id', '=', row.content_id).executeTakeFirst()
              : await trx.selectFrom('models').select('slug').where('id', '=', row.model_id!).executeTakeFirst();
          await notifications.insertMany(
            [
              {
                userId: row.user_id,
                type: 'comment_like',
                title: 'New like',
                message: `${user.name} liked your comment: "${excerpt(row.text)}"`,
                data: {
                  ...target,
                  commentId: id,
                  contentSlug: row.content_id !== null ? (page?.slug ?? null) : null,
                  modelSlug: row.model_id !== null ? (page?.slug ?? null) : null,
                },
              },
            ],
            trx,
          );
        }
        return { liked, likes: Number(updated.likes) };
      });
    },
  };
}
export type CommentsService = ReturnType<typeof commentsService>;
