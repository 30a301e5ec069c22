import { queryOptions, useQuery } from '@tanstack/react-query';
import { ageStatusResponse } from '@packdex/shared/schemas';
import { api } from '@/lib/api-client.ts';

/** GET /age-verification/status: whether the server already knows this visitor is an adult. */
export async function getAgeStatus(signal?: AbortSignal): Promise<boolean> {
  const response = await api.get('/age-verification/status', { schema: ageStatusResponse, signal });
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
