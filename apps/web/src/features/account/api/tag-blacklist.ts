import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TagBlacklistResponse, TagListResponse } from '@packdex/shared/schemas';
import { api } from '@/lib/api-client.ts';

/** The account's hidden tags, per account (another account signed in on this browser has its own). */
const blacklistKey = (viewerId: number | null) => ['account', 'tag-blacklist', viewerId] as const;

/** GET /account/tag-blacklist: the tags whose items the account's lists leave out, A–Z. */
export function getTagBlacklistQueryOptions(viewerId: number | null) {
  return queryOptions({
    queryKey: blacklistKey(viewerId),
    queryFn: ({ signal }) => api.get<TagBlacklistResponse>('/account/tag-blacklist', { signal }),
    enabled: viewerId !== null,
  });
}

export function useTagBlacklist(viewerId: number | null) {
  return useQuery(getTagBlacklistQueryOptions(viewerId));
}

/**
 * Every list the server filters by the account's hidden tags is read again (docs/product.md#hidden-tags):
 * content lists (home, search, models' and tags' pages), the sidebar, suggestions and the activity feeds.
 */
function refreshLists(queryClient: QueryClient) {
  for (const queryKey of [['contents'], ['content', 'related'], ['suggestions'], ['activity']])
    void queryClient.invalidateQueries({ queryKey });
}

type Change = { kind: 'add'; slug: string } | { kind: 'remove'; slug: string };

/** POST /account/tag-blacklist (hide one) or DELETE /account/tag-blacklist/{slug} (show it again). */
export function useChangeTagBlacklist(viewerId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Change) =>
      change.kind === 'add'
        ? api.post<TagBlacklistResponse>('/account/tag-blacklist', { tag: change.slug })
        : api.delete<TagBlacklistResponse>(`/account/tag-blacklist/${encodeURIComponent(change.slug)}`),
    onSuccess: (answer) => {
      queryClient.setQueryData(blacklistKey(viewerId), answer);
      refreshLists(queryClient);
    },
  });
}

/** GET /tags?search=: the tags a name starts with, most used first (the add field's suggestions). */
export function useTagMatches(search: string) {
  const q = search.trim();
  return useQuery({
    queryKey: ['tags', 'matching', q],
    queryFn: ({ signal }) =>
      api.get<TagListResponse>('/tags', { params: { search: q, sortBy: 'popular', limit: 8 }, signal }),
    enabled: q.length >= 1,
    staleTime: 30_000,
  });
}
