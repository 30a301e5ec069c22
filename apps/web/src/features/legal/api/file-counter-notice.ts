import { useMutation } from '@tanstack/react-query';
import type { DmcaCounterNoticeBody } from '@packdex/shared/schemas';
import { api } from '@/lib/api-client.ts';
import { currentLanguage } from '@/lib/i18n/i18n.ts';
import type { DmcaCounterNoticeCreated } from '@packdex/shared/schemas';

/** POST /dmca/counter-notices: answers a notice; restoration is scheduled. */
export function fileCounterNotice(body: DmcaCounterNoticeBody) {
  return api.post<DmcaCounterNoticeCreated>('/dmca/counter-notices', {
    ...body,
    language: body.language ?? currentLanguage(),
  });
}

export function useFileCounterNotice() {
  return useMutation({ mutationFn: fileCounterNotice });
}
