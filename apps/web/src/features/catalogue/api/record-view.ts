import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { viewResponse } from '@packdex/shared/schemas';
import { api } from '@/lib/api-client.ts';

type ViewResponse = z.infer<typeof viewResponse>;

/** POST /content/{id}/view: counted once per viewer per day; returns the new total. */
export function recordView(id: number): Promise<ViewResponse> {
  return api.post<ViewResponse>(`/content/${id}/view`);
}

export function useRecordView() {
  return useMutation({ mutationFn: recordView });
}
