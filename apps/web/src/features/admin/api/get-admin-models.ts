import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE } from '@packdex/shared/constants';

import type { ModelListResponse } from '@packdex/shared/schemas';
import { api } from '@/lib/api-client.ts';

export type AdminListParams = { page: number; search: string };

/** Every admin list and form answer starts with this key, so a save refreshes them all. */
export const adminModelsKey = ['admin', 'models'] as const;

/** GET /models?page&limit=12&search&includeHidden: the admin models grid (newest first), hidden ones marked. */
export function getAdminModels({ page, search }: AdminListParams, signal?: AbortSignal): Promise<ModelListResponse> {
  return api.get<ModelListResponse>('/models', {
    params: { page, limit: ADMIN_PAGE_SIZE, search, sortBy: 'recent', includeHidden: true },
    signal,
  });
}

export function adminModelsQueryOptions(params: AdminListParams) {
  return queryOptions({
    queryKey: [...adminModelsKey, params],
    queryFn: ({ signal }) => getAdminModels(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAdminModels(params: AdminListParams) {
  return useQuery(adminModelsQueryOptions(params));
}
