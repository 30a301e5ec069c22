import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_INBOX_PAGE_SIZE } from '@packdex/shared/constants';
import type { SupportMessageListResponse } from '@packdex/shared/schemas/admin';
import { api } from '@/lib/api-client.ts';
import type { InboxFilter } from './get-admin-recommendations.ts';

type GetSupportMessagesParams = { page: number; status: InboxFilter };

/** GET /admin/support-messages: the contact form's messages, newest first, 20 a page, by status. */
export function getSupportMessages(
  { page, status }: GetSupportMessagesParams,
  signal?: AbortSignal,
): Promise<SupportMessageListResponse> {
  return api.get<SupportMessageListResponse>('/admin/support-messages', {
    params: { page, limit: ADMIN_INBOX_PAGE_SIZE, status: status === 'all' ? undefined : status },
    signal,
  });
}

export function getSupportMessagesQueryOptions(params: GetSupportMessagesParams) {
  return queryOptions({
    queryKey: ['admin', 'support-messages', params],
    queryFn: ({ signal }) => getSupportMessages(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useSupportMessages(params: GetSupportMessagesParams) {
  return useQuery(getSupportMessagesQueryOptions(params));
}
