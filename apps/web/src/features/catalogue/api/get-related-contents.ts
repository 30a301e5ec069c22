import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { relatedContentResponse as relatedResponse } from '@packdex/shared/schemas';
import { api } from '@/lib/api-client.ts';

export type RelatedResponse = z.infer<typeof relatedResponse>;

/** GET /content/{id}/related: the sidebar; fromModel false means the "More Content" fallback. */
export function getRelatedContents(id: number, signal?: AbortSignal): Promise<RelatedResponse> {
  return api.get(`/content/${id}/related`, { schema: relatedResponse, signal });
}

export function getRelatedContentsQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['content', 'related', id],
    queryFn: ({ signal }) => getRelatedContents(id, signal),
  });
}

export function useRelatedContents(id: number | undefined) {
  return useQuery({ ...getRelatedContentsQueryOptions(id ?? 0), enabled: id !== undefined });
}
