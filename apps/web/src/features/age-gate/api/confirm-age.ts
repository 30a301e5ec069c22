import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client.ts';
import { STORAGE_KEYS, writeStorage } from '@/lib/storage.ts';
import type { AgeStatusResponse } from '@packdex/shared/schemas';

/** POST /age-verification/confirm: records the confirmation (on the account too when signed in). */
export function confirmAge() {
  return api.post<AgeStatusResponse>('/age-verification/confirm', { confirmed: true });
}

export function useConfirmAge() {
  return useMutation({
    mutationFn: confirmAge,
    // Confirming stores the flag (docs/product.md#age-gate); the gate listens to storage and lets the visitor in.
    onSuccess: () => {
      writeStorage(STORAGE_KEYS.ageConfirmed, 'true');
    },
  });
}
