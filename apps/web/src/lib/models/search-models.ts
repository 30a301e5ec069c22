import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { MODEL_PICKER_LIMIT, SEARCH_MIN_CHARS } from '@packdex/shared/constants';

import type { Model, ModelListResponse } from '@packdex/shared/schemas';
import { api } from '@/lib/api-client.ts';

/** GET /models?search=…&limit=10: the model picker's matches (decrypted from the envelope). */
export async function searchModels(search: string, signal?: AbortSignal, includeHidden = false): Promise<Model[]> {
  const result = await api.get<ModelListResponse>('/models', {
    params: { search, limit: MODEL_PICKER_LIMIT, page: 1, includeHidden: includeHidden || undefined },
    signal,
  });
  return result.models.slice(0, MODEL_PICKER_LIMIT);
}

export function searchModelsQueryOptions(search: string, includeHidden = false) {
  return queryOptions({
    queryKey: ['models', 'picker', search, includeHidden],
    queryFn: ({ signal }) => searchModels(search, signal, includeHidden),
    placeholderData: keepPreviousData,
  });
}

/**
 * Searches once the term has at least 2 characters (the caller debounces it); `includeHidden`
 * (admins only) also finds models hidden by a pending report.
 */
export function useModelSearch(search: string, includeHidden = false) {
  const term = search.trim();
  return useQuery({ ...searchModelsQueryOptions(term, includeHidden), enabled: term.length >= SEARCH_MIN_CHARS });
}
