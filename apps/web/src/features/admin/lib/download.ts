import { api } from '@/lib/api-client.ts';

/**
 * Saves an admin file answer (a CSV or NDJSON the API sends) under `fileName`. The API wants the
 * admin's bearer token, which a plain link cannot carry, so the file is fetched and handed to the
 * browser as a blob.
 */
export async function downloadFile(path: string, fileName: string, type: string): Promise<void> {
  const body = await api.get<unknown>(path);
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
