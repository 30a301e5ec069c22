import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ImportListResponse, ImportResult } from '@packdex/shared/schemas/catalogue-admin';
import { api } from '@/lib/api-client.ts';

export const IMPORTS_KEY = ['admin', 'imports'] as const;
/** How often the list is asked again while an import runs, for its percentage and rows per second. */
export const IMPORT_POLL_MS = 1000;

/** GET /admin/imports: the kept imports, newest first, with status, counts and progress. */
export function getImports(signal?: AbortSignal): Promise<ImportListResponse> {
  return api.get<ImportListResponse>('/admin/imports', { signal });
}

/**
 * The list, asked again every second while one of its imports runs or `polling` says one is under
 * way (the POST of an import answers only when it has finished).
 */
export function useImports(polling: boolean) {
  return useQuery({
    ...queryOptions({ queryKey: IMPORTS_KEY, queryFn: ({ signal }) => getImports(signal) }),
    refetchInterval: (query) =>
      polling || query.state.data?.imports.some((i) => i.status === 'running') ? IMPORT_POLL_MS : false,
  });
}

/** POST /admin/imports?dryRun=…, the file as the multipart field `file`: the report once it has run. */
export function startImport({ file, dryRun }: { file: File; dryRun: boolean }): Promise<ImportResult> {
  const form = new FormData();
  form.append('file', file);
  return api.post<ImportResult>('/admin/imports', form, { params: { dryRun } });
}

export function useStartImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: startImport,
    // Not awaited: the report shows at once, the list follows when it has been asked again.
    onSettled: () => void client.invalidateQueries({ queryKey: IMPORTS_KEY }),
  });
}

/** POST /admin/imports/{id}/resume: goes on with a stopped import after its last applied row. */
export function useResumeImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<ImportResult>(`/admin/imports/${id}/resume`),
    // Not awaited: the report shows at once, the list follows when it has been asked again.
    onSettled: () => void client.invalidateQueries({ queryKey: IMPORTS_KEY }),
  });
}
