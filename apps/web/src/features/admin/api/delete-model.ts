import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client.ts';
import { adminModelsKey } from './get-admin-models.ts';
import type { OkBody } from '@packdex/shared/schemas';

/** DELETE /models/{id}: 409 while the model still has content (docs/adr/0008-deleting-a-model-with-content.md). */
export function deleteModel(id: number) {
  return api.delete<OkBody>(`/models/${id}`);
}

export function useDeleteModel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteModel,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminModelsKey }),
        queryClient.invalidateQueries({ queryKey: ['models'] }),
      ]),
  });
}
