import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './provider.tsx';
import type { AppRouter } from './router.tsx';

/** The router is made, and its first page's code loaded, before the first render (main.tsx). */
export function App({ router }: { router: AppRouter }) {
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
