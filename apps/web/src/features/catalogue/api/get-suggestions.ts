import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SEARCH_MIN_CHARS } from '@packdex/shared/constants';

import type { Suggestion, SuggestionResponse } from '@packdex/shared/schemas';
import { api } from '@/lib/api-client.ts';

/** GET /search/suggestions: up to 8 models and content titles matching what was typed. */
export async function getSuggestions(q: string, signal?: AbortSignal): Promise<Suggestion[]> {
  const response = await api.get<SuggestionResponse>('/search/suggestions', { params: { q }, signal });
  return response.suggestions;
}

export function getSuggestionsQueryOptions(q: string) {
  return queryOptions({
    queryKey: ['suggestions', q],
    queryFn: ({ signal }) => getSuggestions(q, signal),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

/** Suggestions for a (debounced) query; nothing is asked below the 2-character minimum. */
export function useSuggestions(q: string) {
  const query = q.trim();
  return useQuery({ ...getSuggestionsQueryOptions(query), enabled: query.length >= SEARCH_MIN_CHARS });
}
