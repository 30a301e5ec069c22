import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkResponse, contentBulkBody } from '@packdex/shared/schemas/catalogue-admin';
import type { z } from 'zod';
import { api } from '@/lib/api-client.ts';
import { adminContentsKey } from './get-admin-contents.ts';
import { adminModelsKey } from './get-admin-models.ts';

/** Which admin list acts: its items or its models. */
export type BulkKind = 'content' | 'models';

/** What the list sends (tags may still be comma-separated text). */
export type BulkInput = z.input<typeof contentBulkBody>;

/** POST /admin/content/bulk or /admin/models/bulk: one action on many rows, answered with counts. */
export function bulkAction(kind: BulkKind, body: BulkInput): Promise<BulkResponse> {
  return api.post<BulkResponse>(`/admin/${kind}/bulk`, body);
}

/** Runs a bulk action, then reloads the admin lists and every public list (items and models change together). */
export function useBulkAction(kind: BulkKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkInput) => bulkAction(kind, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminContentsKey }),
        queryClient.invalidateQueries({ queryKey: adminModelsKey }),
        queryClient.invalidateQueries({ queryKey: ['contents'] }),
        queryClient.invalidateQueries({ queryKey: ['models'] }),
      ]),
  });
}
