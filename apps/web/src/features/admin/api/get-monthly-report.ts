import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MonthlyReport } from '@packdex/shared/schemas';
import { api } from '@/lib/api-client.ts';

/** The report's address for `month` (YYYY-MM) in `format`. */
export const monthlyReportPath = (month: string, format: 'json' | 'csv' | 'pdf') =>
  `/admin/reports/monthly?month=${month}&format=${format}`;

/** GET /admin/reports/monthly: the processor and transparency report of one month. */
export function getMonthlyReport(month: string, signal?: AbortSignal): Promise<MonthlyReport> {
  return api.get<MonthlyReport>(monthlyReportPath(month, 'json'), { signal });
}

export const getMonthlyReportQueryOptions = (month: string) =>
  queryOptions({
    queryKey: ['admin', 'monthly-report', month],
    queryFn: ({ signal }) => getMonthlyReport(month, signal),
  });

export function useMonthlyReport(month: string) {
  return useQuery(getMonthlyReportQueryOptions(month));
}
