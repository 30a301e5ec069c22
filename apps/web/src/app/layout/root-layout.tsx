import type { ReactNode } from 'react';
import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { AgeGate } from '@/features/age-gate/components/age-gate.tsx';
import { SupportProvider } from '@/features/support/components/support-provider.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { NavigationProgress } from './navigation-progress.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';

/** A route's `handle` may set `ageGate: false` when it shows nothing of the catalogue (the 404 screen). */
export type RouteHandle = { ageGate?: boolean };

function useAgeGateExempt(): boolean {
  const matches = useMatches();
  return matches.some((match) => (match.handle as RouteHandle | undefined)?.ageGate === false);
}

/** Header, main landmark and footer around every route, behind the age gate, with the support center. */
export function RootLayout({ children }: { children?: ReactNode }) {
  const exempt = useAgeGateExempt();
  return (
    <SupportProvider>
      <AgeGate bypass={exempt}>
        <div className="flex min-h-dvh flex-col">
          <SkipLink />
          <NavigationProgress />
          <Header />
          <main id={MAIN_CONTENT_ID} tabIndex={-1} className="page-container flex-1 py-6 outline-none sm:py-8">
            {children ?? <Outlet />}
          </main>
          <Footer />
        </div>
      </AgeGate>
      <ScrollRestoration />
    </SupportProvider>
  );
}
