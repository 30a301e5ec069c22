import { runtimeConfig } from '@/config/runtime.ts';
import { api, ApiError } from '@/lib/api-client.ts';
import { STORAGE_KEYS, readStorage } from '@/lib/storage.ts';

/** Hands `blob` to the browser as a download named `fileName`. */
function save(blob: Blob, fileName: string): void {
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
 * Saves an admin file answer (a CSV or NDJSON the API sends) under `fileName`. The API wants the
 * admin's bearer token, which a plain link cannot carry, so the file is fetched and handed to the
 * browser as a blob.
 */
export async function downloadFile(path: string, fileName: string, type: string): Promise<void> {
  const body = await api.get<unknown>(path);
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  save(new Blob([text], { type }), fileName);
}

/** Saves a binary admin file answer (a PDF) under `fileName`: its bytes as received, never read as text. */
export async function downloadBinary(path: string, fileName: string): Promise<void> {
  const token = readStorage(STORAGE_KEYS.token);
  const response = await fetch(`${runtimeConfig.apiBase}${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new ApiError(response.status, `HTTP_${response.status}`, response.statusText);
  save(await response.blob(), fileName);
}
