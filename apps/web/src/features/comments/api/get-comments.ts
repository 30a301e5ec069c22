import { queryOptions, useQuery } from '@tanstack/react-query';
import { COMMENTS_PAGE_SIZE } from '@packdex/shared/constants';

import type { Comment, CommentListResponse } from '@packdex/shared/schemas';
import { api } from '@/lib/api-client.ts';
import { firstAnswer } from '@/lib/first-answers.ts';
import { refParams } from '@/lib/community-target.ts';
import type { TargetRef } from '@/lib/community-target.ts';

/** GET /comments: the 50 newest top-level comments, each with its replies (oldest first). */
export async function getComments(ref: TargetRef, signal?: AbortSignal): Promise<Comment[]> {
  const { comments } = await api.get<CommentListResponse>('/comments', {
    params: { ...refParams(ref), limit: COMMENTS_PAGE_SIZE },
    signal,
  });
  return comments;
}

/** Keyed by the viewer too, since `isLiked` is theirs. */
export function getCommentsQueryOptions(ref: TargetRef, viewerId: number | null) {
  return queryOptions({
    queryKey: ['comments', ref.kind, ref.id, viewerId],
    queryFn: ({ signal }) => getComments(ref, signal),
    initialData: () =>
      firstAnswer<CommentListResponse>('/comments', { ...refParams(ref), limit: COMMENTS_PAGE_SIZE })?.comments,
  });
}

export function useComments(ref: TargetRef, viewerId: number | null) {
  return useQuery(getCommentsQueryOptions(ref, viewerId));
}
