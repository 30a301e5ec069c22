import { queryOptions, useQuery } from '@tanstack/react-query';
import { NOTIFICATIONS_PAGE_SIZE } from '@packdex/shared/constants';

import type { Notification, NotificationListResponse } from '@packdex/shared/schemas';
import { api } from '@/lib/api-client.ts';

/** GET /notifications: the signed-in user's 10 latest. */
export async function getNotifications(signal?: AbortSignal): Promise<Notification[]> {
  const { notifications } = await api.get<NotificationListResponse>('/notifications', {
    params: { limit: NOTIFICATIONS_PAGE_SIZE },
    signal,
  });
  return notifications;
}

export function getNotificationsQueryOptions(viewerId: number | null) {
  return queryOptions({
    queryKey: ['notifications', 'list', viewerId],
    queryFn: ({ signal }) => getNotifications(signal),
  });
}

/** Used by the open menu only; always stale, so every opening fetches the list again. */
export function useNotifications(viewerId: number) {
  return useQuery({ ...getNotificationsQueryOptions(viewerId), staleTime: 0 });
}
