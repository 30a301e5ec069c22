import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DmcaRepeatInfringersResponse } from '@packdex/shared/schemas';
import { api } from '@/lib/api-client.ts';

/** GET /dmca/repeat-infringers: models with 3 or more accepted notices. */
export function getRepeatInfringers(signal?: AbortSignal): Promise<DmcaRepeatInfringersResponse> {
  return api.get<DmcaRepeatInfringersResponse>('/dmca/repeat-infringers', { signal });
}

export function getRepeatInfringersQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'dmca', 'repeat-infringers'],
    queryFn: ({ signal }) => getRepeatInfringers(signal),
  });
}

export function useRepeatInfringers() {
  return useQuery(getRepeatInfringersQueryOptions());
}
