import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client.ts';
import type { UrlResponse } from '@packdex/shared/schemas';

/** POST /billing/portal: the provider's "manage subscription" URL for an account that has (or had) one; else 404. */
export function openBillingPortal(email: string): Promise<{ url: string }> {
  return api.post<UrlResponse>('/billing/portal', { email });
}

export function useOpenBillingPortal() {
  return useMutation({ mutationFn: openBillingPortal });
}
