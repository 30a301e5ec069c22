import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Model } from '@packdex/shared/schemas';
import { api } from '@/lib/api-client.ts';
import { firstAnswer } from '@/lib/first-answers.ts';

/** GET /models/{slug}: a full profile, with followers and whether the viewer follows. */
export function getModel(slug: string, signal?: AbortSignal): Promise<Model> {
  return api.get<Model>(`/models/${encodeURIComponent(slug)}`, { signal });
}

export function getModelQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['model', slug],
    queryFn: ({ signal }) => getModel(slug, signal),
    initialData: () => firstAnswer<Model>(`/models/${encodeURIComponent(slug)}`),
  });
}

export function useModel(slug: string) {
  return useQuery(getModelQueryOptions(slug));
}
