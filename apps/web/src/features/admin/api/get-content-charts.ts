import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentChartsResponse } from '@packdex/shared/schemas/admin';
import { api } from '@/lib/api-client.ts';

/** GET /admin/content/charts: items and views per type, views and uploads per day. */
export function getContentCharts(signal?: AbortSignal): Promise<ContentChartsResponse> {
  return api.get<ContentChartsResponse>('/admin/content/charts', { signal });
}

export function useContentCharts() {
  return useQuery(
    queryOptions({
      queryKey: ['admin', 'content-charts'],
      queryFn: ({ signal }) => getContentCharts(signal),
      retry: false,
    }),
  );
}
