import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BillingStatusResponse } from '@packdex/shared/schemas';
import { api } from '@/lib/api-client.ts';

/** GET /billing/status: the account's subscription (whether it renews, its period's end), or null without one. */
export function getBillingStatus(signal?: AbortSignal): Promise<BillingStatusResponse> {
  return api.get<BillingStatusResponse>('/billing/status', { signal });
}

/** Keyed by viewer: one person's subscription never shows for another signed in after them. */
export function getBillingStatusQueryOptions(viewerId: number) {
  return queryOptions({
    queryKey: ['billing', 'status', { viewer: viewerId }],
    queryFn: ({ signal }) => getBillingStatus(signal),
    // A change made in the portal (another tab) shows on the next visit to /billing.
    staleTime: 0,
  });
}

export function useBillingStatus(viewerId: number | null) {
  return useQuery({ ...getBillingStatusQueryOptions(viewerId ?? 0), enabled: viewerId !== null });
}
