import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DmcaStatus } from '@packdex/shared/constants';
import type { DmcaNoticeListResponse } from '@packdex/shared/schemas';
import { api } from '@/lib/api-client.ts';

export type DmcaFilter = DmcaStatus | 'all';
type GetDmcaNoticesParams = { page: number; status: DmcaFilter };

/** GET /dmca/notices: the takedown queue, pending (oldest, so overdue) first. */
export function getDmcaNotices(
  { page, status }: GetDmcaNoticesParams,
  signal?: AbortSignal,
): Promise<DmcaNoticeListResponse> {
  return api.get<DmcaNoticeListResponse>('/dmca/notices', { params: { page, limit: 20, status }, signal });
}

export function getDmcaNoticesQueryOptions(params: GetDmcaNoticesParams) {
  return queryOptions({
    queryKey: ['admin', 'dmca', params],
    queryFn: ({ signal }) => getDmcaNotices(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useDmcaNotices(params: GetDmcaNoticesParams) {
  return useQuery(getDmcaNoticesQueryOptions(params));
}
