import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PUBLIC_PAGE_SIZE } from '@packdex/shared/constants';
import type { BodyType, Ethnicity, EyeColor, HairColor, SortOption } from '@packdex/shared/constants';

import type { ModelListResponse } from '@packdex/shared/schemas';
import { api } from '@/lib/api-client.ts';
import { firstAnswer } from '@/lib/first-answers.ts';

type GetModelsParams = {
  page: number;
  limit?: number;
  sortBy?: SortOption;
  search?: string;
  ethnicity?: Ethnicity;
  hairColor?: HairColor;
  eyeColor?: EyeColor;
  bodyType?: BodyType;
  minAge?: number;
  maxAge?: number;
};

/** GET /models: one page of model profiles, filtered and sorted. */
export function getModels(params: GetModelsParams, signal?: AbortSignal): Promise<ModelListResponse> {
  return api.get<ModelListResponse>('/models', { params: modelsQuery(params), signal });
}

function modelsQuery(params: GetModelsParams) {
  const { limit = PUBLIC_PAGE_SIZE, sortBy = 'recent', ...rest } = params;
  return { ...rest, limit, sortBy };
}

export function getModelsQueryOptions(params: GetModelsParams) {
  const normalized = { limit: PUBLIC_PAGE_SIZE, sortBy: 'recent', ...params } satisfies GetModelsParams;
  return queryOptions({
    queryKey: ['models', normalized],
    queryFn: ({ signal }) => getModels(normalized, signal),
    initialData: () => firstAnswer<ModelListResponse>('/models', modelsQuery(normalized)),
    placeholderData: keepPreviousData,
  });
}

export function useModels(params: GetModelsParams) {
  return useQuery(getModelsQueryOptions(params));
}
