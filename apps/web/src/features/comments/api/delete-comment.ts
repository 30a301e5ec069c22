import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client.ts';
import { removeComment } from '../lib/comment-tree.ts';
import type { TargetRef } from '@/lib/community-target.ts';
import { getCommentsQueryOptions } from './get-comments.ts';
import type { OkBody } from '@packdex/shared/schemas';

/** DELETE /comments/{id}: the author or an admin; replies go with their comment. */
export async function deleteComment(id: number): Promise<void> {
  await api.delete<OkBody>(`/comments/${id}`);
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
