import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { ErrorScreen, describeRouteError } from './error-screen.tsx';

/**
 * errorElement of the root route: the layout itself failed, so the screen stands alone rather
 * than risk rendering the broken header or footer again.
 */
export function RootErrorScreen() {
  const error = useRouteError();
  useEffect(() => {
    console.error('Application error', error);
  }, [error]);
  return (
    <main className="page-container flex min-h-dvh items-center justify-center">
      <ErrorScreen detail={describeRouteError(error)} error={error} />
    </main>
  );
}
