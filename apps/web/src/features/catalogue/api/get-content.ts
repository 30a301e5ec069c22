import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Content } from '@packdex/shared/schemas';
import { api } from '@/lib/api-client.ts';
import { firstAnswer } from '@/lib/first-answers.ts';

/** GET /content/slug/{slug}: one content item (403 CONTENT_LIMIT for an unverified account past its limit). */
export function getContent(slug: string, signal?: AbortSignal): Promise<Content> {
  return api.get<Content>(`/content/slug/${encodeURIComponent(slug)}`, { signal });
}

/**
 * Keyed by viewer too: the answer depends on who asks (the view limit, and which download link
 * the server hands out), so one person's cached copy never serves another.
 */
export function getContentQueryOptions(slug: string, viewerId: number | null) {
  return queryOptions({
    queryKey: ['content', 'slug', slug, { viewer: viewerId }],
    queryFn: ({ signal }) => getContent(slug, signal),
    initialData: () => firstAnswer<Content>(`/content/slug/${encodeURIComponent(slug)}`),
  });
}

export function useContent(slug: string, viewerId: number | null, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getContentQueryOptions(slug, viewerId), enabled });
}
