import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuthResponse, SessionsResponse } from '@packdex/shared/schemas';
import { api } from '@/lib/api-client.ts';

const SESSIONS_KEY = ['account', 'sessions'] as const;

/** GET /account/sessions: where the account is signed in, newest first, this device marked. */
export function getSessionsQueryOptions() {
  return queryOptions({
    queryKey: SESSIONS_KEY,
    queryFn: ({ signal }) => api.get<SessionsResponse>('/account/sessions', { signal }),
    staleTime: 0,
  });
}

export function useSessions() {
  return useQuery(getSessionsQueryOptions());
}

/** DELETE /account/sessions/{id}: signs that session out; the list is read again. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/account/sessions/${encodeURIComponent(id)}`),
    // Not waited for: the caller's own callbacks run at once.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

/** POST /account/sessions/end-others: every other session ends; answers a fresh token for this one. */
export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => api.post<AuthResponse>('/account/sessions/end-others', { password }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}
