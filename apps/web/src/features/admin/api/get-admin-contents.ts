import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE } from '@packdex/shared/constants';

import type { ContentListResponse } from '@packdex/shared/schemas';
import { api } from '@/lib/api-client.ts';
import type { AdminListParams } from './get-admin-models.ts';

export const adminContentsKey = ['admin', 'contents'] as const;

/** GET /content?page&limit=12&search: the admin content grid; the search also matches the model's name. */
export function getAdminContents(
  { page, search }: AdminListParams,
  signal?: AbortSignal,
): Promise<ContentListResponse> {
  return api.get<ContentListResponse>('/content', {
    params: { page, limit: ADMIN_PAGE_SIZE, search, sortBy: 'recent', includeHidden: true },
    signal,
  });
}

export function adminContentsQueryOptions(params: AdminListParams) {
  return queryOptions({
    queryKey: [...adminContentsKey, params],
    queryFn: ({ signal }) => getAdminContents(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAdminContents(params: AdminListParams) {
  return useQuery(adminContentsQueryOptions(params));
}
