import { useMutation } from '@tanstack/react-query';
import type { DmcaNoticeBody, DmcaNoticeCreated } from '@packdex/shared/schemas';
import { api } from '@/lib/api-client.ts';
import { currentLanguage } from '@/lib/i18n/i18n.ts';

/** POST /dmca/notices: files a takedown notice; answers its id and notice number. */
export function fileNotice(body: DmcaNoticeBody): Promise<DmcaNoticeCreated> {
  return api.post<DmcaNoticeCreated>('/dmca/notices', { ...body, language: body.language ?? currentLanguage() });
}

export function useFileNotice() {
  return useMutation({ mutationFn: fileNotice });
}
