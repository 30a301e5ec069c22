import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportAlerts } from '@packdex/shared/schemas';
import { api } from '@/lib/api-client.ts';
import type { ReportStats } from '@packdex/shared/schemas';

export type { ReportStats };

/** GET /reports/alerts: severe-report volume against the caps (docs/trust-and-safety.md). */
export function getReportAlerts(signal?: AbortSignal): Promise<ReportAlerts> {
  return api.get<ReportAlerts>('/reports/alerts', { signal });
}

/** GET /reports/stats: counts by status and reason, overdue and severe pending. */
export function getReportStats(signal?: AbortSignal): Promise<ReportStats> {
  return api.get<ReportStats>('/reports/stats', { signal });
}

export function useReportAlerts() {
  return useQuery(
    queryOptions({
      queryKey: ['admin', 'reports', 'alerts'],
      queryFn: ({ signal }) => getReportAlerts(signal),
      refetchInterval: 30_000,
    }),
  );
}

export function useReportStats() {
  return useQuery(
    queryOptions({
      queryKey: ['admin', 'reports', 'stats'],
      queryFn: ({ signal }) => getReportStats(signal),
      refetchInterval: 30_000,
    }),
  );
}
