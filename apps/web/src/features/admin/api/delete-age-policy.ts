import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { AGE_POLICY_KEY } from './get-age-policy.ts';

/** DELETE /admin/age-policy/{region}: the region then gets the level of unlisted regions. */
export function deleteAgePolicy(region: string): Promise<{ success: true }> {
  return api.delete<{ success: true }>(`/admin/age-policy/${encodeURIComponent(region)}`);
}

export function useDeleteAgePolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAgePolicy,
    onSettled: () => queryClient.invalidateQueries({ queryKey: AGE_POLICY_KEY }),
  });
}
