import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Content } from '@packdex/shared/schemas';
import { api } from '@/lib/api-client.ts';

/** GET /content/slug/{slug} as an admin: the item with every download link (`links`: primary, then mirrors). */
export function getAdminContent(slug: string, signal?: AbortSignal): Promise<Content> {
  return api.get<Content>(`/content/slug/${encodeURIComponent(slug)}`, { signal });
}

export const adminContentKey = (slug: string) => ['admin', 'content', slug] as const;

export const getAdminContentQueryOptions = (slug: string) =>
  queryOptions({ queryKey: adminContentKey(slug), queryFn: ({ signal }) => getAdminContent(slug, signal) });

/** The item with its links, when `slug` is given. */
export function useAdminContent(slug: string | null) {
  return useQuery({ ...getAdminContentQueryOptions(slug ?? ''), enabled: slug !== null });
}
