import type { Kysely } from 'kysely';
import { now } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';

export interface NewNotification {
  userId: number;
  type: 'comment_like' | 'comment_reply' | 'model_follow' | 'content_like' | 'others';
  title: string;
  message: string;
  data: {
    contentId?: number | null;
    modelId?: number | null;
    commentId?: number | null;
    contentSlug?: string | null;
    modelSlug?: string | null;
  };
}

export function notificationsRepository(db: Kysely<DB>) {
  return {
    async insertMany(items: NewNotification[], executor: Kysely<DB> = db) {
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
    async markRead(userId: number, id: number): Promise<boolean> {
      const res = await db
        .updateTable('notifications')
        .set({ is_read: 1 })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) > 0;
    },
    markAllRead: (userId: number) =>
      db
        .updateTable('notifications')
        .set({ is_read: 1 })
        .where('user_id', '=', userId)
        .where('is_read', '=', 0)
        .execute(),
    async unreadCount(userId: number): Promise<number> {
      const r = await db
        .selectFrom('notifications')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('is_read', '=', 0)
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },
  };
}
export type NotificationsRepository = ReturnType<typeof notificationsRepository>;
