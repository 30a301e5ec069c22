import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Comment } from '@packdex/shared/schemas';
import { api } from '@/lib/api-client.ts';
import { replaceCommentText } from '../lib/comment-tree.ts';
import type { TargetRef } from '@/lib/community-target.ts';
import { getCommentsQueryOptions } from './get-comments.ts';

type UpdateCommentInput = { id: number; text: string };

/** PUT /comments/{id}: the author edits the text (403 for anyone else). */
export function updateComment({ id, text }: UpdateCommentInput): Promise<Comment> {
  return api.put<Comment>(`/comments/${id}`, { text });
}

export function useUpdateComment(ref: TargetRef, viewerId: number | null) {
  const queryClient = useQueryClient();
  const { queryKey } = getCommentsQueryOptions(ref, viewerId);
  return useMutation({
    mutationFn: updateComment,
    onSuccess: (updated) =>
      queryClient.setQueryData(queryKey, (old) => (old ? replaceCommentText(old, updated.id, updated.text) : old)),
    onError: (error) => console.error('Could not edit the comment', error),
  });
}
