import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DmcaDecisionBody, DmcaNotice } from '@packdex/shared/schemas';
import { api } from '@/lib/api-client.ts';

export type DecideDmcaInput = DmcaDecisionBody & { id: number };

/** PUT /dmca/notices/{id}: accept, reject with a reason, or record that suit was filed. */
export function decideDmcaNotice({ id, ...body }: DecideDmcaInput): Promise<DmcaNotice> {
  return api.put<DmcaNotice>(`/dmca/notices/${id}`, body);
}

export function useDecideDmcaNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideDmcaNotice,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
