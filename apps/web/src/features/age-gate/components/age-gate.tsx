import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { runtimeConfig } from '@/config/runtime.ts';
import { useSession } from '@/lib/session.ts';
import { STORAGE_KEYS, readStorage, subscribeStorage, writeStorage } from '@/lib/storage.ts';
import { useAgeStatus } from '../api/get-age-status.ts';

// Most visits come with the age already confirmed: the dialog loads only for those that need it,
// starting at once, beside the status call.
const loadDialog = () => import('./age-gate-dialog.tsx');
const AgeGateDialog = lazy(async () => ({ default: (await loadDialog()).AgeGateDialog }));

// With a provider (AGE_ASSURANCE=oidc) only its signed answer counts, which the server reads from
// its cookie: a flag in this browser's storage (left from self-declaration, or set by hand) does not.
const selfDeclared = runtimeConfig.ageAssurance === 'self';
const readConfirmed = () => selfDeclared && readStorage(STORAGE_KEYS.ageConfirmed) === 'true';

type AgeGateProps = {
  children: ReactNode;
  /** Let the page through without asking (a page with nothing of the catalogue on it). */
  bypass?: boolean;
};

/**
 * The gate (docs/product.md#age-gate) stands in for the whole site until the visitor confirms they are 18 or older.
 * It is skipped when the local flag is set (self-declaration only), or when the server already knows
 * (a signed-in account that confirmed elsewhere; the provider's answer, with AGE_ASSURANCE=oidc). Nothing behind it renders, so nothing of the catalogue is requested.
 */
export function AgeGate({ children, bypass = false }: AgeGateProps) {
  // The server renders the page behind the gate, for a visitor who has confirmed (the document hides
  // it from one who has not until the app shows the gate: index.html); the browser attaches to that
  // HTML only for a visitor who has confirmed (main.tsx). Both start from "confirmed", then.
  const confirmed = useSyncExternalStore(subscribeStorage, readConfirmed, () => true);
  const { token } = useSession();
  const status = useAgeStatus(token, { enabled: !confirmed && !bypass });
  const serverConfirmed = status.data === true;

  const mayAsk = !confirmed && !bypass;
  useEffect(() => {
    if (mayAsk) void loadDialog();
  }, [mayAsk]);

  useEffect(() => {
    // Keep the server's answer locally, so later calls carry the x-age-confirmed header.
    if (selfDeclared && serverConfirmed && !confirmed) writeStorage(STORAGE_KEYS.ageConfirmed, 'true');
  }, [serverConfirmed, confirmed]);

  if (confirmed || bypass || serverConfirmed) return children;
  // A failed status call counts as "not confirmed" (docs/product.md#age-gate).
  const waiting = <div className="min-h-dvh bg-canvas" aria-busy="true" />;
  if (status.isPending && status.fetchStatus !== 'idle') return waiting;
  return (
    <Suspense fallback={waiting}>
      <AgeGateDialog />
    </Suspense>
  );
}
