import { useMutation } from '@tanstack/react-query';
import type { SharePlatform } from '@packdex/shared/constants';

import { api } from '@/lib/api-client.ts';
import type { OkBody } from '@packdex/shared/schemas';

/** POST /content/{id}/share: records how an item was shared. */
export function recordShare({ id, platform }: { id: number; platform: SharePlatform }) {
  return api.post<OkBody>(`/content/${id}/share`, { platform });
}

export function useRecordShare() {
  return useMutation({
    mutationFn: recordShare,
    // Share bookkeeping failures are logged only (docs/product.md#errors); the person already shared.
    onError: (error) => console.error('Could not record the share', error),
  });
}
