import { Glyph } from '@/components/ui/glyph.tsx';
import { lazy, Suspense, useEffect } from 'react';
import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { t } from '@/lib/i18n/i18n.ts';
import { useDeferredOpen } from '@/lib/use-deferred-open.ts';
import { useUnreadCount } from '../api/get-unread-count.ts';
import { unreadBadge } from '../lib/unread.ts';

// The menu (and the Radix menu primitives under it) loads when the bell is first used: every page
// shows the bell, few visits open it.
const loadDropdown = () => import('./notifications-dropdown.tsx');
const NotificationsDropdown = lazy(async () => ({ default: (await loadDropdown()).NotificationsDropdown }));

type BellButtonProps = ComponentProps<typeof Button> & { count: number };

function BellButton({ count, ...props }: BellButtonProps) {
  const badge = unreadBadge(count);
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={badge ? t('Notifications, {count} unread', { count }) : t('Notifications')}
      {...props}
    >
      <span className="relative inline-flex">
        <Glyph name="bell" className="size-5!" />
        {badge && (
          <span
            data-testid="unread-badge"
            aria-hidden="true"
            className="absolute -top-2 -right-2.5 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-accent-solid px-1 text-[0.625rem] leading-none font-bold text-accent-fg ring-2 ring-canvas tabular-nums"
          >
            {badge}
          </span>
        )}
      </span>
    </Button>
  );
}

/** The header bell (docs/product.md#community): unread badge (9+ above 9), the 10 latest, Mark all read; visitors are asked to sign in. */
export function NotificationsMenu({ className }: { className?: string }) {
  const { user } = useAuth();
  const viewerId = user?.id ?? null;
  const unread = useUnreadCount(viewerId);
  const { open, setOpen, mounted, placeholderProps } = useDeferredOpen(loadDropdown);
  const count = viewerId !== null ? (unread.data ?? 0) : 0;
  const { refetch } = unread;

  useEffect(() => {
    if (unread.error) console.error('Could not load the unread notification count', unread.error);
  }, [unread.error]);

  useEffect(() => {
    if (open && viewerId !== null) void refetch();
  }, [open, viewerId, refetch]);

  const placeholder = <BellButton count={count} className={className} {...placeholderProps} />;
  if (!mounted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <NotificationsDropdown
        open={open}
        onOpenChange={setOpen}
        viewerId={viewerId}
        count={count}
        trigger={<BellButton count={count} className={className} />}
      />
    </Suspense>
  );
}
