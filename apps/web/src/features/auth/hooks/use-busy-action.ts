import { useState } from 'react';

/** Runs one async form action at a time: `busy` while it runs, failures handed to `onError`. */
export function useBusyAction(onError: (error: unknown) => void) {
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
