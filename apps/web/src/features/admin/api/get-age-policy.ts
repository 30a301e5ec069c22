import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AgePolicyResponse } from '@packdex/shared/schemas';
import { api } from '@/lib/api-client.ts';

export const AGE_POLICY_KEY = ['admin', 'age-policy'] as const;

/** GET /admin/age-policy: which regions need a verified age, and what that comes to on this site. */
export function getAgePolicy(signal?: AbortSignal): Promise<AgePolicyResponse> {
  return api.get<AgePolicyResponse>('/admin/age-policy', { signal });
}

export const getAgePolicyQueryOptions = () =>
  queryOptions({ queryKey: AGE_POLICY_KEY, queryFn: ({ signal }) => getAgePolicy(signal) });

export function useAgePolicy() {
  return useQuery(getAgePolicyQueryOptions());
}
