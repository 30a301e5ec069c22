import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client.ts';
import { getNotificationsQueryOptions } from './get-notifications.ts';
import { getUnreadCountQueryOptions } from './get-unread-count.ts';
import type { OkBody } from '@packdex/shared/schemas';

/** PUT /notifications/read-all. */
export async function markAllNotificationsRead(): Promise<void> {
  await api.put<OkBody>('/notifications/read-all');
}

/** Everything reads as read at once; the server's state is fetched again afterwards. */
export function useMarkAllNotificationsRead(viewerId: number | null) {
  const queryClient = useQueryClient();
  const list = getNotificationsQueryOptions(viewerId).queryKey;
  const count = getUnreadCountQueryOptions(viewerId).queryKey;
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onMutate: () => {
      queryClient.setQueryData(list, (old) => old?.map((n) => ({ ...n, isRead: true })));
      queryClient.setQueryData(count, 0);
    },
    onError: (error) => console.error('Could not mark the notifications read', error),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: count }),
        queryClient.invalidateQueries({ queryKey: list }),
      ]),
  });
}
