import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ACTIVITY_PAGE_SIZE } from '@packdex/shared/constants';
import type { FollowedListResponse, FollowedTagsResponse } from '@packdex/shared/schemas';
import { api } from '@/lib/api-client.ts';

/** GET /follows: a page of the models the account follows, most recently followed first. */
export function getFollows(page: number, signal?: AbortSignal): Promise<FollowedListResponse> {
  return api.get<FollowedListResponse>('/follows', { params: { page, limit: ACTIVITY_PAGE_SIZE }, signal });
}

export function getFollowsQueryOptions(viewerId: number, page: number) {
  return queryOptions({
    queryKey: ['activity', viewerId, 'follows', { page }],
    queryFn: ({ signal }) => getFollows(page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useFollows(viewerId: number, page: number) {
  return useQuery(getFollowsQueryOptions(viewerId, page));
}

/** How many followed tags My activity lists (the most recently followed). */
export const FOLLOWED_TAGS_SHOWN = 60;

/** GET /follows/tags: the tags the account follows, most recently followed first. */
export function useFollowedTags(viewerId: number) {
  return useQuery({
    queryKey: ['activity', viewerId, 'tag-follows', 'list'],
    queryFn: ({ signal }) =>
      api.get<FollowedTagsResponse>('/follows/tags', { params: { page: 1, limit: FOLLOWED_TAGS_SHOWN }, signal }),
  });
}
