import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AgePolicy, AgePolicyLevel } from '@packdex/shared/schemas';
import { api } from '@/lib/api-client.ts';
import { AGE_POLICY_KEY } from './get-age-policy.ts';

/** PUT /admin/age-policy/{region}: sets what a region's law asks for. */
export function setAgePolicy({ region, level }: { region: string; level: AgePolicyLevel }): Promise<AgePolicy> {
  return api.put<AgePolicy>(`/admin/age-policy/${encodeURIComponent(region)}`, { level });
}

export function useSetAgePolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAgePolicy,
    onSettled: () => queryClient.invalidateQueries({ queryKey: AGE_POLICY_KEY }),
  });
}
