import { useMutation } from '@tanstack/react-query';
import type { ModelPhotoResponse } from '@packdex/shared/schemas/catalogue-admin';
import { api } from '@/lib/api-client.ts';

/**
 * POST /models/photo (multipart, field `photo`): the server checks the bytes are an image of at
 * most 5 MB (413, 415 otherwise), stores it as WebP and answers where it is served.
 */
export function uploadModelPhoto(file: File): Promise<ModelPhotoResponse> {
  const form = new FormData();
  form.append('photo', file);
  return api.post<ModelPhotoResponse>('/models/photo', form);
}

export function useUploadModelPhoto() {
  return useMutation({ mutationFn: uploadModelPhoto });
}
