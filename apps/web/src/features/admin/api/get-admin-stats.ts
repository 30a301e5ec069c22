import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStatsResponse } from '@packdex/shared/schemas/admin';
import { api } from '@/lib/api-client.ts';

/** GET /admin/stats: the dashboard's overview, top lists, report reasons, sign-ups and insights. */
export function getAdminStats(signal?: AbortSignal): Promise<AdminStatsResponse> {
  return api.get<AdminStatsResponse>('/admin/stats', { signal });
}

export function getAdminStatsQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'stats'],
    queryFn: ({ signal }) => getAdminStats(signal),
    retry: false,
  });
}

export function useAdminStats() {
  return useQuery(getAdminStatsQueryOptions());
}
