import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialDataOf, openSignedOutPage, seal } from '@/testing/first-answers.ts';
import { getCommentsQueryOptions } from '@/features/comments/api/get-comments.ts';
import { getFollowStatusQueryOptions } from '@/features/follows/api/get-follow-status.ts';
import { getLikeStatsQueryOptions } from '@/features/likes/api/get-like-stats.ts';

const comments = {
  comments: [{ id: 4, text: 'Nice' }],
  pagination: { page: 1, limit: 50, totalPages: 1, totalItems: 1 },
};

describe("community's first-render queries", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('take their initial data from the answers in the page, under the keys the server writes', async () => {
    // The same strings as apps/api/src/plugins/first-answers.test.ts expects the server to write.
    await openSignedOutPage({
      '/models/orla': await seal({ id: 7, slug: 'orla', followers: 3, isFollowing: false }),
      '/likes/stats?contentId=9': { likes: 2, isLiked: false },
      '/likes/stats?modelId=7': { likes: 5, isLiked: false },
      '/comments?contentId=9&limit=50': comments,
    });
    expect(initialDataOf(getFollowStatusQueryOptions(7, 'orla', null))).toEqual({ followers: 3, isFollowing: false });
    expect(initialDataOf(getLikeStatsQueryOptions({ kind: 'content', id: 9 }, null))).toEqual({
      likes: 2,
      isLiked: false,
    });
    expect(initialDataOf(getLikeStatsQueryOptions({ kind: 'model', id: 7 }, null))).toEqual({
      likes: 5,
      isLiked: false,
    });
    expect(initialDataOf(getCommentsQueryOptions({ kind: 'content', id: 9 }, null))).toEqual(comments.comments);
    expect(initialDataOf(getCommentsQueryOptions({ kind: 'model', id: 7 }, null))).toBeUndefined();
  });
});
