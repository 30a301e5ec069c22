import type { Generated } from 'kysely';
import type { Flag, Timestamp } from './columns.ts';

export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  /** One of NOTIFICATION_TYPES when written by this code; read defensively. */
  type: string;
  title: string;
  message: string;
  is_read: Generated<Flag>;
  /** JSON text of the notification's links (ids and slugs). */
  data: string;
  created_at: Timestamp;
}

export interface NotificationsTables {
  notifications: NotificationsTable;
}
