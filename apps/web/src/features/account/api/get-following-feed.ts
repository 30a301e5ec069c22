import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ACTIVITY_PAGE_SIZE } from '@packdex/shared/constants';
import type { ContentListResponse } from '@packdex/shared/schemas';
import { api } from '@/lib/api-client.ts';

/** What a feed follows: models (GET /follows/feed) or tags (GET /follows/tags/feed). */
export type FeedSource = 'models' | 'tags';
const FEED_PATHS: Record<FeedSource, string> = { models: '/follows/feed', tags: '/follows/tags/feed' };

/** A page of the packs of the models (or carrying the tags) the account follows, newest first. */
export function getFollowingFeed(page: number, source: FeedSource, signal?: AbortSignal): Promise<ContentListResponse> {
  return api.get<ContentListResponse>(FEED_PATHS[source], { params: { page, limit: ACTIVITY_PAGE_SIZE }, signal });
}

export function getFollowingFeedQueryOptions(viewerId: number, page: number, source: FeedSource = 'models') {
  return queryOptions({
    queryKey: ['activity', viewerId, source === 'models' ? 'feed' : 'tag-follows', 'feed', { page }],
    queryFn: ({ signal }) => getFollowingFeed(page, source, signal),
    placeholderData: keepPreviousData,
  });
}

export function useFollowingFeed(viewerId: number, page: number, source: FeedSource = 'models') {
  return useQuery(getFollowingFeedQueryOptions(viewerId, page, source));
}
