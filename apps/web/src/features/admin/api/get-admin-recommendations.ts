import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_INBOX_PAGE_SIZE, type InboxStatus } from '@packdex/shared/constants';
import type { AdminRecommendationListResponse } from '@packdex/shared/schemas/admin';
import { api } from '@/lib/api-client.ts';

export type InboxFilter = InboxStatus | 'all';
type GetAdminRecommendationsParams = { page: number; status: InboxFilter };

/** GET /admin/recommendations: premium members' recommendations, newest first, 20 a page, by status. */
export function getAdminRecommendations(
  { page, status }: GetAdminRecommendationsParams,
  signal?: AbortSignal,
): Promise<AdminRecommendationListResponse> {
  return api.get<AdminRecommendationListResponse>('/admin/recommendations', {
    params: { page, limit: ADMIN_INBOX_PAGE_SIZE, status: status === 'all' ? undefined : status },
    signal,
  });
}

export function getAdminRecommendationsQueryOptions(params: GetAdminRecommendationsParams) {
  return queryOptions({
    queryKey: ['admin', 'recommendations', params],
    queryFn: ({ signal }) => getAdminRecommendations(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAdminRecommendations(params: GetAdminRecommendationsParams) {
  return useQuery(getAdminRecommendationsQueryOptions(params));
}
