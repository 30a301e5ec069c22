import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BillingHistoryResponse } from '@packdex/shared/schemas';
import { api } from '@/lib/api-client.ts';

/**
 * GET /billing/history: one page of the signed-in account's own payments and renewals, newest
 * first, of the server's page size (BILLING_HISTORY_PAGE_SIZE).
 */
export function getBillingHistory(page: number, signal?: AbortSignal): Promise<BillingHistoryResponse> {
  return api.get<BillingHistoryResponse>('/billing/history', { params: { page }, signal });
}

export function getBillingHistoryQueryOptions(page: number) {
  return queryOptions({
    queryKey: ['billing-history', page],
    queryFn: ({ signal }) => getBillingHistory(page, signal),
    // The page shown stays while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useBillingHistory(page: number, enabled = true) {
  return useQuery({ ...getBillingHistoryQueryOptions(page), enabled });
}
