import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client.ts';
import type { UrlResponse } from '@packdex/shared/schemas';

/**
 * POST /purchase: the checkout URL of the payment provider for the signed-in account. The server
 * answers 401 signed out, 403 EMAIL_NOT_VERIFIED, 409 ALREADY_PREMIUM; premium itself is granted
 * only by the provider's events, never by this call or the /success page.
 */
export function startPurchase(email: string): Promise<{ url: string }> {
  return api.post<UrlResponse>('/purchase', { email });
}

export function useStartPurchase() {
  return useMutation({ mutationFn: startPurchase });
}
