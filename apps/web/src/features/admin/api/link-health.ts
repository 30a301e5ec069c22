import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DeadLinksResponse,
  FalsePositiveAnswer,
  ItemLinkChecksResponse,
  LinkCheckAnswer,
  LinkHealthSummary,
} from '@packdex/shared/schemas/link-health';
import { api } from '@/lib/api-client.ts';

/** Every link-health answer; invalidated after a check, an edit or a delete. */
export const linkHealthKey = ['admin', 'link-health'] as const;

/** GET /admin/link-health: links by state, and by host. */
export const getLinkHealthQueryOptions = () =>
  queryOptions({
    queryKey: [...linkHealthKey, 'summary'],
    queryFn: ({ signal }) => api.get<LinkHealthSummary>('/admin/link-health', { signal }),
    retry: false,
  });

export function useLinkHealth() {
  return useQuery(getLinkHealthQueryOptions());
}

/** GET /admin/link-health/dead: one page of dead links, the longest-dead first. */
export function useDeadLinks(page: number, limit = 20) {
  return useQuery({
    queryKey: [...linkHealthKey, 'dead', { page, limit }],
    queryFn: ({ signal }) =>
      api.get<DeadLinksResponse>(`/admin/link-health/dead?page=${page}&limit=${limit}`, { signal }),
  });
}

/** GET /admin/link-health/items/{id}/checks: the item's links with their last checks, once opened. */
export function useItemLinkChecks(contentId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...linkHealthKey, 'checks', contentId],
    queryFn: ({ signal }) =>
      api.get<ItemLinkChecksResponse>(`/admin/link-health/items/${contentId}/checks`, { signal }),
    enabled,
  });
}

/**
 * POST /admin/link-health/links/{id}/false-positive: the link is alive again and its item shown;
 * the counts and the queue reload (the item leaves the queue when it has no dead link left).
 */
export function useMarkFalsePositive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (linkId: number) => api.post<FalsePositiveAnswer>(`/admin/link-health/links/${linkId}/false-positive`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: linkHealthKey }),
  });
}

/**
 * POST /content/{id}/check: checks the item's links now; answers for its primary link. The counts
 * are reloaded; the queue is not, so the item stays in view with the answer until the page moves on.
 */
export function useCheckNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<LinkCheckAnswer>(`/content/${id}/check`),
    onSuccess: (_answer, id) => {
      void queryClient.invalidateQueries({ queryKey: getLinkHealthQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: [...linkHealthKey, 'checks', id] });
    },
  });
}
