import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RemovalRequestStatus } from '@packdex/shared/constants';
import type { RemovalRequestListResponse } from '@packdex/shared/schemas';
import { api } from '@/lib/api-client.ts';

export type RemovalFilter = RemovalRequestStatus | 'all';
type GetRemovalRequestsParams = { page: number; status: RemovalFilter };

/** GET /removal-requests: removal requests, open ones first by deadline, with the time left on each clock. */
export function getRemovalRequests(
  { page, status }: GetRemovalRequestsParams,
  signal?: AbortSignal,
): Promise<RemovalRequestListResponse> {
  return api.get<RemovalRequestListResponse>('/removal-requests', { params: { page, limit: 20, status }, signal });
}

export function getRemovalRequestsQueryOptions(params: GetRemovalRequestsParams) {
  return queryOptions({
    queryKey: ['admin', 'removal-requests', params],
    queryFn: ({ signal }) => getRemovalRequests(params, signal),
    placeholderData: keepPreviousData,
    // The clocks run: refresh the times left while the page is open.
    refetchInterval: 60_000,
  });
}

export function useRemovalRequests(params: GetRemovalRequestsParams) {
  return useQuery(getRemovalRequestsQueryOptions(params));
}
