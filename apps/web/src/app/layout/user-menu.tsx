import { ChevronDown, Crown } from 'lucide-react';
import { lazy, Suspense } from 'react';
import type { ComponentProps } from 'react';
import type { User } from '@packdex/shared/schemas';
import { Avatar } from '@/components/ui/avatar.tsx';
import { cn, focusRing } from '@/lib/cn.ts';
import { useDeferredOpen } from '@/lib/use-deferred-open.ts';
import { t } from '@/lib/i18n/i18n.ts';

// The menu (and the Radix menu primitives under it) loads when it is first opened.
const loadDropdown = () => import('./user-menu-dropdown.tsx');
const UserMenuDropdown = lazy(async () => ({ default: (await loadDropdown()).UserMenuDropdown }));

function AccountButton({ user, className, ...props }: ComponentProps<'button'> & { user: User }) {
  return (
    <button
      type="button"
      className={cn(
        'inline-flex h-10 cursor-pointer items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm text-fg hover:bg-surface-2',
        focusRing,
        className,
      )}
      {...props}
    >
      {/* Named by its content (WCAG 2.5.3: the visible name is part of the accessible one). */}
      <span aria-hidden="true" className="contents">
        <Avatar name={user.name} src={user.profilePhoto} />
      </span>
      <span className="sr-only">{t('Account menu for')} </span>
      <span className="sr-only max-w-32 truncate font-medium lg:not-sr-only">{user.name}</span>
      {user.isPremium && <span className="sr-only"> {t('(Premium)')}</span>}
      {user.isPremium && <Crown className="size-4 text-premium" aria-hidden="true" />}
      <ChevronDown className="size-4 text-fg-muted" aria-hidden="true" />
    </button>
  );
}

/** The signed-in user's menu: who they are, Account, My activity, Billing for premium members, and Logout. */
export function UserMenu({ user, onLogout, className }: { user: User; onLogout: () => void; className?: string }) {
  const { open, setOpen, mounted, placeholderProps } = useDeferredOpen(loadDropdown);
  const placeholder = <AccountButton user={user} className={className} {...placeholderProps} />;
  if (!mounted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <UserMenuDropdown
        open={open}
        onOpenChange={setOpen}
        user={user}
        onLogout={onLogout}
        trigger={<AccountButton user={user} className={className} />}
      />
    </Suspense>
  );
}
