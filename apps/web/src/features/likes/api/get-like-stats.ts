import { queryOptions, useQuery } from '@tanstack/react-query';

import type { LikeStats } from '@packdex/shared/schemas';
import { api } from '@/lib/api-client.ts';
import { firstAnswer } from '@/lib/first-answers.ts';
import { refParams } from '@/lib/community-target.ts';
import type { TargetRef } from '@/lib/community-target.ts';

/** GET /likes/stats: the total and whether the viewer (if any) likes the item. */
export function getLikeStats(ref: TargetRef, signal?: AbortSignal): Promise<LikeStats> {
  return api.get<LikeStats>('/likes/stats', { params: refParams(ref), signal });
}

/** Keyed by the viewer too, since `isLiked` is theirs. */
export function getLikeStatsQueryOptions(ref: TargetRef, viewerId: number | null) {
  return queryOptions({
    queryKey: ['likes', ref.kind, ref.id, viewerId],
    queryFn: ({ signal }) => getLikeStats(ref, signal),
    initialData: () => firstAnswer<LikeStats>('/likes/stats', refParams(ref)),
  });
}

export function useLikeStats(ref: TargetRef, viewerId: number | null) {
  return useQuery(getLikeStatsQueryOptions(ref, viewerId));
}
