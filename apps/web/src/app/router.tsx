import { createBrowserRouter, useParams } from 'react-router';
import { AccountPage } from '@/features/account/pages/account-page.tsx';
import { ResendVerificationPage } from '@/features/auth/pages/resend-verification-page.tsx';
import { ResetPasswordPage } from '@/features/auth/pages/reset-password-page.tsx';
import { VerifyEmailPage } from '@/features/auth/pages/verify-email-page.tsx';
import { ContentPage } from '@/features/catalogue/pages/content-page.tsx';
import { HomePage } from '@/features/catalogue/pages/home-page.tsx';
import { ModelPage } from '@/features/catalogue/pages/model-page.tsx';
import { ModelsPage } from '@/features/catalogue/pages/models-page.tsx';
import { CommentsSection } from '@/features/community/components/comments-section.tsx';
import { FollowButton } from '@/features/community/components/follow-button.tsx';
import { LikeButton } from '@/features/community/components/like-button.tsx';
import { ReportDialogProvider } from '@/features/community/components/report-dialog-provider.tsx';
import { ReportMenuItem } from '@/features/community/components/report-menu-item.tsx';
import type { CommunityTarget } from '@/features/community/types.ts';
import { DmcaPage } from '@/features/legal/pages/dmca-page.tsx';
import { BillingPage } from '@/features/premium/pages/billing-page.tsx';
import { CancelPage } from '@/features/premium/pages/cancel-page.tsx';
import { PremiumPage } from '@/features/premium/pages/premium-page.tsx';
import { SuccessPage } from '@/features/premium/pages/success-page.tsx';
import { paths } from '@/config/paths.ts';
import { AppLoading } from './layout/app-loading.tsx';
import { RootLayout } from './layout/root-layout.tsx';
import type { RouteHandle } from './layout/root-layout.tsx';
import { NotFoundScreen, RouteErrorScreen } from './routes/error-screen.tsx';
import { RootErrorScreen } from './routes/root-error-screen.tsx';
import { RequireAdmin, RequireUser } from './routes/guards.tsx';

// Community controls in the catalogue pages' slots: the route composes the two features.
const renderMenuItems = (target: CommunityTarget) => <ReportMenuItem target={target} />;
const renderCommunity = (target: CommunityTarget) => <CommentsSection target={target} />;

/** Follow needs the profile's slug to read the follower count; the route knows it. */
function ModelFollow({ target }: { target: CommunityTarget }) {
  const { slug = '' } = useParams();
  if (target.modelId === undefined) return null;
  return <FollowButton modelId={target.modelId} modelSlug={slug} modelName={target.title} />;
}

const contentPage = (
  <ReportDialogProvider>
    <ContentPage
      renderActions={(target) => <LikeButton target={target} />}
      renderMenuItems={renderMenuItems}
      renderCommunity={renderCommunity}
    />
  </ReportDialogProvider>
);

const modelPage = (
  <ReportDialogProvider>
    <ModelPage
      renderActions={(target) => (
        <>
          <ModelFollow target={target} />
          <LikeButton target={target} />
        </>
      )}
      renderMenuItems={renderMenuItems}
      renderCommunity={renderCommunity}
    />
  </ReportDialogProvider>
);

// The whole admin section is one lazily loaded chunk.
const admin = () => import('./routes/admin.tsx');

/** Every route of the app (docs/product.md#screens), inside the shared layout. */
export function createAppRouter() {
  return createBrowserRouter([
    {
      path: paths.home.path,
      element: <RootLayout />,
      errorElement: <RootErrorScreen />,
      hydrateFallbackElement: <AppLoading />,
      children: [
        {
          // Pathless: errors of any page render here, inside the header and footer.
          errorElement: <RouteErrorScreen />,
          children: [
            { index: true, element: <HomePage /> },
            { path: paths.models.path, element: <ModelsPage /> },
            { path: paths.model.path, element: modelPage },
            { path: paths.content.path, element: contentPage },
            { path: paths.premium.path, element: <PremiumPage /> },
            { path: paths.dmca.path, element: <DmcaPage /> },
            { path: paths.success.path, element: <SuccessPage /> },
            { path: paths.cancel.path, element: <CancelPage /> },
            { path: paths.verifyEmail.path, element: <VerifyEmailPage /> },
            { path: paths.resendVerification.path, element: <ResendVerificationPage /> },
            { path: paths.resetPassword.path, element: <ResetPasswordPage /> },
            {
              path: paths.billing.path,
              element: (
                <RequireUser>
                  <BillingPage />
                </RequireUser>
              ),
            },
            {
              path: paths.account.path,
              element: (
                <RequireUser>
                  <AccountPage />
                </RequireUser>
              ),
            },
            {
              path: paths.admin.dashboard.path,
              element: <RequireAdmin />,
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
                  ],
                },
              ],
            },
            // Nothing of the catalogue shows on the 404 screen, so it needs no age confirmation.
            { path: '*', element: <NotFoundScreen />, handle: { ageGate: false } satisfies RouteHandle },
          ],
        },
      ],
    },
  ]);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
