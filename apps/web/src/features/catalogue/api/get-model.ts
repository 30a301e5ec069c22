import { queryOptions, useQuery } from '@tanstack/react-query';
import { model } from '@packdex/shared/schemas';
import type { Model } from '@packdex/shared/schemas';
import { api } from '@/lib/api-client.ts';

/** GET /models/{slug}: a full profile, with followers and whether the viewer follows. */
export function getModel(slug: string, signal?: AbortSignal): Promise<Model> {
  return api.get(`/models/${encodeURIComponent(slug)}`, { schema: model, signal });
}

export function getModelQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['model', slug],
    queryFn: ({ signal }) => getModel(slug, signal),
  });
}

export function useModel(slug: string) {
  return useQuery(getModelQueryOptions(slug));
}
