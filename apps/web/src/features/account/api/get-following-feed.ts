import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ACTIVITY_PAGE_SIZE } from '@packdex/shared/constants';
import type { ContentListResponse } from '@packdex/shared/schemas';
import { api } from '@/lib/api-client.ts';

/** GET /follows/feed: a page of the packs of the models the account follows, newest first. */
export function getFollowingFeed(page: number, signal?: AbortSignal): Promise<ContentListResponse> {
  return api.get<ContentListResponse>('/follows/feed', { params: { page, limit: ACTIVITY_PAGE_SIZE }, signal });
}

export function getFollowingFeedQueryOptions(viewerId: number, page: number) {
  return queryOptions({
    queryKey: ['activity', viewerId, 'feed', { page }],
    queryFn: ({ signal }) => getFollowingFeed(page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useFollowingFeed(viewerId: number, page: number) {
  return useQuery(getFollowingFeedQueryOptions(viewerId, page));
}
