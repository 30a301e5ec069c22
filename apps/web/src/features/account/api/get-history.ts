import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ACTIVITY_PAGE_SIZE } from '@packdex/shared/constants';
import type { ContentListResponse } from '@packdex/shared/schemas';
import { api } from '@/lib/api-client.ts';

/** GET /models/user/history: a page of the packs the account viewed, each once, latest view first. */
export function getHistory(page: number, signal?: AbortSignal): Promise<ContentListResponse> {
  return api.get<ContentListResponse>('/models/user/history', {
    params: { page, limit: ACTIVITY_PAGE_SIZE },
    signal,
  });
}

export function getHistoryQueryOptions(viewerId: number, page: number) {
  return queryOptions({
    queryKey: ['activity', viewerId, 'history', { page }],
    queryFn: ({ signal }) => getHistory(page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useHistory(viewerId: number, page: number) {
  return useQuery(getHistoryQueryOptions(viewerId, page));
}
