import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Comment } from '@packdex/shared/schemas';
import { api } from '@/lib/api-client.ts';
import { insertComment } from '../lib/comment-tree.ts';
import { refParams } from '@/lib/community-target.ts';
import type { TargetRef } from '@/lib/community-target.ts';
import { getCommentsQueryOptions } from './get-comments.ts';

export type CreateCommentInput = { text: string; parentId?: number };

/** POST /comments: a comment, or a reply when `parentId` is given (a reply to a reply joins the thread). */
export function createComment(ref: TargetRef, input: CreateCommentInput): Promise<Comment> {
  return api.post<Comment>('/comments', { ...refParams(ref), ...input });
}

/**
 * The new comment goes straight into the cached list. Until the server answers, the list shows it
 * as sending from the mutation's variables (TanStack Query's optimistic update through the
 * interface): the answer and the end of the pending state reach the list in one render.
 */
export function useCreateComment(ref: TargetRef, viewerId: number | null) {
  const queryClient = useQueryClient();
  const { queryKey } = getCommentsQueryOptions(ref, viewerId);
  return useMutation({
    mutationFn: (input: CreateCommentInput) => createComment(ref, input),
    onSuccess: (created) => queryClient.setQueryData(queryKey, (old) => insertComment(old ?? [], created)),
    onError: (error) => console.error('Could not post the comment', error),
  });
}
