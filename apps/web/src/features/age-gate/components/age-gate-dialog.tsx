import { Loader2, LogOut, ShieldCheck } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { contentClasses } from '@/components/ui/dialog.tsx';
import { runtimeConfig } from '@/config/runtime.ts';
import { ApiError } from '@/lib/api-client.ts';
import { cn, focusRing } from '@/lib/cn.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useConfirmAge } from '../api/confirm-age.ts';

/** Where "Exit Site" goes: a general search engine, far from here. */
export const EXIT_URL = 'https://www.google.com';
const MUST_CONFIRM = 'You must confirm that you are 18 years or older';
const FAILED = 'Failed to verify age';

/** The server's own words, when it sent some (not the client's generic "status 500"). */
function serverDetail(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  return error.code === `HTTP_${error.status}` ? null : error.message;
}

/** The age question itself: a modal that cannot be dismissed, only answered or left. */
export function AgeGateDialog() {
  useDocumentTitle('Age Verification');
  const id = useId();
  const [checked, setChecked] = useState(false);
  const [refused, setRefused] = useState(false);
  const confirm = useConfirmAge();
  const detail = confirm.isError ? serverDetail(confirm.error) : null;
  const message = refused && !checked ? MUST_CONFIRM : confirm.isError ? FAILED : null;

  return (
    <div className="relative min-h-dvh overflow-hidden bg-canvas">
      <div aria-hidden="true" className="pointer-events-none absolute inset-0">
        <div className="absolute -top-32 -left-32 size-96 rounded-full bg-accent/15 blur-3xl" />
        <div className="absolute -right-32 -bottom-32 size-96 rounded-full bg-premium/10 blur-3xl" />
      </div>
      <DialogPrimitive.Root open modal>
        <DialogPrimitive.Portal>
          <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/60 backdrop-blur-xl" />
          <DialogPrimitive.Content
            className={cn(contentClasses, 'max-w-md gap-5')}
            onEscapeKeyDown={(event) => event.preventDefault()}
            onPointerDownOutside={(event) => event.preventDefault()}
            onInteractOutside={(event) => event.preventDefault()}
          >
            <div className="flex flex-col items-center gap-3 text-center">
              <span
                aria-hidden="true"
                className="flex size-14 items-center justify-center rounded-full border-2 border-accent text-lg font-bold text-accent"
              >
                18+
              </span>
              <DialogPrimitive.Title className="text-title font-bold">Age Verification</DialogPrimitive.Title>
              <DialogPrimitive.Description className="text-sm text-fg-muted">
                {runtimeConfig.siteName} lists adult content. You must be 18 years or older — and of legal age where you
                live — to enter.
              </DialogPrimitive.Description>
            </div>
            <form
              noValidate
              className="flex flex-col gap-4"
              onSubmit={(event) => {
                event.preventDefault();
                if (!checked) {
                  setRefused(true);
                  return;
                }
                confirm.mutate();
              }}
            >
              <label
                htmlFor={`${id}-confirm`}
                className="flex cursor-pointer items-start gap-3 rounded-lg border border-line-strong bg-surface-2/60 p-3 text-sm text-fg"
              >
                <input
                  id={`${id}-confirm`}
                  type="checkbox"
                  checked={checked}
                  onChange={(event) => setChecked(event.target.checked)}
                  aria-invalid={message === MUST_CONFIRM || undefined}
                  aria-describedby={message ? `${id}-error` : undefined}
                  className={cn('mt-0.5 size-4 shrink-0 cursor-pointer accent-accent', focusRing)}
                />
                <span>I confirm that I am 18 years of age or older and that I wish to view adult content.</span>
              </label>
              {message && (
                <div
                  id={`${id}-error`}
                  role="alert"
                  className="rounded-lg border border-danger/40 bg-danger/10 px-3 py-2 text-sm text-danger"
                >
                  <p className="font-medium">{message}</p>
                  {message === FAILED && detail && <p className="text-fg-muted">{detail}</p>}
                </div>
              )}
              <div className="flex flex-col-reverse gap-2 sm:flex-row">
                <Button variant="secondary" className="sm:flex-1" onClick={() => window.location.assign(EXIT_URL)}>
                  <LogOut aria-hidden="true" /> Exit Site
                </Button>
                <Button type="submit" className="sm:flex-1" disabled={confirm.isPending}>
                  {confirm.isPending ? (
                    <Loader2 className="animate-spin" aria-hidden="true" />
                  ) : (
                    <ShieldCheck aria-hidden="true" />
                  )}
                  {confirm.isPending ? 'Confirming…' : 'Confirm'}
                </Button>
              </div>
            </form>
            <p className="text-center text-caption text-fg-subtle">Your answer is remembered in this browser.</p>
          </DialogPrimitive.Content>
        </DialogPrimitive.Portal>
      </DialogPrimitive.Root>
    </div>
  );
}
