import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LikeStats, LikeToggleResponse } from '@packdex/shared/schemas';
import { api } from '@/lib/api-client.ts';
import { refParams } from '@/lib/community-target.ts';
import type { TargetRef } from '@/lib/community-target.ts';
import { getLikeStatsQueryOptions } from './get-like-stats.ts';

/** POST /likes/toggle: 401 for visitors, 403 for unverified accounts, 404 for a missing item. */
export function toggleLike(ref: TargetRef): Promise<LikeToggleResponse> {
  return api.post<LikeToggleResponse>('/likes/toggle', { ...refParams(ref), type: ref.kind });
}

/** Likes toggle optimistically and revert on failure (docs/product.md#community). */
export function useToggleLike(ref: TargetRef, viewerId: number | null) {
  const queryClient = useQueryClient();
  const { queryKey } = getLikeStatsQueryOptions(ref, viewerId);
  return useMutation({
    mutationFn: () => toggleLike(ref),
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, (old): LikeStats | undefined =>
        old ? { totalLikes: Math.max(0, old.totalLikes + (old.isLiked ? -1 : 1)), isLiked: !old.isLiked } : old,
      );
      return { previous };
    },
    onError: (error, _vars, context) => {
      console.error('Could not toggle the like', error);
      queryClient.setQueryData(queryKey, context?.previous);
    },
    onSuccess: ({ totalLikes, isLiked }) => queryClient.setQueryData(queryKey, { totalLikes, isLiked }),
  });
}
