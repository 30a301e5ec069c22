import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewListResponse, ReviewStatus } from '@packdex/shared/schemas/review';
import { api } from '@/lib/api-client.ts';

type GetReviewQueueParams = { page: number; status: ReviewStatus };

/** GET /admin/review: drafts waiting for review (oldest first), or decided ones, each with its checklist. */
export function getReviewQueue({ page, status }: GetReviewQueueParams, signal?: AbortSignal) {
  return api.get<ReviewListResponse>('/admin/review', { params: { page, limit: 20, status }, signal });
}

export function getReviewQueueQueryOptions(params: GetReviewQueueParams) {
  return queryOptions({
    queryKey: ['admin', 'review', params],
    queryFn: ({ signal }) => getReviewQueue(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useReviewQueue(params: GetReviewQueueParams) {
  return useQuery(getReviewQueueQueryOptions(params));
}
