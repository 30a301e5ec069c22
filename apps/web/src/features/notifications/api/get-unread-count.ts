import { queryOptions, useQuery } from '@tanstack/react-query';

import { ApiError, api } from '@/lib/api-client.ts';
import type { UnreadCountResponse } from '@packdex/shared/schemas';

/** How often the bell asks for the unread count while a page is open. */
const UNREAD_POLL_MS = 30_000;

/** GET /notifications/unread-count. */
export async function getUnreadCount(signal?: AbortSignal): Promise<number> {
  const { count } = await api.get<UnreadCountResponse>('/notifications/unread-count', { signal });
  return count;
}

export function getUnreadCountQueryOptions(viewerId: number | null) {
  return queryOptions({
    queryKey: ['notifications', 'unread-count', viewerId],
    queryFn: ({ signal }) => getUnreadCount(signal),
  });
}

/** Polled every 30 s and refreshed when the window regains focus, so the badge moves without a reload. */
export function useUnreadCount(viewerId: number | null) {
  return useQuery({
    ...getUnreadCountQueryOptions(viewerId),
    enabled: viewerId !== null,
    // A session the server no longer accepts stops the polling instead of failing every 30 s.
    refetchInterval: (query) =>
      query.state.error instanceof ApiError && query.state.error.status === 401 ? false : UNREAD_POLL_MS,
    refetchOnWindowFocus: 'always',
    staleTime: 0,
  });
}
