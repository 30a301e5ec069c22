import { useMutation } from '@tanstack/react-query';
import type { RemovalRequestBody, RemovalRequestCreated } from '@packdex/shared/schemas';
import { api } from '@/lib/api-client.ts';
import { currentLanguage } from '@/lib/i18n/i18n.ts';

/** POST /removal-requests: asks for pages depicting the sender without consent to be removed; answers the request number. */
export function fileRemovalRequest(body: RemovalRequestBody): Promise<RemovalRequestCreated> {
  return api.post<RemovalRequestCreated>('/removal-requests', {
    ...body,
    language: body.language ?? currentLanguage(),
  });
}

export function useFileRemovalRequest() {
  return useMutation({ mutationFn: fileRemovalRequest });
}
