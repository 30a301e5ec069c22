import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NOTIFICATION_TYPES, type NotificationType } from '@packdex/shared/constants';
import {
  errorBody,
  idParam,
  notificationListQuery,
  notificationListResponse,
  okBody,
  unreadCountResponse,
  type Notification,
} from '@packdex/shared/schemas';
import { toIso } from '../../db/database.ts';
import { notFound } from '../../lib/errors.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { NotificationsRepository } from './notifications.repository.ts';

const tags = ['notifications'];
const security = [{ bearer: [] }];
const isType = (t: string): t is NotificationType => (NOTIFICATION_TYPES as readonly string[]).includes(t);

/** The signed-in user's notifications; another user's are simply not found. */
export function notificationsRoutes(repo: NotificationsRepository): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/notifications',
      {
        schema: {
          tags,
          security,
          querystring: notificationListQuery,
          response: { 200: notificationListResponse, 401: errorBody },
        },
      },
      async (request) => {
        const rows = await repo.list(requireUser(request).id, request.query.limit);
        const notifications: Notification[] = rows.map((r) => ({
          id: r.id,
          type: isType(r.type) ? r.type : 'others',
          title: r.title,
          message: r.message,
          isRead: r.is_read === 1,
          createdAt: toIso(r.created_at),
          data: JSON.parse(r.data) as Notification['data'],
        }));
        return { notifications };
      },
    );

    app.get(
      '/notifications/unread-count',
      {
        schema: { tags, security, response: { 200: unreadCountResponse, 401: errorBody } },
      },
      async (request) => ({ count: await repo.unreadCount(requireUser(request).id) }),
    );

    app.put(
      '/notifications/read-all',
      {
        schema: { tags, security, response: { 200: okBody, 401: errorBody } },
      },
      async (request) => {
        await repo.markAllRead(requireUser(request).id);
        return { success: true as const };
      },
    );

    app.put(
      '/notifications/:id/read',
      {
        schema: { tags, security, params: idParam, response: { 200: okBody, 401: errorBody, 404: errorBody } },
      },
      async (request) => {
        if (!(await repo.markRead(requireUser(request).id, request.params.id)))
          throw notFound('Notification not found');
        return { success: true as const };
      },
    );
  };
}
