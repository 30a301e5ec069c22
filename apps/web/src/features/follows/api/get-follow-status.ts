import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Model } from '@packdex/shared/schemas';
import { api } from '@/lib/api-client.ts';
import { firstAnswer } from '@/lib/first-answers.ts';

export type FollowStatus = { followers: number; isFollowing: boolean };

/** The status a follow toggle shows at once, before the server answers. */
export const flipFollow = (old: FollowStatus | undefined): FollowStatus | undefined =>
  old ? { followers: Math.max(0, old.followers + (old.isFollowing ? -1 : 1)), isFollowing: !old.isFollowing } : old;

/** GET /models/{slug}, keeping only the follower count and whether the viewer follows. */
export async function getFollowStatus(slug: string, signal?: AbortSignal): Promise<FollowStatus> {
  const { followers, isFollowing } = await api.get<Pick<Model, 'followers' | 'isFollowing'>>(
    `/models/${encodeURIComponent(slug)}`,
    { signal },
  );
  return toFollowStatus({ followers, isFollowing });
}

function toFollowStatus({ followers, isFollowing }: Pick<Model, 'followers' | 'isFollowing'>): FollowStatus {
  return { followers: followers ?? 0, isFollowing: isFollowing ?? false };
}

/** Keyed apart from the catalogue's own model query, and by the viewer (`isFollowing` is theirs). */
export function getFollowStatusQueryOptions(modelId: number, slug: string, viewerId: number | null) {
  return queryOptions({
    queryKey: ['follows', 'model', modelId, slug, viewerId],
    queryFn: ({ signal }) => getFollowStatus(slug, signal),
    initialData: () => {
      const model = firstAnswer<Pick<Model, 'followers' | 'isFollowing'>>(`/models/${encodeURIComponent(slug)}`);
      return model ? toFollowStatus(model) : undefined;
    },
  });
}

export function useFollowStatus(modelId: number, slug: string, viewerId: number | null) {
  return useQuery(getFollowStatusQueryOptions(modelId, slug, viewerId));
}
