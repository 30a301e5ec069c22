import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateSavedSearchBody,
  DigestSettings,
  SavedSearch,
  SavedSearchesResponse,
  UpdateSavedSearchBody,
} from '@packdex/shared/schemas';
import { api } from '@/lib/api-client.ts';

/** Every cached read of saved searches: a write drops them all. */
const SAVED_SEARCHES_KEY = ['saved-searches'] as const;

/** GET /saved-searches: the account's saved searches, newest first, and how many it may keep. */
export function getSavedSearchesQueryOptions(viewerId: number) {
  return queryOptions({
    queryKey: [...SAVED_SEARCHES_KEY, 'mine', viewerId],
    queryFn: ({ signal }) => api.get<SavedSearchesResponse>('/saved-searches', { signal }),
  });
}

export function useSavedSearches(viewerId: number) {
  return useQuery(getSavedSearchesQueryOptions(viewerId));
}

function useSavedSearchesWrite<I, O>(write: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: SAVED_SEARCHES_KEY }),
  });
}

/** POST /saved-searches. */
export const useCreateSavedSearch = () =>
  useSavedSearchesWrite((body: CreateSavedSearchBody) => api.post<{ id: number }>('/saved-searches', body));

/** PATCH /saved-searches/{id}: rename, alert on or off, or opened (its new count back to 0). */
export const useUpdateSavedSearch = () =>
  useSavedSearchesWrite(({ id, ...body }: Omit<UpdateSavedSearchBody, 'query'> & { id: number }) =>
    api.patch<SavedSearch>(`/saved-searches/${id}`, body),
  );

/** DELETE /saved-searches/{id}. */
export const useDeleteSavedSearch = () => useSavedSearchesWrite((id: number) => api.delete(`/saved-searches/${id}`));

/** GET /account/digest: how often the e-mail digest comes. */
export function useDigest(viewerId: number) {
  return useQuery({
    queryKey: [...SAVED_SEARCHES_KEY, 'digest', viewerId],
    queryFn: ({ signal }) => api.get<DigestSettings>('/account/digest', { signal }),
  });
}

/** PUT /account/digest. */
export const useSetDigest = () =>
  useSavedSearchesWrite((body: DigestSettings) => api.put<DigestSettings>('/account/digest', body));
