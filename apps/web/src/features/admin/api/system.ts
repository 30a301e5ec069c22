import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SystemStatus } from '@packdex/shared/schemas/system';
import { api } from '@/lib/api-client.ts';

/** GET /admin/system: instances, migrations, scheduled jobs, queues and storage; read again every 30 s. */
export const getSystemStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'system'],
    queryFn: ({ signal }) => api.get<SystemStatus>('/admin/system', { signal }),
    refetchInterval: 30_000,
    retry: false,
  });

export function useSystemStatus() {
  return useQuery(getSystemStatusQueryOptions());
}
