import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button.tsx';
import { Glyph } from '@/components/ui/glyph.tsx';
import { referenceOf } from '@/lib/api-client.ts';
import { paths } from '@/config/paths.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { msg, t } from '@/lib/i18n/i18n.ts';

/** The text every routing failure shows (docs/product.md#screens). */
const UNEXPECTED_ERROR_TEXT = msg('Unexpected Application Error!');

export function describeRouteError(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText || t('Error')}`;
  return t('Something went wrong while showing this page.');
}

/**
 * The error screen itself; `detail` is the one line under the heading, `error` what failed: a call
 * the server failed adds its reference (docs/operations.md#request-ids).
 */
export function ErrorScreen({ detail, error }: { detail: string; error?: unknown }) {
  const reference = referenceOf(error);
  useDocumentTitle(t('Error'));
  return (
    <div role="alert" className="flex flex-col items-center gap-4 py-16 text-center">
      <div
        aria-hidden="true"
        className="flex size-14 items-center justify-center rounded-full bg-danger/15 text-danger"
      >
        <Glyph name="octagon-exclamation-point" className="size-7" />
      </div>
      <h1 className="text-title font-bold sm:text-display">{t(UNEXPECTED_ERROR_TEXT)}</h1>
      <p className="text-fg-muted">{detail}</p>
      {reference && <p className="text-sm text-fg-subtle">{t('Reference: {id}', { id: reference })}</p>}
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <Link to={paths.home.getHref()} className={buttonClasses()}>
          <Glyph name="house" className="size-4" /> {t('Back to Home')}
        </Link>
        <Button variant="secondary" onClick={() => window.location.reload()}>
          <Glyph name="rotate-ccw" className="size-4" /> {t('Reload')}
        </Button>
      </div>
    </div>
  );
}

/** errorElement of the routes inside the layout: a render or loading failure of a page. */
export function RouteErrorScreen() {
  const error = useRouteError();
  useEffect(() => {
    console.error('Route error', error);
  }, [error]);
  return <ErrorScreen detail={describeRouteError(error)} error={error} />;
}

/** Catch-all route: an address no route matches. */
export function NotFoundScreen() {
  return <ErrorScreen detail={t('404 Not Found')} />;
}
