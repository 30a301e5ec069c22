import { queryOptions, useQuery } from '@tanstack/react-query';

import { runtimeConfig } from '@/config/runtime.ts';
import { api } from '@/lib/api-client.ts';
import type { AgeAssuranceStatus, AgeStatusResponse } from '@packdex/shared/schemas';

/**
 * Whether the server already knows this visitor is an adult: GET /age-verification/status, or with
 * a provider (AGE_ASSURANCE=oidc) GET /age-assurance/status, which reads the provider's signed result.
 */
export async function getAgeStatus(signal?: AbortSignal): Promise<boolean> {
  // Not available in the visitor's region (no provider where its law asks for one): nothing lets them in.
  if (runtimeConfig.ageAssurance === 'blocked') return false;
  if (runtimeConfig.ageAssurance === 'oidc') {
    const status = await api.get<AgeAssuranceStatus>('/age-assurance/status', { signal });
    return status.assurance?.over18 === true;
  }
  const response = await api.get<AgeStatusResponse>('/age-verification/status', { signal });
  return response.ageConfirmed;
}

/** Keyed by token: a signed-in account may carry its own confirmation, a visitor's is per browser. */
export function getAgeStatusQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: ['age-verification', 'status', { token }],
    queryFn: ({ signal }) => getAgeStatus(signal),
    retry: false,
    staleTime: Infinity,
  });
}

export function useAgeStatus(token: string | null, { enabled }: { enabled: boolean }) {
  return useQuery({ ...getAgeStatusQueryOptions(token), enabled });
}
