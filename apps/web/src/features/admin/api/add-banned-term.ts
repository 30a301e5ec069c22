import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BannedTerm } from '@packdex/shared/schemas';
import { api } from '@/lib/api-client.ts';
import { BANNED_TERMS_KEY } from './get-banned-terms.ts';

/** POST /admin/banned-terms: bans a term. */
export function addBannedTerm(term: string): Promise<BannedTerm> {
  return api.post<BannedTerm>('/admin/banned-terms', { term });
}

export function useAddBannedTerm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addBannedTerm,
    onSettled: () => queryClient.invalidateQueries({ queryKey: BANNED_TERMS_KEY }),
  });
}
