import type { ReactNode } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { NavigationProgress } from './navigation-progress.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';

/** Header, main landmark and footer around every route. */
export function RootLayout({ children }: { children?: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <NavigationProgress />
      <Header />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="page-container flex-1 py-6 outline-none sm:py-8">
        {children ?? <Outlet />}
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
