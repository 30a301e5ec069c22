import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client.ts';
import type { ModelListResponse, ReportListResponse, ContentListResponse } from '@packdex/shared/schemas';

/** `totalContent` is absent when the content list counted only to its depth (a lower bound, not a total). */
export type FallbackTotals = { totalModels: number; totalContent: number | undefined; pendingReports: number };

/**
 * The totals the dashboard shows when /admin/stats fails (docs/product.md#admin): the model list,
 * the content list and the pending reports, each asked for one item to read its total. A public
 * list past its reachable depth says `totalItemsCapped` (ADR 0025): its figure is then not shown.
 */
export async function getFallbackTotals(signal?: AbortSignal): Promise<FallbackTotals> {
  const [models, contents, reports] = await Promise.all([
    api.get<ModelListResponse>('/models', { params: { page: 1, limit: 1 }, signal }),
    api.get<ContentListResponse>('/content', { params: { page: 1, limit: 1 }, signal }),
    api.get<ReportListResponse>('/reports', { params: { page: 1, limit: 1, status: 'pending' }, signal }),
  ]);
  return {
    totalModels: models.pagination.totalItems,
    totalContent: contents.pagination.totalItemsCapped ? undefined : contents.pagination.totalItems,
    pendingReports: reports.pagination.totalItems,
  };
}

export function useFallbackTotals(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: ['admin', 'fallback-totals'],
      queryFn: ({ signal }) => getFallbackTotals(signal),
      enabled,
      retry: false,
    }),
  );
}
