import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Glyph } from '@/components/ui/glyph.tsx';
import { runtimeConfig } from '@/config/runtime.ts';
import { ApiError } from '@/lib/api-client.ts';
import { cn, focusRing } from '@/lib/cn.ts';
import { msg, serverMessage, t } from '@/lib/i18n/i18n.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useConfirmAge } from '../api/confirm-age.ts';

/** Where "Exit Site" goes: a general search engine, far from here. */
const EXIT_URL = 'https://www.google.com';
const MUST_CONFIRM = msg('You must confirm that you are 18 years or older');
const FAILED = msg('Failed to verify age');

/** The server's own words, when it sent some (not the client's generic "status 500"). */
function serverDetail(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  return error.code === `HTTP_${error.status}` ? null : serverMessage(error.message);
}

/**
 * The age question itself: a modal that cannot be dismissed, only answered or left. A native
 * <dialog> opened with showModal() gives the modal semantics, the focus and the inert page; it is
 * the first thing a new visitor sees, and Radix's dialog would add a tenth of the first download.
 */
export function AgeGateDialog() {
  // A region whose law asks for a provider's check when the site has none (the regional age policy).
  const blocked = runtimeConfig.ageAssurance === 'blocked';
  useDocumentTitle(blocked ? t('Not available in your region') : t('Age Verification'));
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
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
      <dialog
        ref={ref}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-description`}
        // Escape answers nothing here. A browser may still close it on a repeated Escape: it reopens,
        // since nothing of the site is behind it.
        onCancel={(event) => event.preventDefault()}
        onClose={(event) => {
          if (event.currentTarget.isConnected) event.currentTarget.showModal();
        }}
        className={cn(
          'm-auto max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md flex-col gap-5 open:flex',
          'overflow-y-auto rounded-card border border-line-strong bg-surface p-6 text-fg shadow-2xl shadow-black/50',
          'backdrop:bg-black/60 backdrop:backdrop-blur-xl motion-safe:animate-scale-in',
        )}
      >
        <div className="flex flex-col items-center gap-3 text-center">
          <span
            aria-hidden="true"
            className="flex size-14 items-center justify-center rounded-full border-2 border-accent text-lg font-bold text-accent"
          >
            18+
          </span>
          <h2 id={`${id}-title`} className="text-title font-bold">
            {blocked ? t('Not available in your region') : t('Age Verification')}
          </h2>
          <p id={`${id}-description`} className="text-sm text-fg-muted">
            {blocked
              ? t(
                  'The law of your region ({region}) requires an age check that {siteName} does not offer, so it is not available there.',
                  { region: runtimeConfig.ageRegion ?? '', siteName: runtimeConfig.siteName },
                )
              : t(
                  '{siteName} lists adult content. You must be 18 years or older — and of legal age where you live — to enter.',
                  { siteName: runtimeConfig.siteName },
                )}
          </p>
          {!blocked && runtimeConfig.ageRegion && (
            <p className="text-sm font-medium text-fg">
              {t('Verification required in your region ({region}): confirm your age with our age-check provider.', {
                region: runtimeConfig.ageRegion,
              })}
            </p>
          )}
        </div>
        {blocked ? (
          <Button variant="secondary" onClick={() => window.location.assign(EXIT_URL)}>
            <Glyph name="log-out" className="size-4" /> {t('Exit Site')}
          </Button>
        ) : (
          <form
            noValidate
            className="flex flex-col gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              if (!checked) {
                setRefused(true);
                return;
              }
              // With a provider the answer comes from it: the visitor goes there and back.
              if (runtimeConfig.ageAssurance === 'oidc') {
                const here = `${window.location.pathname}${window.location.search}`;
                window.location.assign(
                  `${runtimeConfig.apiBase}/age-assurance/start?returnTo=${encodeURIComponent(here)}`,
                );
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
              <span>{t('I confirm that I am 18 years of age or older and that I wish to view adult content.')}</span>
            </label>
            {message && (
              <div
                id={`${id}-error`}
                role="alert"
                className="rounded-lg border border-danger/40 bg-danger/10 px-3 py-2 text-sm text-danger"
              >
                <p className="font-medium">{t(message)}</p>
                {message === FAILED && detail && <p className="text-fg-muted">{detail}</p>}
              </div>
            )}
            <div className="flex flex-col-reverse gap-2 sm:flex-row">
              <Button variant="secondary" className="sm:flex-1" onClick={() => window.location.assign(EXIT_URL)}>
                <Glyph name="log-out" className="size-4" /> {t('Exit Site')}
              </Button>
              <Button type="submit" className="sm:flex-1" disabled={confirm.isPending}>
                {confirm.isPending ? (
                  <Glyph name="loader-circle" className="size-4 animate-spin" />
                ) : (
                  <Glyph name="shield-check" className="size-4" />
                )}
                {confirm.isPending
                  ? t('Confirming…')
                  : runtimeConfig.ageAssurance === 'oidc'
                    ? t('Verify my age')
                    : t('Confirm')}
              </Button>
            </div>
          </form>
        )}
        {!blocked && (
          <p className="text-center text-caption text-fg-subtle">{t('Your answer is remembered in this browser.')}</p>
        )}
      </dialog>
    </div>
  );
}
