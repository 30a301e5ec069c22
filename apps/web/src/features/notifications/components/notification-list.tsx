import { BellOff, CheckCheck } from 'lucide-react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { Notification } from '@packdex/shared/schemas';
import { timeAgo } from '@/lib/i18n/format.ts';
import { DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator } from '@/components/ui/dropdown-menu.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { cn } from '@/lib/cn.ts';
import { t } from '@/lib/i18n/i18n.ts';
import { useNotifications } from '../api/get-notifications.ts';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read.ts';
import { useMarkNotificationRead } from '../api/mark-notification-read.ts';
import { notificationHref, notificationKind, notificationText } from '../lib/notification-target.ts';
import { NotificationIcon } from './notification-icon.tsx';

function NotificationRow({ notification, onOpen }: { notification: Notification; onOpen: (n: Notification) => void }) {
  const { isRead, createdAt, type } = notification;
  const { title, message } = notificationText(notification);
  return (
    <DropdownMenuItem
      onSelect={() => onOpen(notification)}
      className="items-start gap-3 py-2.5"
      data-testid="notification-item"
    >
      <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-surface-2 [&_svg]:size-4">
        <NotificationIcon type={type} />
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="sr-only">
          {isRead
            ? t('{kind}:', { kind: notificationKind(type) })
            : t('{kind}, unread:', { kind: notificationKind(type) })}{' '}
        </span>
        <span className={cn('text-sm', isRead ? 'text-fg-muted' : 'font-semibold text-fg')}>{title}</span>
        <span className="line-clamp-2 text-caption text-fg-muted [overflow-wrap:anywhere]">{message}</span>
        <time dateTime={createdAt} className="text-caption text-fg-subtle">
          {timeAgo(createdAt)}
        </time>
      </span>
      {!isRead && <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-accent-solid" />}
    </DropdownMenuItem>
  );
}

/** The open bell's content: the 10 latest, fetched again on every opening, and Mark all read. */
export function NotificationList({ viewerId, unread }: { viewerId: number; unread: number }) {
  const navigate = useNavigate();
  const notifications = useNotifications(viewerId);
  const markRead = useMarkNotificationRead(viewerId);
  const markAll = useMarkAllNotificationsRead(viewerId);
  const list = notifications.data;
  const anyUnread = unread > 0 || (list?.some((n) => !n.isRead) ?? false);

  useEffect(() => {
    if (notifications.error) console.error('Could not load the notifications', notifications.error);
  }, [notifications.error]);

  const open = (n: Notification) => {
    if (!n.isRead) markRead.mutate(n.id);
    const href = notificationHref(n);
    if (href) void navigate(href);
  };

  return (
    <>
      <div className="flex items-center justify-between gap-2 pr-1">
        <DropdownMenuLabel className="font-semibold text-fg">{t('Notifications')}</DropdownMenuLabel>
        <DropdownMenuItem
          disabled={!anyUnread}
          onSelect={(event) => {
            event.preventDefault();
            markAll.mutate();
          }}
          className="px-2 py-1 text-caption text-accent data-[highlighted]:bg-accent-soft"
        >
          <CheckCheck aria-hidden="true" /> {t('Mark all read')}
        </DropdownMenuItem>
      </div>
      <DropdownMenuSeparator />
      {notifications.isPending ? (
        <div className="flex flex-col gap-1" role="status" aria-label={t('Loading notifications')}>
          {[0, 1, 2].map((i) => (
            <div key={i} className="flex gap-3 px-2.5 py-2.5">
              <Skeleton className="size-8 shrink-0 rounded-full" />
              <div className="flex flex-1 flex-col gap-1.5">
                <Skeleton className="h-4 w-24" />
                <Skeleton className="h-3 w-full" />
                <Skeleton className="h-3 w-12" />
              </div>
            </div>
          ))}
        </div>
      ) : !list ? (
        <p role="alert" className="px-2.5 py-4 text-sm text-fg-muted">
          {t('Notifications could not be loaded. Please try again later.')}
        </p>
      ) : list.length === 0 ? (
        <div role="status" className="flex flex-col items-center gap-2 px-4 py-8 text-center">
          <BellOff className="size-8 text-fg-subtle" aria-hidden="true" />
          <p className="text-sm font-medium text-fg">{t('No notifications yet')}</p>
          <p className="text-caption text-fg-muted">{t('Likes and replies to your comments will show up here.')}</p>
        </div>
      ) : (
        <div className="max-h-[min(28rem,calc(100dvh-8rem))] overflow-y-auto">
          {list.map((n) => (
            <NotificationRow key={n.id} notification={n} onOpen={open} />
          ))}
        </div>
      )}
    </>
  );
}
