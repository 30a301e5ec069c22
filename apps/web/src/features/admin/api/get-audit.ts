import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditEntity } from '@packdex/shared/constants';

import type { AuditListResponse } from '@packdex/shared/schemas/catalogue-admin';
import { api } from '@/lib/api-client.ts';

type AuditParams = { page: number; entity?: AuditEntity | undefined; actor?: number | undefined };

/** GET /admin/audit: what admins changed, newest first, 20 a page. */
export function getAudit(params: AuditParams, signal?: AbortSignal): Promise<AuditListResponse> {
  return api.get<AuditListResponse>('/admin/audit', { params, signal });
}

export function auditQueryOptions(params: AuditParams) {
  return queryOptions({
    queryKey: ['admin', 'audit', params],
    queryFn: ({ signal }) => getAudit(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAudit(params: AuditParams) {
  return useQuery(auditQueryOptions(params));
}
