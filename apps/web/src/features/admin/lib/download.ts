import { runtimeConfig } from '@/config/runtime.ts';
import { api, ApiError } from '@/lib/api-client.ts';
import { STORAGE_KEYS, readStorage } from '@/lib/storage.ts';

/**
 * Saves an admin file answer (a CSV or NDJSON the API sends) under `fileName`. The API wants the
 * admin's bearer token, which a plain link cannot carry, so the file is fetched and handed to the
 * browser as a blob.
 */
export async function downloadFile(path: string, fileName: string, type: string): Promise<void> {
  const body = await api.get<unknown>(path);
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  saveBlob(new Blob([text], { type }), fileName);
}

/** Hands `blob` to the browser as a download named `fileName`. */
function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Saves a binary admin file (a consent record's document) under `fileName`: fetched with the admin's
 * bearer token, as the JSON client would, but read as bytes.
 */
export async function downloadBlob(path: string, fileName: string): Promise<void> {
  const token = readStorage(STORAGE_KEYS.token);
  const response = await fetch(`${runtimeConfig.apiBase}${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new ApiError(response.status, `HTTP_${response.status}`, 'The file could not be downloaded');
  saveBlob(await response.blob(), fileName);
}
