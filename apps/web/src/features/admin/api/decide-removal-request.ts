import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RemovalDecisionBody, RemovalRequest } from '@packdex/shared/schemas';
import { api } from '@/lib/api-client.ts';

export type DecideRemovalInput = RemovalDecisionBody & { id: number };

/** PUT /removal-requests/{id}: accept (removes the pages) or reject with a reason (shows them again). */
export function decideRemovalRequest({ id, ...body }: DecideRemovalInput): Promise<RemovalRequest> {
  return api.put<RemovalRequest>(`/removal-requests/${id}`, body);
}

export function useDecideRemovalRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideRemovalRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
