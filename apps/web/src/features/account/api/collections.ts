import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, PUBLIC_PAGE_SIZE } from '@packdex/shared/constants';
import type {
  Collection,
  CollectionResponse,
  MyCollectionsResponse,
  UpdateCollectionBody,
} from '@packdex/shared/schemas';
import { api } from '@/lib/api-client.ts';

/** Every cached read of collections: a write drops them all (a count, a cover or a tick changes). */
const COLLECTIONS_KEY = ['collections'] as const;

/** GET /collections: the account's collections ("Saved" first); `contentId` ticks those holding it. */
export function getMyCollectionsQueryOptions(viewerId: number, contentId?: number) {
  return queryOptions({
    queryKey: [...COLLECTIONS_KEY, 'mine', viewerId, { contentId }],
    queryFn: ({ signal }) =>
      api.get<MyCollectionsResponse>('/collections', { params: { limit: MAX_PAGE_SIZE, contentId }, signal }),
  });
}

export function useMyCollections(viewerId: number, contentId?: number) {
  return useQuery(getMyCollectionsQueryOptions(viewerId, contentId));
}

/** GET /collections/{id}: the collection and a page of its items (404 while private to others). */
export function useCollection(id: number, page: number, viewerId: number | null) {
  return useQuery({
    queryKey: [...COLLECTIONS_KEY, 'one', id, viewerId, { page }],
    queryFn: ({ signal }) =>
      api.get<CollectionResponse>(`/collections/${id}`, { params: { page, limit: PUBLIC_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** A write on collections; every cached collection read is asked again after it. */
function useCollectionsWrite<I, O>(write: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: COLLECTIONS_KEY }),
  });
}

export const useCreateCollection = () =>
  useCollectionsWrite((input: { name: string; public?: boolean }) =>
    api.post<{ id: number; slug: string }>('/collections', input),
  );

export const useUpdateCollection = () =>
  useCollectionsWrite(({ id, ...body }: UpdateCollectionBody & { id: number }) =>
    api.put<Collection>(`/collections/${id}`, body),
  );

export const useDeleteCollection = () => useCollectionsWrite((id: number) => api.delete(`/collections/${id}`));

/** What saving or unsaving changes: which collection, which item, and whether it now holds it. */
type SavedChange = { id: number; contentId: number; saved: boolean };

const TOGGLE_KEY = [...COLLECTIONS_KEY, 'toggle'] as const;

/** The viewer's list for `contentId` with `id`'s tick and count as `saved` says (an optimistic answer). */
export function withSaved(list: MyCollectionsResponse, { id, saved }: SavedChange): MyCollectionsResponse {
  return {
    ...list,
    collections: list.collections.map((c) =>
      c.id !== id || c.contains === saved
        ? c
        : { ...c, contains: saved, itemCount: Math.max(0, c.itemCount + (saved ? 1 : -1)) },
    ),
  };
}

/**
 * Saves an item into a collection, or takes it out: the tick changes at once (optimistically) and
 * goes back if the server refuses. The lists are asked again once the last of a run of ticks settles,
 * so an earlier answer cannot undo a later tick on the screen.
 */
export function useToggleSaved(viewerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: TOGGLE_KEY,
    mutationFn: ({ id, contentId, saved }: SavedChange) =>
      saved ? api.post(`/collections/${id}/items`, { contentId }) : api.delete(`/collections/${id}/items/${contentId}`),
    onMutate: async (change) => {
      const { queryKey } = getMyCollectionsQueryOptions(viewerId, change.contentId);
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      if (previous) queryClient.setQueryData(queryKey, withSaved(previous, change));
      return { queryKey, previous };
    },
    onError: (_error, _change, rollback) => {
      if (rollback?.previous) queryClient.setQueryData(rollback.queryKey, rollback.previous);
    },
    onSettled: () => {
      // This mutation still counts as running here: 1 means no other tick is under way.
      if (queryClient.isMutating({ mutationKey: TOGGLE_KEY }) === 1)
        void queryClient.invalidateQueries({ queryKey: COLLECTIONS_KEY });
    },
  });
}
