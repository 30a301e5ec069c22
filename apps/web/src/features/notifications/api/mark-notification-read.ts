import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client.ts';
import { getNotificationsQueryOptions } from './get-notifications.ts';
import { getUnreadCountQueryOptions } from './get-unread-count.ts';
import type { OkBody } from '@packdex/shared/schemas';

/** PUT /notifications/{id}/read. */
export async function markNotificationRead(id: number): Promise<void> {
  await api.put<OkBody>(`/notifications/${id}/read`);
}

/** Marks one read in the cache at once (unread becomes read on click: docs/product.md#community), then asks the server. */
export function useMarkNotificationRead(viewerId: number | null) {
  const queryClient = useQueryClient();
  const list = getNotificationsQueryOptions(viewerId).queryKey;
  const count = getUnreadCountQueryOptions(viewerId).queryKey;
  return useMutation({
    mutationFn: markNotificationRead,
    onMutate: (id) => {
      const wasUnread = queryClient.getQueryData(list)?.some((n) => n.id === id && !n.isRead) ?? false;
      queryClient.setQueryData(list, (old) => old?.map((n) => (n.id === id ? { ...n, isRead: true } : n)));
      if (wasUnread) queryClient.setQueryData(count, (old) => (old === undefined ? old : Math.max(0, old - 1)));
    },
    onError: (error) => console.error('Could not mark the notification read', error),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: count }),
        queryClient.invalidateQueries({ queryKey: list }),
      ]),
  });
}
