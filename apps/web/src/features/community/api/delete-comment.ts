import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okBody } from '@packdex/shared/schemas';
import { api } from '@/lib/api-client.ts';
import { removeComment } from '../lib/comment-tree.ts';
import type { TargetRef } from '../lib/target.ts';
import { getCommentsQueryOptions } from './get-comments.ts';

/** DELETE /comments/{id}: the author or an admin; replies go with their comment. */
export async function deleteComment(id: number): Promise<void> {
  await api.delete(`/comments/${id}`, undefined, { schema: okBody });
}

export function useDeleteComment(ref: TargetRef, viewerId: number | null) {
  const queryClient = useQueryClient();
  const { queryKey } = getCommentsQueryOptions(ref, viewerId);
  return useMutation({
    mutationFn: deleteComment,
    onSuccess: (_result, id) => queryClient.setQueryData(queryKey, (old) => (old ? removeComment(old, id) : old)),
    onError: (error) => console.error('Could not delete the comment', error),
  });
}
