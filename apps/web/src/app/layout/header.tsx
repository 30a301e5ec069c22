import { Glyph } from '@/components/ui/glyph.tsx';
import { lazy, Suspense } from 'react';
import { NotificationsMenu } from '@/features/notifications/components/notifications-menu.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useAuth, useAuthDialog } from '@/lib/auth/auth-context.ts';
import { AuthDialogSlot } from './auth-dialog-slot.tsx';
import { Logo } from './logo.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { NavLinkItem } from './nav-link-item.tsx';
import { navItems } from './nav-items.ts';
import { SecureIndicator } from './secure-indicator.tsx';
import { t } from '@/lib/i18n/i18n.ts';
import { readSession } from '@/lib/session.ts';

// The account menu is a signed-in user's: a visitor's first page does without its code. A stored
// session starts loading it at once, beside the page.
const loadUserMenu = () => import('./user-menu.tsx');
const UserMenu = lazy(async () => ({ default: (await loadUserMenu()).UserMenu }));
if (typeof window !== 'undefined' && readSession().token) void loadUserMenu();

export function Header() {
  const { user, logout, initializing } = useAuth();
  const { openAuthDialog } = useAuthDialog();

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-canvas/85 backdrop-blur-md supports-[not(backdrop-filter:blur(0))]:bg-canvas">
      <div className="page-container flex h-header items-center gap-3 lg:gap-6">
        <Logo />
        <nav aria-label={t('Main')} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {navItems(user !== null && user.role !== 'user').map((item) => (
              <li key={item.to}>
                <NavLinkItem item={item} />
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <SecureIndicator className="hidden md:inline-flex" />
          <NotificationsMenu />
          {user ? (
            <Suspense fallback={<Skeleton className="hidden size-10 rounded-full md:block" />}>
              <UserMenu user={user} onLogout={logout} className="hidden md:inline-flex" />
            </Suspense>
          ) : initializing ? (
            <Skeleton className="hidden size-10 rounded-full md:block" />
          ) : (
            <Button className="hidden md:inline-flex" onClick={() => openAuthDialog('login')}>
              <Glyph name="log-in" className="size-4" /> {t('Sign In')}
            </Button>
          )}
          <MobileMenu user={user} onSignIn={() => openAuthDialog('login')} onLogout={logout} className="md:hidden" />
        </div>
      </div>
      <AuthDialogSlot />
    </header>
  );
}
