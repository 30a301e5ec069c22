import { useEffect } from 'react';
import { RouterProvider } from 'react-router/dom';
import { endHydration } from '@/lib/render-scope.ts';
import { AppProvider } from './provider.tsx';
import type { AppRouter } from './router.tsx';

/** The router is made, and its first page's code loaded, before the first render (main.tsx). */
export function App({ router }: { router: AppRouter }) {
  // Once the page has attached to the server's HTML, renders count time from now again.
  useEffect(endHydration, []);
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
