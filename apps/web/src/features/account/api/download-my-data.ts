import { useMutation } from '@tanstack/react-query';
import type { AccountExport } from '@packdex/shared/schemas';
import { api } from '@/lib/api-client.ts';

/** The file's name, as the server names it: "<site>-my-data-<day of the export>.json". */
export function exportFileName(data: Pick<AccountExport, 'site' | 'exportedAt'>): string {
  return `${data.site.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-my-data-${data.exportedAt.slice(0, 10)}.json`;
}

/**
 * GET /account/export ("Download my data"): fetched with the session (a plain link would carry no
 * token) and handed to the browser as a file to save.
 */
export async function downloadMyData(): Promise<AccountExport> {
  const data = await api.get<AccountExport>('/account/export');
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = exportFileName(data);
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started the save by now; the object URL is only a handle to the bytes.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return data;
}

export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData });
}
