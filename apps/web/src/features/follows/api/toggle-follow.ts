import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { followResponse } from '@packdex/shared/schemas';
import { api } from '@/lib/api-client.ts';
import { flipFollow, getFollowStatusQueryOptions } from './get-follow-status.ts';
import type { FollowResponse } from '@packdex/shared/schemas';

/** POST /models/{id}/follow: follows or unfollows; 401 for visitors. */
export function toggleFollow(modelId: number): Promise<z.infer<typeof followResponse>> {
  return api.post<FollowResponse>(`/models/${modelId}/follow`);
}

/** Optimistic like the likes: the button flips at once and reverts if the call fails. */
export function useToggleFollow(modelId: number, slug: string, viewerId: number | null) {
  const queryClient = useQueryClient();
  const { queryKey } = getFollowStatusQueryOptions(modelId, slug, viewerId);
  return useMutation({
    mutationFn: () => toggleFollow(modelId),
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, flipFollow);
      return { previous };
    },
    onError: (error, _vars, context) => {
      console.error('Could not toggle the follow', error);
      queryClient.setQueryData(queryKey, context?.previous);
    },
    onSuccess: ({ following, followers }) => queryClient.setQueryData(queryKey, { followers, isFollowing: following }),
  });
}
