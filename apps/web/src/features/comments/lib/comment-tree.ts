import type { Comment, User } from '@packdex/shared/schemas';

/** Applies `update` to the comment with `id`, wherever it sits (top level or a reply). */
function mapComment(comments: Comment[], id: number, update: (comment: Comment) => Comment): Comment[] {
  return comments.map((c) => {
    if (c.id === id) return update(c);
    if (!c.replies.some((r) => r.id === id)) return c;
    return { ...c, replies: c.replies.map((r) => (r.id === id ? update(r) : r)) };
  });
}

/** Flips the viewer's like of a comment and moves its count by one (comment likes toggle locally: docs/product.md#community). */
export function toggleCommentLike(comments: Comment[], id: number): Comment[] {
  return mapComment(comments, id, (c) => ({
    ...c,
    isLiked: !c.isLiked,
    likes: Math.max(0, c.likes + (c.isLiked ? -1 : 1)),
  }));
}

/** Sets a comment's like state to what the server answered. */
export function setCommentLike(comments: Comment[], id: number, liked: boolean, likes: number): Comment[] {
  return mapComment(comments, id, (c) => ({ ...c, isLiked: liked, likes }));
}

/** Adds a new comment: a top-level one first (newest first), a reply last in its thread (oldest first). */
export function insertComment(comments: Comment[], created: Comment): Comment[] {
  if (created.parentId === null) return [created, ...comments.filter((c) => c.id !== created.id)];
  return comments.map((c) =>
    c.id === created.parentId ? { ...c, replies: [...c.replies.filter((r) => r.id !== created.id), created] } : c,
  );
}

/** Replaces a comment's text after an edit, keeping its replies. */
export function replaceCommentText(comments: Comment[], id: number, text: string): Comment[] {
  return mapComment(comments, id, (c) => ({ ...c, text }));
}

/** Removes a comment; a top-level one takes its replies with it. */
export function removeComment(comments: Comment[], id: number): Comment[] {
  return comments
    .filter((c) => c.id !== id)
    .map((c) => (c.replies.some((r) => r.id === id) ? { ...c, replies: c.replies.filter((r) => r.id !== id) } : c));
}

/** Every comment and reply in the list. */
export function countComments(comments: Comment[]): number {
  return comments.reduce((total, c) => total + 1 + c.replies.length, 0);
}

/** The id of the thread a reply to `comment` belongs to (a reply to a reply joins the top-level thread). */
export function threadId(comment: Comment): number {
  return comment.parentId ?? comment.id;
}

/**
 * A comment on its way to the server, as the list shows it until the server answers: the author's
 * own, just now, with an id below zero (`isSending`) that no stored comment has.
 */
export function sendingComment(author: User, input: { text: string; parentId?: number }, now: Date): Comment {
  return {
    id: -1,
    userId: author.id,
    user: {
      name: author.name,
      profilePhoto: author.profilePhoto,
      isPremium: author.isPremium,
      isAdmin: author.isAdmin,
    },
    text: input.text.trim(),
    likes: 0,
    isLiked: false,
    createdAt: now.toISOString(),
    replies: [],
    parentId: input.parentId ?? null,
  };
}

/** Whether a comment is one still on its way (sendingComment). */
export const isSending = (comment: Comment) => comment.id < 0;
