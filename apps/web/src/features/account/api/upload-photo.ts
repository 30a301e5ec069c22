import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AGE_CONFIRMED_HEADER } from '@packdex/shared/constants';
import type { UploadPhotoResponse } from '@packdex/shared/schemas';
import { runtimeConfig } from '@/config/runtime.ts';
import { ApiError } from '@/lib/api-client.ts';
import { dashboardQueryKey } from '@/lib/auth/api/get-dashboard.ts';
import { STORAGE_KEYS, readStorage } from '@/lib/storage.ts';

export type { UploadPhotoResponse };

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * POST /auth/upload-photo (multipart, field `photo`). Sent with XMLHttpRequest rather than the
 * fetch-based client because only XHR reports upload progress; it adds the same headers.
 * 413 above 5 MB, 415 when the bytes are not an image.
 */
export function uploadPhoto(file: File, onProgress?: (fraction: number) => void): Promise<UploadPhotoResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${runtimeConfig.apiBase}/auth/upload-photo`);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = readStorage(STORAGE_KEYS.token);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    if (readStorage(STORAGE_KEYS.ageConfirmed) === 'true') xhr.setRequestHeader(AGE_CONFIRMED_HEADER, 'true');
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        // Trusted like every API answer (lib/api-client.ts): the server serialises it through its schema.
        resolve(body as UploadPhotoResponse);
        return;
      }
      const error = typeof body === 'object' && body !== null ? (body as { error?: unknown; code?: unknown }) : {};
      reject(
        new ApiError(
          xhr.status,
          typeof error.code === 'string' ? error.code : `HTTP_${xhr.status}`,
          typeof error.error === 'string' ? error.error : `Request failed with status ${xhr.status}`,
        ),
      );
    });
    xhr.addEventListener('error', () =>
      reject(new ApiError(0, 'NETWORK_ERROR', 'Could not reach the server. Please check your connection.')),
    );
    const form = new FormData();
    form.append('photo', file);
    xhr.send(form);
  });
}

export function useUploadPhoto(onProgress: (fraction: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadPhoto(file, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
  });
}
