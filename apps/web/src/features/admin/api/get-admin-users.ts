import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUserListResponse } from '@packdex/shared/schemas/admin';
import { api } from '@/lib/api-client.ts';

type GetAdminUsersParams = { page: number; search?: string };

/** GET /admin/users: accounts newest first, 20 a page; search matches name or e-mail. */
export function getAdminUsers(params: GetAdminUsersParams, signal?: AbortSignal): Promise<AdminUserListResponse> {
  return api.get<AdminUserListResponse>('/admin/users', { params, signal });
}

export function getAdminUsersQueryOptions(params: GetAdminUsersParams) {
  return queryOptions({
    queryKey: ['admin', 'users', params],
    queryFn: ({ signal }) => getAdminUsers(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAdminUsers(params: GetAdminUsersParams) {
  return useQuery(getAdminUsersQueryOptions(params));
}
