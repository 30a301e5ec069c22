import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SupportMessage } from '@packdex/shared/schemas/admin';
import { api } from '@/lib/api-client.ts';
import type { InboxUpdateInput } from './update-recommendation.ts';

/** PUT /admin/support-messages/{id}: mark handled or new again, with the admin's note. */
export function updateSupportMessage({ id, ...body }: InboxUpdateInput): Promise<SupportMessage> {
  return api.put<SupportMessage>(`/admin/support-messages/${id}`, body);
}

/** After an update the inbox and the dashboard's count of new items reload. */
export function useUpdateSupportMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSupportMessage,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
