import { createBrowserRouter, type RouteObject } from 'react-router';
import { HomeRoute } from './routes/home.tsx';
import { paths } from '@/config/paths.ts';
import { loadArea } from '@/lib/i18n/i18n.ts';
import { PageLoading } from './layout/app-loading.tsx';
import { RootLayout } from './layout/root-layout.tsx';
import type { RouteHandle } from './layout/root-layout.tsx';
import { NotFoundScreen, RouteErrorScreen } from './routes/error-screen.tsx';
import { RootErrorScreen } from './routes/root-error-screen.tsx';
import { RequireStaff, RequireUser } from './routes/guards.tsx';

// Only the home page ships in the first download; every other page is its own chunk, fetched when a
// visitor goes there (the current page stays, with the progress bar, until it arrives). The admin's
// texts in the active language come with the admin's code.
const admin = () => Promise.all([import('./routes/admin.tsx'), loadArea('admin')]).then(([routes]) => routes);
/** A legal page's code with the legal texts (long prose) in the active language. */
const legal = <T,>(page: Promise<T>) => Promise.all([page, loadArea('legal')]).then(([module]) => module);

/** A route that shows nothing of the catalogue, so it needs no age confirmation. */
const UNGATED = { ageGate: false } satisfies RouteHandle;

/** A legal page (rendered on the server too), outside the age gate. */
const legalRoute = (path: string, page: 'TermsPage' | 'PrivacyPage'): RouteObject => ({
  path,
  handle: UNGATED,
  lazy: async () => ({ Component: (await legal(import('@/features/legal/pages/legal-pages.tsx')))[page] }),
});

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * Resolves once the router has loaded the first page's code (a lazy route) or after `timeoutMs`
 * (never, when null), whichever comes first: rendered before, the app would render the loading
 * placeholder and then the whole page again.
 */
export function routerReady(router: AppRouter, timeoutMs: number | null): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = timeoutMs === null ? undefined : setTimeout(done, timeoutMs);
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized) done();
    });
    function done() {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    }
  });
}

/** The app's router in the browser. */
export function createAppRouter(): AppRouter {
  return createBrowserRouter(appRoutes());
}

/**
 * Every route of the app (docs/product.md#screens), inside the shared layout: the browser's router
 * and the server's renderer (entry-server.tsx) are made from the same list.
 */
