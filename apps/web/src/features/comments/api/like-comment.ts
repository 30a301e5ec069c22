import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { commentLikeResponse } from '@packdex/shared/schemas';
import { api } from '@/lib/api-client.ts';
import { setCommentLike, toggleCommentLike } from '../lib/comment-tree.ts';
import type { TargetRef } from '@/lib/community-target.ts';
import { getCommentsQueryOptions } from './get-comments.ts';
import type { CommentLikeResponse } from '@packdex/shared/schemas';

/** POST /comments/{id}/like: toggles the viewer's like (verified accounts only). */
export function likeComment(id: number): Promise<z.infer<typeof commentLikeResponse>> {
  return api.post<CommentLikeResponse>(`/comments/${id}/like`);
}

/** The like flips locally at once (docs/product.md#community); the server's answer settles it, a failure reverts it. */
export function useLikeComment(ref: TargetRef, viewerId: number | null) {
  const queryClient = useQueryClient();
  const { queryKey } = getCommentsQueryOptions(ref, viewerId);
  return useMutation({
    mutationFn: likeComment,
    onMutate: (id) => {
      queryClient.setQueryData(queryKey, (old) => (old ? toggleCommentLike(old, id) : old));
    },
    onError: (error, id) => {
      console.error('Could not like the comment', error);
      queryClient.setQueryData(queryKey, (old) => (old ? toggleCommentLike(old, id) : old));
    },
    onSuccess: ({ liked, likes }, id) =>
      queryClient.setQueryData(queryKey, (old) => (old ? setCommentLike(old, id, liked, likes) : old)),
  });
}
