import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ModelPhotosResponse } from '@packdex/shared/schemas/catalogue-admin';
import { api } from '@/lib/api-client.ts';
import { adminModelsKey } from './get-admin-models.ts';

const photosKey = (modelId: number) => ['admin', 'model-photos', modelId] as const;
const base = (modelId: number) => `/admin/models/${modelId}/photos`;

/** GET /admin/models/{id}/photos: the gallery in order, the main photo marked. */
export function useModelPhotos(modelId: number) {
  return useQuery({ queryKey: photosKey(modelId), queryFn: () => api.get<ModelPhotosResponse>(base(modelId)) });
}

/** What a gallery change is: an upload, a new order, a new main photo, or a removal. */
export type GalleryChange =
  | { kind: 'upload'; file: File }
  | { kind: 'order'; ids: number[] }
  | { kind: 'main'; photoId: number }
  | { kind: 'remove'; photoId: number };

function send(modelId: number, change: GalleryChange): Promise<ModelPhotosResponse> {
  switch (change.kind) {
    case 'upload': {
      const form = new FormData();
      form.append('photo', change.file);
      return api.post<ModelPhotosResponse>(base(modelId), form);
    }
    case 'order':
      return api.put<ModelPhotosResponse>(`${base(modelId)}/order`, { ids: change.ids });
    case 'main':
      return api.put<ModelPhotosResponse>(`${base(modelId)}/${change.photoId}/main`);
    case 'remove':
      return api.delete<ModelPhotosResponse>(`${base(modelId)}/${change.photoId}`);
  }
}

/**
 * One change of a model's gallery (docs/catalogue-operations.md#a-models-gallery): the answer is the
 * gallery as it now is; the admin list and the public profiles and lists are reloaded (the main
 * photo is what they show).
 */
export function useChangeModelPhotos(modelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: GalleryChange) => send(modelId, change),
    onSuccess: (gallery) => {
      queryClient.setQueryData(photosKey(modelId), gallery);
      void queryClient.invalidateQueries({ queryKey: adminModelsKey });
      void queryClient.invalidateQueries({ queryKey: ['models'] });
      void queryClient.invalidateQueries({ queryKey: ['model'] });
    },
  });
}
