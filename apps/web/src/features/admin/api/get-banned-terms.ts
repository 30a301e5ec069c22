import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BannedTermsResponse } from '@packdex/shared/schemas';
import { api } from '@/lib/api-client.ts';

export const BANNED_TERMS_KEY = ['admin', 'banned-terms'] as const;

/** GET /admin/banned-terms: the terms refused in titles, tags, names, bios and searches. */
export function getBannedTerms(signal?: AbortSignal): Promise<BannedTermsResponse> {
  return api.get<BannedTermsResponse>('/admin/banned-terms', { signal });
}

export const getBannedTermsQueryOptions = () =>
  queryOptions({ queryKey: BANNED_TERMS_KEY, queryFn: ({ signal }) => getBannedTerms(signal) });

export function useBannedTerms() {
  return useQuery(getBannedTermsQueryOptions());
}
