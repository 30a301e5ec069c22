import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_ACTIVE_USERS_REFRESH_MS } from '@packdex/shared/constants';
import type { ActiveUsersResponse } from '@packdex/shared/schemas/admin';
import { api } from '@/lib/api-client.ts';

/** GET /admin/active-users: signed-in activity now, today and over the last days. */
export function getActiveUsers(signal?: AbortSignal): Promise<ActiveUsersResponse> {
  return api.get<ActiveUsersResponse>('/admin/active-users', { signal });
}

/** Refreshed every 30 seconds while the dashboard is open (docs/product.md#admin). */
export function useActiveUsers() {
  return useQuery(
    queryOptions({
      queryKey: ['admin', 'active-users'],
      queryFn: ({ signal }) => getActiveUsers(signal),
      refetchInterval: ADMIN_ACTIVE_USERS_REFRESH_MS,
      retry: false,
    }),
  );
}
