import { Bell, LogIn } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu.tsx';
import { useAuth, useAuthDialog } from '@/lib/auth/auth-context.ts';
import { useUnreadCount } from '../api/get-unread-count.ts';
import { unreadBadge } from '../lib/unread.ts';
import { NotificationList } from './notification-list.tsx';

/** The header bell (docs/product.md#community): unread badge (9+ above 9), the 10 latest, Mark all read; visitors are asked to sign in. */
export function NotificationsMenu({ className }: { className?: string }) {
  const { user } = useAuth();
  const { openAuthDialog } = useAuthDialog();
  const viewerId = user?.id ?? null;
  const unread = useUnreadCount(viewerId);
  const [open, setOpen] = useState(false);
  const count = viewerId !== null ? (unread.data ?? 0) : 0;
  const badge = unreadBadge(count);

  useEffect(() => {
    if (unread.error) console.error('Could not load the unread notification count', unread.error);
  }, [unread.error]);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next && viewerId !== null) void unread.refetch();
  };

  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={badge ? `Notifications, ${count} unread` : 'Notifications'}
          className={className}
        >
          <span className="relative inline-flex">
            <Bell aria-hidden="true" className="size-5!" />
            {badge && (
              <span
                data-testid="unread-badge"
                aria-hidden="true"
                className="absolute -top-2 -right-2.5 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-accent px-1 text-[0.625rem] leading-none font-bold text-accent-fg ring-2 ring-canvas tabular-nums"
              >
                {badge}
              </span>
            )}
          </span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-[min(22rem,calc(100vw-1.5rem))]" collisionPadding={12}>
        {viewerId !== null ? (
          <NotificationList viewerId={viewerId} unread={count} />
        ) : (
          <>
            <DropdownMenuLabel className="font-semibold text-fg">Notifications</DropdownMenuLabel>
            <DropdownMenuSeparator />
            <p className="px-2.5 py-3 text-sm text-fg-muted">
              Sign in to get notified about likes and replies to your comments.
            </p>
            <DropdownMenuItem
              onSelect={() => openAuthDialog('login')}
              className="justify-center font-medium text-accent"
            >
              <LogIn aria-hidden="true" /> Sign In
            </DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
