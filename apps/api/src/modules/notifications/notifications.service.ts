import { NOTIFICATION_TYPES, type NotificationType } from '@packdex/shared/constants';
import type { Notification } from '@packdex/shared/schemas';
import { notFound } from '../../lib/errors.ts';
import { toIso } from '../../lib/time.ts';
import type { Viewer } from '../users/users.service.ts';
import type { NotificationsRepository } from './notifications.repository.ts';

const isType = (t: string): t is NotificationType => (NOTIFICATION_TYPES as readonly string[]).includes(t);

/** The signed-in user's notifications; another user's are simply not found. */
export function notificationsService(notifications: NotificationsRepository) {
  return {
    async list(viewer: Viewer, limit: number): Promise<Notification[]> {
      const rows = await notifications.list(viewer.id, limit);
      return rows.map((r) => ({
        id: r.id,
        type: isType(r.type) ? r.type : 'others',
        title: r.title,
        message: r.message,
        isRead: r.is_read === 1,
        createdAt: toIso(r.created_at),
        data: JSON.parse(r.data) as Notification['data'],
      }));
    },

    unreadCount: (viewer: Viewer) => notifications.unreadCount(viewer.id),

    markAllRead: (viewer: Viewer) => notifications.markAllRead(viewer.id),

    async markRead(viewer: Viewer, id: number): Promise<void> {
      if (!(await notifications.markRead(viewer.id, id))) throw notFound('Notification not found');
    },
  };
}
export type NotificationsService = ReturnType<typeof notificationsService>;
