import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { BANNED_TERMS_KEY } from './get-banned-terms.ts';

/** DELETE /admin/banned-terms/{id}: lifts a ban. */
export function deleteBannedTerm(id: number): Promise<{ success: true }> {
  return api.delete<{ success: true }>(`/admin/banned-terms/${id}`);
}

export function useDeleteBannedTerm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBannedTerm,
    onSettled: () => queryClient.invalidateQueries({ queryKey: BANNED_TERMS_KEY }),
  });
}
