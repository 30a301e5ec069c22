import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ACTIVITY_PAGE_SIZE, type LikeType } from '@packdex/shared/constants';
import type { LikedListResponse } from '@packdex/shared/schemas';
import { api } from '@/lib/api-client.ts';

/** GET /account/likes: a page of the packs and models the account liked (or of one type), newest first. */
export function getLiked(type: LikeType | undefined, page: number, signal?: AbortSignal): Promise<LikedListResponse> {
  return api.get<LikedListResponse>('/account/likes', { params: { type, page, limit: ACTIVITY_PAGE_SIZE }, signal });
}

/** Keyed by account, so one person's likes never show for another who signs in on the same tab. */
export function getLikedQueryOptions(viewerId: number, type: LikeType | undefined, page: number) {
  return queryOptions({
    queryKey: ['activity', viewerId, 'likes', { type: type ?? 'all', page }],
    queryFn: ({ signal }) => getLiked(type, page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useLiked(viewerId: number, type: LikeType | undefined, page: number) {
  return useQuery(getLikedQueryOptions(viewerId, type, page));
}
