import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client.ts';
import { adminContentsKey } from './get-admin-contents.ts';
import type { OkBody } from '@packdex/shared/schemas';

/** DELETE /content/{id}. */
export function deleteContent(id: number) {
  return api.delete<OkBody>(`/content/${id}`);
}

export function useDeleteContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContent,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminContentsKey }),
        queryClient.invalidateQueries({ queryKey: ['contents'] }),
        queryClient.invalidateQueries({ queryKey: ['models'] }),
      ]),
  });
}
