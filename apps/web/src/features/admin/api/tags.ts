import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminTag, AdminTagBody, AdminTagListResponse } from '@packdex/shared/schemas';
import { api } from '@/lib/api-client.ts';

const TAGS_KEY = ['admin', 'tags'] as const;

/** GET /admin/tags: every tag A–Z (unused ones too) with aliases; `search` by name, slug or alias. */
export const getAdminTagsQueryOptions = (search: string, page: number) =>
  queryOptions({
    queryKey: [...TAGS_KEY, search, page],
    queryFn: ({ signal }) =>
      api.get<AdminTagListResponse>('/admin/tags', { params: { search: search || undefined, page }, signal }),
    placeholderData: keepPreviousData,
  });
export const useAdminTags = (search: string, page: number) => useQuery(getAdminTagsQueryOptions(search, page));

/** A change to one tag: rename or parent (PUT), merge into another, add or remove an alias. */
export type TagChange =
  | { kind: 'update'; id: number; body: AdminTagBody }
  | { kind: 'merge'; id: number; into: number }
  | { kind: 'alias'; id: number; name: string }
  | { kind: 'unalias'; id: number; slug: string };

export function changeTag(change: TagChange): Promise<AdminTag> {
  switch (change.kind) {
    case 'update':
      return api.put<AdminTag>(`/admin/tags/${change.id}`, change.body);
    case 'merge':
      return api.post<AdminTag>(`/admin/tags/${change.id}/merge`, { into: change.into });
    case 'alias':
      return api.post<AdminTag>(`/admin/tags/${change.id}/aliases`, { name: change.name });
    case 'unalias':
      return api.delete<AdminTag>(`/admin/tags/${change.id}/aliases/${encodeURIComponent(change.slug)}`);
  }
}

export function useChangeTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeTag,
    onSettled: () => queryClient.invalidateQueries({ queryKey: TAGS_KEY }),
  });
}
