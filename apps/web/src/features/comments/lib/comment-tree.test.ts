import { describe, expect, it } from 'vitest';
import type { Comment } from '@packdex/shared/schemas';
import {
  countComments,
  insertComment,
  removeComment,
  replaceCommentText,
  setCommentLike,
  threadId,
  toggleCommentLike,
} from './comment-tree.ts';

const comment = (id: number, parentId: number | null = null, replies: Comment[] = []): Comment => ({
  id,
  userId: 1,
  user: { name: 'Ada', profilePhoto: null, isPremium: false, isAdmin: false },
  text: `comment ${id}`,
  likes: 0,
  isLiked: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  parentId,
  replies,
});

const list = () => [comment(2, null, [comment(3, 2), comment(4, 2)]), comment(1)];

describe('comment tree', () => {
  it('toggles a like locally, up then down, on a reply as on a top-level comment', () => {
    const liked = toggleCommentLike(list(), 4);
    expect(liked[0]!.replies[1]).toMatchObject({ isLiked: true, likes: 1 });
    const unliked = toggleCommentLike(liked, 4);
    expect(unliked[0]!.replies[1]).toMatchObject({ isLiked: false, likes: 0 });
    expect(toggleCommentLike(list(), 1)[1]).toMatchObject({ isLiked: true, likes: 1 });
  });

  it('settles a like on what the server answered', () => {
    expect(setCommentLike(list(), 2, true, 7)[0]).toMatchObject({ isLiked: true, likes: 7 });
  });

  it('puts a new comment first and a reply last in its thread', () => {
    expect(insertComment(list(), comment(5)).map((c) => c.id)).toEqual([5, 2, 1]);
    expect(insertComment(list(), comment(6, 2))[0]!.replies.map((r) => r.id)).toEqual([3, 4, 6]);
  });

  it('does not add the same comment twice', () => {
    const once = insertComment(list(), comment(5));
    expect(insertComment(once, comment(5)).map((c) => c.id)).toEqual([5, 2, 1]);
  });

  it('edits the text and keeps the replies', () => {
    const edited = replaceCommentText(list(), 2, 'new text');
    expect(edited[0]).toMatchObject({ text: 'new text' });
    expect(edited[0]!.replies).toHaveLength(2);
  });

  it('removes a reply, or a comment with its replies', () => {
    expect(removeComment(list(), 3)[0]!.replies.map((r) => r.id)).toEqual([4]);
    expect(removeComment(list(), 2).map((c) => c.id)).toEqual([1]);
  });

  it('counts comments and replies, and threads a reply to a reply under the top-level comment', () => {
    expect(countComments(list())).toBe(4);
    expect(threadId(comment(4, 2))).toBe(2);
    expect(threadId(comment(2))).toBe(2);
  });
});
