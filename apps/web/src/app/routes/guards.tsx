import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { paths } from '@/config/paths.ts';
import { useSession } from '@/lib/session.ts';

/** Signed-in users only; others go to / (spec §2: /billing, /account). */
export function RequireUser({ children }: { children?: ReactNode }) {
  const { user } = useSession();
  if (!user) return <Navigate to={paths.home.getHref()} replace />;
  return children ?? <Outlet />;
}

/** Admins only; others go to / (spec §2, §6). The server enforces the same on every admin call. */
export function RequireAdmin({ children }: { children?: ReactNode }) {
  const { user } = useSession();
  if (!user?.isAdmin) return <Navigate to={paths.home.getHref()} replace />;
  return children ?? <Outlet />;
}
