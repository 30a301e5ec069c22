import { useCallback, useState } from 'react';

import { api } from '@/lib/api-client.ts';
import { STORAGE_KEYS, writeStorage } from '@/lib/storage.ts';
import type { AgeStatusResponse } from '@packdex/shared/schemas';

/** POST /age-verification/confirm: records the confirmation (on the account too when signed in). */
export function confirmAge() {
  return api.post<AgeStatusResponse>('/age-verification/confirm', { confirmed: true });
}

type ConfirmState = { status: 'idle' | 'pending' | 'error' | 'success'; error: unknown };

/**
 * The confirmation as a mutation's state (pending, failed with its error). A plain call, not React
 * Query's useMutation: the gate is a first visit's only mutation, and the hook with its observer
 * would be 0.9 KiB more of that visit's download (they load with the pages that use them).
 */
export function useConfirmAge() {
  const [state, setState] = useState<ConfirmState>({ status: 'idle', error: null });
  const mutate = useCallback(() => {
    setState({ status: 'pending', error: null });
    confirmAge().then(
      () => {
        // Confirming stores the flag (docs/product.md#age-gate); the gate listens to storage and lets the visitor in.
        writeStorage(STORAGE_KEYS.ageConfirmed, 'true');
        setState({ status: 'success', error: null });
      },
      (error: unknown) => setState({ status: 'error', error }),
    );
  }, []);
  return { mutate, isPending: state.status === 'pending', isError: state.status === 'error', error: state.error };
}
