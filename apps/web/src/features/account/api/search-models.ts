import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { MODEL_PICKER_LIMIT, SEARCH_MIN_CHARS } from '@packdex/shared/constants';
import { modelListResponse } from '@packdex/shared/schemas';
import type { Model } from '@packdex/shared/schemas';
import { api } from '@/lib/api-client.ts';

/** GET /models?search=…&limit=10: the model picker's matches (decrypted from the envelope). */
export async function searchModels(search: string, signal?: AbortSignal): Promise<Model[]> {
  const result = await api.get('/models', {
    params: { search, limit: MODEL_PICKER_LIMIT, page: 1 },
    schema: modelListResponse,
    signal,
  });
  return result.models.slice(0, MODEL_PICKER_LIMIT);
}

export function searchModelsQueryOptions(search: string) {
  return queryOptions({
    queryKey: ['models', 'picker', search],
    queryFn: ({ signal }) => searchModels(search, signal),
    placeholderData: keepPreviousData,
  });
}

/** Searches once the term has at least 2 characters (the caller debounces it). */
export function useModelSearch(search: string) {
  const term = search.trim();
  return useQuery({ ...searchModelsQueryOptions(term), enabled: term.length >= SEARCH_MIN_CHARS });
}
