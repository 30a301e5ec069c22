import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_REPORTS_PAGE_SIZE, type ReportStatus } from '@packdex/shared/constants';
import type { ReportListResponse } from '@packdex/shared/schemas';
import { api } from '@/lib/api-client.ts';

export type ReportFilter = ReportStatus | 'all';
type GetReportsParams = { page: number; status: ReportFilter };

/** GET /reports: the moderation queue, 20 a page, filtered by status. */
export function getReports({ page, status }: GetReportsParams, signal?: AbortSignal): Promise<ReportListResponse> {
  return api.get<ReportListResponse>('/reports', {
    params: { page, limit: ADMIN_REPORTS_PAGE_SIZE, status: status === 'all' ? undefined : status },
    signal,
  });
}

export function getReportsQueryOptions(params: GetReportsParams) {
  return queryOptions({
    queryKey: ['admin', 'reports', params],
    queryFn: ({ signal }) => getReports(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useReports(params: GetReportsParams) {
  return useQuery(getReportsQueryOptions(params));
}