export function appRoutes(): RouteObject[] {
  return [
    {
      path: paths.home.path,
      element: <RootLayout />,
      errorElement: <RootErrorScreen />,
      children: [
        {
          // Pathless: errors of any page render here, inside the header and footer; so does the
          // placeholder while the first page's chunk loads on a direct visit.
          errorElement: <RouteErrorScreen />,
          hydrateFallbackElement: <PageLoading />,
          children: [
            { index: true, element: <HomeRoute /> },
            {
              path: paths.models.path,
              lazy: async () => ({
                Component: (await import('@/features/catalogue/pages/models-page.tsx')).ModelsPage,
              }),
            },
            { path: paths.model.path, lazy: () => import('./routes/model.tsx') },
            {
              path: paths.tags.path,
              lazy: async () => ({ Component: (await import('@/features/catalogue/pages/tags-page.tsx')).TagsPage }),
            },
            {
              path: paths.tag.path,
              lazy: () => import('./routes/tag.tsx'),
            },
            { path: paths.content.path, lazy: () => import('./routes/content.tsx') },
            legalRoute(paths.terms.path, 'TermsPage'),
            legalRoute(paths.privacy.path, 'PrivacyPage'),
            // The pages the server does not render (docs/adr/0022) are left out of its build; those it
            // renders are the API's item pages, lists and static pages (plugins/page-paths.ts).
            ...(import.meta.env.SSR
              ? []
              : [
                  {
                    path: paths.premium.path,
                    lazy: async () => ({
                      Component: (await import('@/features/premium/pages/premium-page.tsx')).PremiumPage,
                    }),
                  },
                  {
                    path: paths.dmca.path,
                    lazy: async () => ({
                      Component: (await legal(import('@/features/legal/pages/dmca-page.tsx'))).DmcaPage,
                    }),
                  },
                  {
                    path: paths.takedown.path,
                    lazy: async () => ({
                      // In the DMCA page's chunk: a chunk of its own would cost the first page its name.
                      Component: (await legal(import('@/features/legal/pages/dmca-page.tsx'))).TakedownPage,
                    }),
                  },
                  {
                    path: paths.dmcaCounter.path,
                    lazy: async () => ({
                      Component: (await legal(import('@/features/legal/pages/counter-notice-page.tsx')))
                        .CounterNoticePage,
                    }),
                  },
                  {
                    path: paths.success.path,
                    lazy: async () => ({
                      Component: (await import('@/features/premium/pages/success-page.tsx')).SuccessPage,
                    }),
                  },
                  {
                    path: paths.cancel.path,
                    lazy: async () => ({
                      Component: (await import('@/features/premium/pages/cancel-page.tsx')).CancelPage,
                    }),
                  },
                  {
                    path: paths.verifyEmail.path,
                    lazy: async () => ({
                      Component: (await import('@/features/auth/pages/verify-email-page.tsx')).VerifyEmailPage,
                    }),
                  },
                  {
                    path: paths.confirmEmail.path,
                    lazy: async () => ({
                      Component: (await import('@/features/auth/pages/confirm-email-page.tsx')).ConfirmEmailPage,
                    }),
                  },
                  {
                    path: paths.resendVerification.path,
                    lazy: async () => ({
                      Component: (await import('@/features/auth/pages/resend-verification-page.tsx'))
                        .ResendVerificationPage,
                    }),
                  },
                  {
                    path: paths.resetPassword.path,
                    lazy: async () => ({
                      Component: (await import('@/features/auth/pages/reset-password-page.tsx')).ResetPasswordPage,
                    }),
                  },
                  // Public collections are read signed out too; the page says "not found" to others while private.
                  { path: paths.collection.path, lazy: () => import('./routes/collection.tsx') },
                  {
                    // Signed-in users only; the guard decides before a page's chunk is needed.
                    element: <RequireUser />,
                    children: [
                      {
                        path: paths.billing.path,
                        lazy: async () => ({
                          Component: (await import('@/features/premium/pages/billing-page.tsx')).BillingPage,
                        }),
                      },
                      {
                        path: paths.account.path,
                        lazy: async () => ({
                          Component: (await import('@/features/account/pages/account-page.tsx')).AccountPage,
                        }),
                      },
                      {
                        path: paths.twoFactor.path,
                        lazy: async () => ({
                          Component: (await import('@/features/account/pages/two-factor-page.tsx')).TwoFactorPage,
                        }),
                      },
                      {
                        path: paths.collections.path,
                        lazy: async () => ({
                          Component: (await import('@/features/account/pages/collections-page.tsx')).CollectionsPage,
                        }),
                      },
                      {
                        path: paths.savedSearches.path,
                        lazy: async () => ({
                          Component: (await import('@/features/account/pages/saved-searches-page.tsx'))
                            .SavedSearchesPage,
                        }),
                      },
                      {
                        path: paths.activity.path,
                        lazy: async () => ({
                          Component: (await import('@/features/account/pages/activity-page.tsx')).ActivityPage,
                        }),
                      },
                    ],
                  },
                  {
                    path: paths.admin.dashboard.path,
                    element: <RequireStaff />,
                    children: [
                      {
                        lazy: async () => ({ Component: (await admin()).AdminLayout }),
                        children: [
                          { index: true, lazy: async () => ({ Component: (await admin()).AdminDashboardPage }) },
                          {
                            path: paths.admin.models.path,
                            lazy: async () => ({ Component: (await admin()).AdminModelsPage }),
                          },
                          {
                            path: paths.admin.content.path,
                            lazy: async () => ({ Component: (await admin()).AdminContentPage }),
                          },
                          {
                            path: paths.admin.reports.path,
                            lazy: async () => ({ Component: (await admin()).AdminReportsPage }),
                          },
                          {
                            path: paths.admin.users.path,
                            lazy: async () => ({ Component: (await admin()).AdminUsersPage }),
                          },
                          {
                            path: paths.admin.audit.path,
                            lazy: async () => ({ Component: (await admin()).AdminAuditPage }),
                          },
                          {
                            path: paths.admin.dmca.path,
                            lazy: async () => ({ Component: (await admin()).AdminDmcaPage }),
                          },
                          {
                            path: paths.admin.recommendations.path,
                            lazy: async () => ({ Component: (await admin()).AdminRecommendationsPage }),
                          },
                          {
                            path: paths.admin.messages.path,
                            lazy: async () => ({ Component: (await admin()).AdminMessagesPage }),
                          },
                          // The compliance pages (features/admin/lib/compliance-paths.ts), routed inside
                          // the admin chunk: one entry here keeps the first page's code within budget.
                          { path: '*', lazy: async () => ({ Component: (await admin()).AdminCompliancePages }) },
                        ],
                      },
                    ],
                  },
                ]),
            // Nothing of the catalogue shows on the 404 screen, so it needs no age confirmation.
            { path: '*', element: <NotFoundScreen />, handle: UNGATED },
          ],
        },
      ],
    },
  ];
}
