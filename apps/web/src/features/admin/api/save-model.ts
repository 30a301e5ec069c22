import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Model } from '@packdex/shared/schemas';
import type { modelBody } from '@packdex/shared/schemas/catalogue-admin';
import type { z } from 'zod';
import { api } from '@/lib/api-client.ts';
import { adminModelsKey } from './get-admin-models.ts';

/** What the form sends: the body before the API's defaults (tags may still be comma-separated text). */
type ModelInput = z.input<typeof modelBody>;

/** POST /models (create) or PUT /models/{id} (edit). 409 for a used model_id or slug. */
export function saveModel(input: ModelInput, id?: number): Promise<Model> {
  return id === undefined ? api.post<Model>('/models', input) : api.put<Model>(`/models/${id}`, input);
}

/** Saves, then reloads the admin list and every public model list and profile. */
export function useSaveModel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, id }: { input: ModelInput; id?: number }) => saveModel(input, id),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminModelsKey }),
        queryClient.invalidateQueries({ queryKey: ['models'] }),
      ]),
  });
}
