import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FollowResponse } from '@packdex/shared/schemas';
import { api } from '@/lib/api-client.ts';
import { firstAnswer } from '@/lib/first-answers.ts';
import { flipFollow, type FollowStatus } from './get-follow-status.ts';

const path = (slug: string) => `/tags/${encodeURIComponent(slug)}/follow`;

/** GET /tags/{slug}/follow: the tag's follower count and whether the viewer follows it. */
export function tagFollowStatusQueryOptions(slug: string, viewerId: number | null) {
  return queryOptions({
    queryKey: ['follows', 'tag', slug, viewerId],
    queryFn: async ({ signal }): Promise<FollowStatus> => {
      const { followers, following } = await api.get<FollowResponse>(path(slug), { signal });
      return { followers, isFollowing: following };
    },
    // A visitor's count may come with a tag page's document (the server's first answers).
    initialData: () => {
      const answer = viewerId === null ? firstAnswer<FollowResponse>(path(slug)) : undefined;
      return answer ? { followers: answer.followers, isFollowing: answer.following } : undefined;
    },
  });
}

export const useTagFollowStatus = (slug: string, viewerId: number | null) =>
  useQuery(tagFollowStatusQueryOptions(slug, viewerId));

/** POST /tags/{slug}/follow, optimistic like a model's follow; My activity's lists are refetched after. */
export function useToggleTagFollow(slug: string, viewerId: number | null) {
  const queryClient = useQueryClient();
  const { queryKey } = tagFollowStatusQueryOptions(slug, viewerId);
  return useMutation({
    mutationFn: () => api.post<FollowResponse>(path(slug)),
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, flipFollow);
      return { previous };
    },
    onError: (_error, _vars, context) => queryClient.setQueryData(queryKey, context?.previous),
    onSuccess: ({ following, followers }) => {
      queryClient.setQueryData(queryKey, { followers, isFollowing: following });
      void queryClient.invalidateQueries({ queryKey: ['activity', viewerId, 'tag-follows'] });
    },
  });
}
