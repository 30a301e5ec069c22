import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBody,
  idParam,
  notificationListQuery,
  notificationListResponse,
  okBody,
  unreadCountResponse,
} from '@packdex/shared/schemas';
import { requireUser } from '../../plugins/auth.ts';
import type { NotificationsService } from './notifications.service.ts';

const tags = ['notifications'];
const security = [{ bearer: [] }];

export function notificationsRoutes(service: NotificationsService): FastifyPluginAsyncZod {
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
      async (request) => ({ notifications: await service.list(requireUser(request), request.query.limit) }),
    );

    app.get(
      '/notifications/unread-count',
      { schema: { tags, security, response: { 200: unreadCountResponse, 401: errorBody } } },
      async (request) => ({ count: await service.unreadCount(requireUser(request)) }),
    );

    app.put(
      '/notifications/read-all',
      { schema: { tags, security, response: { 200: okBody, 401: errorBody } } },
      async (request) => {
        await service.markAllRead(requireUser(request));
        return { success: true as const };
      },
    );

    app.put(
      '/notifications/:id/read',
      { schema: { tags, security, params: idParam, response: { 200: okBody, 401: errorBody, 404: errorBody } } },
      async (request) => {
        await service.markRead(requireUser(request), request.params.id);
        return { success: true as const };
      },
    );
  };
}
