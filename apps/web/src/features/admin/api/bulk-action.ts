import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkOperation, BulkResponse, contentBulkBody } from '@packdex/shared/schemas/catalogue-admin';
import type { z } from 'zod';
import { api, ApiError } from '@/lib/api-client.ts';
import { adminContentsKey } from './get-admin-contents.ts';
import { adminModelsKey } from './get-admin-models.ts';

/** Which admin list acts: its items or its models. */
export type BulkKind = 'content' | 'models';

/** What the list sends (tags may still be comma-separated text). */
export type BulkInput = z.input<typeof contentBulkBody>;

/** How often a large action's progress is asked for. */
export const BULK_POLL_MS = 500;

/**
 * POST /admin/content/bulk or /admin/models/bulk: one action on many rows, answered with counts. A
 * selection larger than one batch is answered with an operation that runs on the server: its
 * progress (GET /admin/bulk/{id}) goes to `onProgress` until it is done.
 */
export async function bulkAction(
  kind: BulkKind,
  body: BulkInput,
  onProgress?: (operation: BulkOperation) => void,
): Promise<BulkResponse> {
  let answer = await api.post<BulkResponse | BulkOperation>(`/admin/${kind}/bulk`, body);
  while ('state' in answer) {
    onProgress?.(answer);
    if (answer.state === 'done' && answer.result) return answer.result;
    if (answer.state === 'failed') throw new ApiError(500, 'BULK_FAILED', answer.error ?? 'The action failed');
    await new Promise((resolve) => setTimeout(resolve, BULK_POLL_MS));
    answer = await api.get<BulkOperation>(`/admin/bulk/${answer.id}`);
  }
  return answer;
}

/** Runs a bulk action, then reloads the admin lists and every public list (items and models change together). */
export function useBulkAction(kind: BulkKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, onProgress }: { body: BulkInput; onProgress?: (operation: BulkOperation) => void }) =>
      bulkAction(kind, body, onProgress),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminContentsKey }),
        queryClient.invalidateQueries({ queryKey: adminModelsKey }),
        queryClient.invalidateQueries({ queryKey: ['contents'] }),
        queryClient.invalidateQueries({ queryKey: ['models'] }),
      ]),
  });
}
