import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PUBLIC_PAGE_SIZE, type SortOption } from '@packdex/shared/constants';
import type { ContentListResponse, TagDetail } from '@packdex/shared/schemas';
import { api } from '@/lib/api-client.ts';
import { firstAnswer } from '@/lib/first-answers.ts';

/** GET /tags/{slug}: the tag, its aliases and children. */
export function getTagQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['tag', slug],
    queryFn: ({ signal }) => api.get<TagDetail>(`/tags/${encodeURIComponent(slug)}`, { signal }),
    initialData: () => firstAnswer<TagDetail>(`/tags/${encodeURIComponent(slug)}`),
  });
}
export const useTag = (slug: string) => useQuery(getTagQueryOptions(slug));

/** GET /content?tag={slug}: a tag's items (its children's too), sorted and paged like the home list. */
export function getTagContentsQueryOptions(slug: string, sortBy: SortOption, page: number) {
  return queryOptions({
    queryKey: ['contents', { tag: slug, sortBy, page }],
    queryFn: ({ signal }) =>
      api.get<ContentListResponse>('/content', {
        params: { tag: slug, sortBy, page, limit: PUBLIC_PAGE_SIZE },
        signal,
      }),
    // The same call as the server's first answer of the page (apps/api/src/plugins/first-answers.ts).
    initialData: () =>
      firstAnswer<ContentListResponse>('/content', { tag: slug, sortBy, page, limit: PUBLIC_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}
export const useTagContents = (slug: string, sortBy: SortOption, page: number) =>
  useQuery(getTagContentsQueryOptions(slug, sortBy, page));
