import type { InboxStatus } from '@packdex/shared/constants';
import type { Kysely } from 'kysely';
import type { SupportMessageBody } from '@packdex/shared/schemas';
import type { Engine } from '../../db/database.ts';
import { lockForTransaction } from '../../db/locks.ts';
import { countOf, type PageRequest } from '../../db/paging.ts';
import type { DB, Executor } from '../../db/schema.ts';

/** An inbox item's state as an admin's update writes it. */
interface InboxWrite {
  status: InboxStatus;
  note: string | null;
  handledAt: string | null;
  handledBy: number | null;
}

/** Messages sent through the contact form, and the admins' inbox of them. */
export function supportRepository(db: Kysely<DB>, engine: Engine) {
  const inbox = (status: InboxStatus | undefined, executor: Executor = db) => {
    const q = executor.selectFrom('support_messages');
    return status ? q.where('support_messages.status', '=', status) : q;
  };
  /** A message with the name of the admin who handled it. */
  const withHandler = (status: InboxStatus | undefined, executor: Executor = db) =>
    inbox(status, executor)
      .leftJoin('users as handler', 'handler.id', 'support_messages.handled_by')
      .select([
        'support_messages.id',
        'support_messages.name',
        'support_messages.email',
        'support_messages.subject',
        'support_messages.message',
        'support_messages.user_id',
        'support_messages.created_at',
        'support_messages.status',
        'support_messages.note',
        'support_messages.handled_at',
        'support_messages.handled_by',
        'handler.name as handler_name',
      ]);

  return {
    async insert(
      message: SupportMessageBody & { userId: number | null; ip: string; at: string },
      executor: Executor = db,
    ): Promise<number> {
      const { id } = await executor
        .insertInto('support_messages')
        .values({
          name: message.name,
          email: message.email,
          subject: message.subject,
          message: message.message,
          user_id: message.userId,
          ip_address: message.ip,
          created_at: message.at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    /** The inbox, newest first, whole or of one status. */
    async list(status: InboxStatus | undefined, page: PageRequest) {
      const rows = await withHandler(status)
        .orderBy('support_messages.created_at', 'desc')
        .orderBy('support_messages.id', 'desc')
        .limit(page.limit)
        .offset((page.page - 1) * page.limit)
        .execute();
      return { rows, total: await countOf(inbox(status)) };
    },

    /** The contact messages the account sent, without the admins' notes (the account's data export). */
    exportFor: (userId: number) =>
      db
        .selectFrom('support_messages')
        .select(['name', 'email', 'subject', 'message', 'ip_address', 'status', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .orderBy('id')
        .execute(),

    findForAdmin: (id: number, executor: Executor = db) =>
      withHandler(undefined, executor).where('support_messages.id', '=', id).executeTakeFirst(),

    /** Serialises admins' updates of one message, so the state read is the state changed. */
    lockItem: (id: number, trx: Executor) => lockForTransaction(engine, `support-inbox:${id}`, trx),

    async setState(id: number, state: InboxWrite, executor: Executor = db): Promise<void> {
      await executor
        .updateTable('support_messages')
        .set({ status: state.status, note: state.note, handled_at: state.handledAt, handled_by: state.handledBy })
        .where('id', '=', id)
        .execute();
    },
  };
}
export type SupportRepository = ReturnType<typeof supportRepository>;
export type SupportMessageRow = Awaited<ReturnType<SupportRepository['list']>>['rows'][number];
