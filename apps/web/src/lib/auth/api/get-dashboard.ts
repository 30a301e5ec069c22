import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardResponse } from '@packdex/shared/schemas';
import { ApiError, api } from '@/lib/api-client.ts';
import { dropSession, writeSessionUser } from '@/lib/session.ts';
import { STORAGE_KEYS, readStorage } from '@/lib/storage.ts';

export type { DashboardResponse };

/**
 * GET /auth/dashboard: the signed-in user's fresh record and activity. Every successful answer is
 * also stored as the cached user (docs/product.md#accounts), unless the session changed while it was in flight.
 */
export async function getDashboard(signal?: AbortSignal): Promise<DashboardResponse> {
  const token = readStorage(STORAGE_KEYS.token);
  const isCurrent = () => token !== null && readStorage(STORAGE_KEYS.token) === token;
  try {
    const result = await api.get<DashboardResponse>('/auth/dashboard', { signal });
    if (isCurrent()) writeSessionUser(result.user);
    return result;
  } catch (error) {
    // Decision: a 401 here means the session ended (password changed or reset elsewhere, account
    // deleted, token expired), so token and user are cleared; other failures keep the cache.
    if (error instanceof ApiError && error.status === 401 && isCurrent()) dropSession();
    throw error;
  }
}

export const dashboardQueryKey = ['auth', 'dashboard'] as const;

export function getDashboardQueryOptions() {
  return queryOptions({ queryKey: dashboardQueryKey, queryFn: ({ signal }) => getDashboard(signal) });
}

/** The dashboard of the signed-in user; only enabled while a session exists. */
export function useDashboard(enabled = true) {
  return useQuery({ ...getDashboardQueryOptions(), enabled });
}
