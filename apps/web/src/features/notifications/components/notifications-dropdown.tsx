import { LogIn } from 'lucide-react';
import type { ReactElement } from 'react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu.tsx';
import { useAuthDialog } from '@/lib/auth/auth-context.ts';
import { t } from '@/lib/i18n/i18n.ts';
import { NotificationList } from './notification-list.tsx';

type NotificationsDropdownProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  viewerId: number | null;
  count: number;
  /** The bell button, made the menu's trigger. */
  trigger: ReactElement;
};

/** The bell's menu, loaded when it is first opened (see notifications-menu.tsx). */
export function NotificationsDropdown({ open, onOpenChange, viewerId, count, trigger }: NotificationsDropdownProps) {
  const { openAuthDialog } = useAuthDialog();
  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent className="w-[min(22rem,calc(100vw-1.5rem))]" collisionPadding={12}>
        {viewerId !== null ? (
          <NotificationList viewerId={viewerId} unread={count} />
        ) : (
          <>
            <DropdownMenuLabel className="font-semibold text-fg">{t('Notifications')}</DropdownMenuLabel>
            <DropdownMenuSeparator />
            <p className="px-2.5 py-3 text-sm text-fg-muted">
              {t('Sign in to get notified about likes and replies to your comments.')}
            </p>
            <DropdownMenuItem
              onSelect={() => openAuthDialog('login')}
              className="justify-center font-medium text-accent"
            >
              <LogIn aria-hidden="true" /> {t('Sign In')}
            </DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
