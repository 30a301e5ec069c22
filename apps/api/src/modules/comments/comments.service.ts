import type { Comment } from '@packdex/shared/schemas';
import type { Transact } from '../../db/schema.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { groupBy } from '../../lib/group-by.ts';
import type { FindTarget, TargetIds } from '../../lib/targets.ts';
import { now, toIso } from '../../lib/time.ts';
import type { NotificationsRepository } from '../notifications/notifications.repository.ts';
import { premiumActive, type Viewer } from '../users/users.service.ts';
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

interface Deps {
  transact: Transact;
  comments: CommentsRepository;
  notifications: Pick<NotificationsRepository, 'insertMany'>;
  findTarget: FindTarget;
}

/** Comments and replies (one level deep) on content and model pages (docs/product.md#community). */
export function commentsService({ transact, comments, notifications, findTarget }: Deps) {
  async function existing(id: number) {
    const row = await comments.findById(id);
    if (!row) throw notFound('Comment not found');
    return row;
  }

  return {
    async list(ids: TargetIds, limit: number, viewer: Viewer | null): Promise<Comment[]> {
      const target = await findTarget(ids);
      const roots = await comments.roots(target, limit);
      const replies = await comments.replies(roots.map((r) => r.id));
      const liked = viewer
        ? await comments.likedBy(
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
    async create(author: Viewer, input: TargetIds & { text: string; parentId?: number | null | undefined }) {
      const target = await findTarget(input);
      let parentId: number | null = null;
      let repliedTo: CommentRow | undefined;
      if (input.parentId != null) {
        repliedTo = await comments.findById(input.parentId);
        const sameTarget =
          repliedTo && repliedTo.content_id === target.contentId && repliedTo.model_id === target.modelId;
        if (!repliedTo || !sameTarget) throw notFound('The comment you are replying to was not found');
        parentId = repliedTo.parent_id ?? repliedTo.id;
      }
      const comment = {
        userId: author.id,
        contentId: target.contentId,
        modelId: target.modelId,
        parentId,
        text: input.text,
        at: now(),
      };
      const notified = repliedTo?.user_id != null && repliedTo.user_id !== author.id ? repliedTo.user_id : null;
      // A reply to someone else notifies them in the same transaction; any other comment is one
      // statement, with no transaction round trips around it.
      const id =
        notified === null
          ? await comments.add(comment)
          : await transact(async (trx) => {
              const commentId = await comments.insert(comment, trx);
              await notifications.insertMany(
                [
                  {
                    userId: notified,
                    type: 'comment_reply',
                    title: 'New reply',
                    message: `${author.name} replied to your comment: "${excerpt(input.text)}"`,
                    data: {
                      actorName: author.name,
                      excerpt: excerpt(input.text),
                      contentId: target.contentId,
                      modelId: target.modelId,
                      commentId,
                      contentSlug: target.contentSlug,
                      modelSlug: target.modelSlug,
                    },
                  },
                ],
                trx,
              );
              return commentId;
            });
      if (id === null) {
        if (parentId !== null) throw notFound('The comment you are replying to was not found');
        throw notFound(target.contentId !== null ? 'Content not found' : 'Model not found');
      }
      // What reading it back would answer, from what is known: a new comment has no likes, and its
      // author is the viewer (their row as the session check read it). A read back was a second
      // round trip on every comment.
      return {
        id,
        userId: author.id,
        user: {
          name: author.name,
          profilePhoto: author.profilePhoto,
          isPremium: author.isPremium,
          isAdmin: author.isAdmin,
        },
        text: input.text,
        likes: 0,
        isLiked: false,
        createdAt: comment.at,
        parentId,
        replies: [],
      };
    },

    async update(viewer: Viewer, id: number, text: string): Promise<Comment> {
      const row = await existing(id);
      if (row.user_id !== viewer.id) throw forbidden('You can only edit your own comments');
      await comments.updateText(id, text, now());
      const liked = await comments.likedBy(viewer.id, [id]);
      return toComment({ ...row, text }, liked);
    },

    /** The author or an admin may delete; replies go with their comment. */
    async remove(viewer: Viewer, id: number): Promise<void> {
      const row = await existing(id);
      if (row.user_id !== viewer.id && !viewer.isAdmin) throw forbidden('You can only delete your own comments');
      await comments.delete(id);
    },

    /** Toggles the viewer's like; the stored count is recomputed from the rows in the same transaction. */
    async toggleLike(viewer: Viewer, id: number): Promise<{ liked: boolean; likes: number }> {
      const row = await existing(id);
      return transact(async (trx) => {
        await comments.lockLikes(id, trx);
        const liked = !(await comments.removeLike(id, viewer.id, trx));
        if (liked) await comments.addLike(id, viewer.id, now(), trx);
        const likes = await comments.recountLikes(id, trx);
        if (liked && row.user_id !== null && row.user_id !== viewer.id) {
          await notifications.insertMany(
            [
              {
                userId: row.user_id,
                type: 'comment_like',
                title: 'New like',
                message: `${viewer.name} liked your comment: "${excerpt(row.text)}"`,
                data: {
                  actorName: viewer.name,
                  excerpt: excerpt(row.text),
                  contentId: row.content_id,
                  modelId: row.model_id,
                  commentId: id,
                  contentSlug: row.content_slug,
                  modelSlug: row.model_slug,
                },
              },
            ],
            trx,
          );
        }
        return { liked, likes };
      });
    },
  };
}
export type CommentsService = ReturnType<typeof commentsService>;
