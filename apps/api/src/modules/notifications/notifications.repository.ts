import type { Kysely } from 'kysely';
import type { NotificationType } from '@packdex/shared/constants';
import { countOf } from '../../db/paging.ts';
import type { DB, Executor } from '../../db/schema.ts';
import { now } from '../../lib/time.ts';

interface NewNotification {
  userId: number;
  type: NotificationType;
  title: string;
  message: string;
  data: {
    contentId?: number | null;
    modelId?: number | null;
    commentId?: number | null;
    contentSlug?: string | null;
    modelSlug?: string | null;
    actorName?: string | null;
    excerpt?: string | null;
    savedSearchId?: number | null;
    searchName?: string | null;
    searchQuery?: string | null;
  };
}

/** Notifications of each account. */
export function notificationsRepository(db: Kysely<DB>) {
  return {
    /** Adds many at once (in chunks, so a model with many followers stays within parameter limits). */
    async insertMany(items: NewNotification[], executor: Executor = db): Promise<void> {
      if (items.length === 0) return;
      const at = now();
      for (let i = 0; i < items.length; i += 200) {
        await executor
          .insertInto('notifications')
          .values(
            items.slice(i, i + 200).map((n) => ({
              user_id: n.userId,
              type: n.type,
              title: n.title,
              message: n.message,
              data: JSON.stringify(n.data),
              created_at: at,
            })),
          )
          .execute();
      }
    },

    list: (userId: number, limit: number) =>
      db
        .selectFrom('notifications')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute(),

    /** Every notification the account has, read or not (the account's data export). */
    exportFor: (userId: number) =>
      db
        .selectFrom('notifications')
        .select(['type', 'title', 'message', 'is_read', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .orderBy('id')
        .execute(),

    /** Marks one of the user's notifications read; false when the user has no such notification. */
    async markRead(userId: number, id: number): Promise<boolean> {
      const res = await db
        .updateTable('notifications')
        .set({ is_read: 1 })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) > 0;
    },

    async markAllRead(userId: number): Promise<void> {
      await db
        .updateTable('notifications')
        .set({ is_read: 1 })
        .where('user_id', '=', userId)
        .where('is_read', '=', 0)
        .execute();
    },

    unreadCount: (userId: number) =>
      countOf(db.selectFrom('notifications').where('user_id', '=', userId).where('is_read', '=', 0)),
  };
}
export type NotificationsRepository = ReturnType<typeof notificationsRepository>;
