import { useMutation } from '@tanstack/react-query';
import type { ContentThumbnailResponse, ModelPhotoResponse } from '@packdex/shared/schemas/catalogue-admin';
import { api } from '@/lib/api-client.ts';

/** Which picture an upload is for: a model's photo or an item's thumbnail. */
export type PictureKind = 'photo' | 'thumbnail';

/**
 * POST /models/photo (field `photo`) or POST /content/thumbnail (field `thumbnail`), multipart:
 * the server checks the bytes are an image of at most 5 MB (413, 415 otherwise), stores it as WebP
 * at a few widths and answers where it is served.
 */
export async function uploadPicture(kind: PictureKind, file: File): Promise<string> {
  const form = new FormData();
  form.append(kind, file);
  if (kind === 'photo') return (await api.post<ModelPhotoResponse>('/models/photo', form)).photoUrl;
  return (await api.post<ContentThumbnailResponse>('/content/thumbnail', form)).thumbnailUrl;
}

export function useUploadPicture(kind: PictureKind) {
  return useMutation({ mutationFn: (file: File) => uploadPicture(kind, file) });
}
