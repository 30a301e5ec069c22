// The signed-in user's notifications and the bell's unread count (the notifications module).
import { z } from 'zod';
import { NOTIFICATION_TYPES, NOTIFICATIONS_PAGE_SIZE } from '../constants.ts';
import { isoDateTime, positiveIntParam } from './common.ts';

/** A notification of the signed-in user. */
export const notification = z.object({
  id: z.number().int(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  message: z.string(),
  isRead: z.boolean(),
  createdAt: isoDateTime,
  data: z.object({
    contentId: z.number().int().nullable().optional(),
    modelId: z.number().int().nullable().optional(),
    commentId: z.number().int().nullable().optional(),
    contentSlug: z.string().nullable().optional(),
    modelSlug: z.string().nullable().optional(),
    /** Who acted and what about (a comment's first words), so the client can word it in its language. */
    actorName: z.string().nullable().optional(),
    excerpt: z.string().nullable().optional(),
    /** A saved search's alert: the search, its name and its list query string (`search=…&tag=…`). */
    savedSearchId: z.number().int().nullable().optional(),
    searchName: z.string().nullable().optional(),
    searchQuery: z.string().nullable().optional(),
  }),
});
export type Notification = z.infer<typeof notification>;
export const notificationListQuery = z.object({
  limit: positiveIntParam('limit', 50).default(NOTIFICATIONS_PAGE_SIZE),
});
export const notificationListResponse = z.object({ notifications: z.array(notification) });
export type NotificationListResponse = z.infer<typeof notificationListResponse>;
export const unreadCountResponse = z.object({ count: z.number().int() });
export type UnreadCountResponse = z.infer<typeof unreadCountResponse>;
