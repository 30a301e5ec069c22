import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import type { Content } from '@packdex/shared/schemas';
import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { AgeGate } from '@/features/age-gate/components/age-gate.tsx';
import { CardSaveButton } from '@/features/account/components/card-save-button.tsx';
import { CardActionContext } from '@/features/catalogue/lib/card-action.ts';
import { SupportProvider } from '@/features/support/components/support-provider.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { NavigationProgress } from './navigation-progress.tsx';
import { scrollKey } from './scroll-key.ts';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';
import { useShortcuts } from './use-shortcuts.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { useOpenedOnce } from '@/lib/use-opened-once.ts';

/** The account's Save on every content card of the catalogue's grids (features never import each other). */
const saveOnCard = (content: Content) => <CardSaveButton content={content} />;

// The shortcuts list is opened with `?`; it loads the first time.
const ShortcutsDialog = lazy(async () => ({ default: (await import('./shortcuts-dialog.tsx')).ShortcutsDialog }));

// Only an unverified account sees it: its code stays off a visitor's first page (its JavaScript budget).
const VerifyEmailBanner = lazy(async () => ({
  default: (await import('./verify-email-banner.tsx')).VerifyEmailBanner,
}));

/** The banner asking a signed-in account to verify its e-mail, loaded when there is one to ask. */
function UnverifiedBanner() {
  const { user } = useAuth();
  if (!user || user.isVerified) return null;
  return (
    <Suspense fallback={null}>
      <VerifyEmailBanner />
    </Suspense>
  );
}

/** Keyboard shortcuts for the whole site, announced to screen readers, and their `?` dialog. */
function Shortcuts() {
  const { announcement, helpOpen, setHelpOpen } = useShortcuts();
  const mounted = useOpenedOnce(helpOpen);
  return (
    <>
      <p role="status" aria-live="polite" className="sr-only" data-testid="shortcut-announcer">
        {announcement?.text}
      </p>
      {mounted && (
        <Suspense fallback={null}>
          <ShortcutsDialog open={helpOpen} onClose={() => setHelpOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

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
          <UnverifiedBanner />
          <main id={MAIN_CONTENT_ID} tabIndex={-1} className="page-container flex-1 py-6 outline-none sm:py-8">
            <CardActionContext value={saveOnCard}>{children ?? <Outlet />}</CardActionContext>
          </main>
          <Footer />
        </div>
        <Shortcuts />
      </AgeGate>
      <ScrollRestoration getKey={scrollKey} />
    </SupportProvider>
  );
}
