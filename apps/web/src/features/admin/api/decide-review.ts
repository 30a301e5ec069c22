import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewDecisionBody, ReviewItem, ReviewKind } from '@packdex/shared/schemas/review';
import { api } from '@/lib/api-client.ts';

export type DecideReviewInput = ReviewDecisionBody & { id: number; kind: ReviewKind };

/** PUT /admin/review/{kind}/{id}: publish a draft, or reject it with a reason (it stays hidden). */
export function decideReview({ id, kind, ...body }: DecideReviewInput): Promise<ReviewItem> {
  return api.put<ReviewItem>(`/admin/review/${kind}/${id}`, body);
}

export function useDecideReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideReview,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
