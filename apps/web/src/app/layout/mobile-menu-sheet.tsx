import { Activity, Bookmark, CreditCard, EyeOff, LogIn, LogOut, UserRound, X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { RefObject } from 'react';
import { Link } from 'react-router';
import type { User } from '@packdex/shared/schemas';
import { Button, buttonClasses } from '@/components/ui/button.tsx';
import { overlayClasses } from '@/components/ui/dialog.tsx';
import { Glyph } from '@/components/ui/glyph.tsx';
import { paths } from '@/config/paths.ts';
import { cn } from '@/lib/cn.ts';
import { Logo } from './logo.tsx';
import { NavLinkItem } from './nav-link-item.tsx';
import { navItems } from './nav-items.ts';
import { SecureIndicator } from './secure-indicator.tsx';
import { UserSummary } from './user-summary.tsx';
import { t } from '@/lib/i18n/i18n.ts';
import { endSession } from '@/lib/auth/api/logout.ts';
import { useDiscreet } from '@/lib/discreet.ts';

type MobileMenuSheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: User | null;
  onSignIn: () => void;
  onLogout: () => void;
  /** The menu button, which gets the focus back when the sheet closes. */
  trigger: RefObject<HTMLButtonElement | null>;
};

/** The header below the md breakpoint: a modal side sheet with the same links and actions. */
export function MobileMenuSheet({ open, onOpenChange, user, onSignIn, onLogout, trigger }: MobileMenuSheetProps) {
  const close = () => onOpenChange(false);
  const [discreet, setDiscreet] = useDiscreet();
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={overlayClasses} />
        <DialogPrimitive.Content
          onCloseAutoFocus={(event) => {
            // The button that opened the sheet lives outside it (it is not a Radix trigger).
            event.preventDefault();
            trigger.current?.focus();
          }}
          className={cn(
            'fixed inset-y-0 right-0 z-50 flex w-[min(20rem,calc(100vw-3rem))] flex-col gap-4 overflow-y-auto',
            'border-l border-line-strong bg-surface p-4 shadow-2xl data-[state=open]:motion-safe:animate-slide-in-right',
          )}
        >
          <div className="flex items-center justify-between">
            <Logo onClick={close} />
            <DialogPrimitive.Close asChild>
              <Button variant="ghost" size="icon" aria-label={t('Close menu')}>
                <X aria-hidden="true" />
              </Button>
            </DialogPrimitive.Close>
          </div>
          <DialogPrimitive.Title className="sr-only">{t('Menu')}</DialogPrimitive.Title>
          <DialogPrimitive.Description className="sr-only">
            {t('Site navigation and account')}
          </DialogPrimitive.Description>

          <nav aria-label={t('Main')}>
            <ul className="flex flex-col gap-1">
              {navItems(user !== null && user.role !== 'user').map((item) => (
                <li key={item.to}>
                  <NavLinkItem item={item} mobile onNavigate={close} />
                </li>
              ))}
            </ul>
          </nav>

          <div className="border-t border-line pt-4">
            {user ? (
              <div className="flex flex-col gap-1">
                <div className="flex items-center gap-3 px-3 pb-2">
                  <UserSummary user={user} />
                </div>
                <Link
                  to={paths.account.getHref()}
                  onClick={close}
                  className={buttonClasses('ghost', 'lg', 'justify-start px-3')}
                >
                  <UserRound aria-hidden="true" /> {t('Account')}
                </Link>
                <Link
                  to={paths.activity.getHref()}
                  onClick={close}
                  className={buttonClasses('ghost', 'lg', 'justify-start px-3')}
                >
                  <Activity aria-hidden="true" /> {t('My activity')}
                </Link>
                <Link
                  to={paths.collections.getHref()}
                  onClick={close}
                  className={buttonClasses('ghost', 'lg', 'justify-start px-3')}
                >
                  <Bookmark aria-hidden="true" /> {t('My collections')}
                </Link>
                <Link
                  to={paths.savedSearches.getHref()}
                  onClick={close}
                  className={buttonClasses('ghost', 'lg', 'justify-start px-3')}
                >
                  <Glyph name="search" /> {t('Saved searches')}
                </Link>
                {user.isPremium && (
                  <Link
                    to={paths.billing.getHref()}
                    onClick={close}
                    className={buttonClasses('ghost', 'lg', 'justify-start px-3')}
                  >
                    <CreditCard aria-hidden="true" /> {t('Billing')}
                  </Link>
                )}
                <Button
                  variant="ghost"
                  size="lg"
                  className="justify-start px-3 text-danger hover:text-danger"
                  onClick={() => {
                    close();
                    endSession();
                    onLogout();
                  }}
                >
                  <LogOut aria-hidden="true" /> {t('Logout')}
                </Button>
              </div>
            ) : (
              <Button
                size="lg"
                className="w-full"
                onClick={() => {
                  close();
                  onSignIn();
                }}
              >
                <LogIn aria-hidden="true" /> {t('Sign In')}
              </Button>
            )}
          </div>

          <Button
            variant="ghost"
            size="lg"
            role="switch"
            aria-checked={discreet}
            className="justify-start px-3"
            onClick={() => setDiscreet(!discreet)}
          >
            <EyeOff aria-hidden="true" /> {t('Discreet mode')}
            <span aria-hidden="true" className="ml-auto text-sm text-fg-muted">
              {discreet ? t('On') : t('Off')}
            </span>
          </Button>

          <div className="mt-auto flex justify-center border-t border-line pt-4">
            <SecureIndicator />
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
