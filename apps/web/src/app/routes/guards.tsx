import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { paths } from '@/config/paths.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { t } from '@/lib/i18n/i18n.ts';

/** While a stored token is checked and no cached user can be shown yet, wait instead of redirecting. */
function RestoringSession() {
  return (
    <div role="status" aria-label={t('Loading your account')} className="flex flex-col gap-4">
      <Skeleton className="h-10 w-64" />
      <Skeleton className="h-5 w-96 max-w-full" />
    </div>
  );
}

/** Signed-in users only (/billing, /account); others go to / (docs/product.md#roles). */
export function RequireUser({ children }: { children?: ReactNode }) {
  const { user, initializing } = useAuth();
  if (initializing) return <RestoringSession />;
  if (!user) return <Navigate to={paths.home.getHref()} replace />;
  return children ?? <Outlet />;
}

/**
 * Staff only (editors, moderators, admins); others go to / (docs/security.md, "Staff roles"). A
 * staff account without two-factor sign-in goes to its enrolment first. The admin layout shows
 * each role its own pages; the server enforces the same on every admin call.
 */
export function RequireStaff({ children }: { children?: ReactNode }) {
  const { user, initializing } = useAuth();
  if (initializing) return <RestoringSession />;
  if (!user || user.role === 'user') return <Navigate to={paths.home.getHref()} replace />;
  if (!user.twoFactorEnabled) return <Navigate to={paths.twoFactor.getHref()} replace />;
  return children ?? <Outlet />;
}
