import { useLayoutEffect } from 'react';
import { RouterProvider } from 'react-router/dom';
import { endHydration } from '@/lib/render-scope.ts';
import { revealRoot } from '@/lib/server-rendered.ts';
import { AppProvider } from './provider.tsx';
import type { AppRouter } from './router.tsx';

/**
 * How the app's router works with React: navigations are transitions (a link's click waits for the
 * next page without blanking this one), and the router's pending state shows meanwhile through
 * React's optimistic state (the progress bar, navigation-progress.tsx).
 */
export const APP_ROUTER_OPTIONS = { useTransitions: true } as const;

/** The router is made, and its first page's code loaded, before the first render (main.tsx). */
export function App({ router }: { router: AppRouter }) {
  // Once the app is on the page (attached to the server's HTML or in its place): renders count time
  // from now again, and the root no longer needs hiding from a visitor who has not confirmed their
  // age (the age gate is what the app shows them).
  useLayoutEffect(() => {
    endHydration();
    revealRoot();
  }, []);
  return (
    <AppProvider>
      <RouterProvider router={router} {...APP_ROUTER_OPTIONS} />
    </AppProvider>
  );
}
