import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminRecommendation, InboxUpdateBody } from '@packdex/shared/schemas/admin';
import { api } from '@/lib/api-client.ts';

export type InboxUpdateInput = InboxUpdateBody & { id: number };

/** PUT /admin/recommendations/{id}: mark handled or new again, with the admin's note. */
export function updateRecommendation({ id, ...body }: InboxUpdateInput): Promise<AdminRecommendation> {
  return api.put<AdminRecommendation>(`/admin/recommendations/${id}`, body);
}

/** After an update the inbox and the dashboard's count of new items reload. */
export function useUpdateRecommendation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRecommendation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
