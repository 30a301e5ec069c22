import type { Kysely } from 'kysely';
import type { SupportMessageBody } from '@packdex/shared/schemas';
import { countOf, pageOf, type PageRequest } from '../../db/paging.ts';
import type { DB, Executor } from '../../db/schema.ts';

/** Messages sent through the contact form. */
export function supportRepository(db: Kysely<DB>) {
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

    /** Newest first. */
    async list(page: PageRequest) {
      const rows = await pageOf(
        db.selectFrom('support_messages').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'),
        page,
      ).execute();
      return { rows, total: await countOf(db.selectFrom('support_messages')) };
    },
  };
}
export type SupportRepository = ReturnType<typeof supportRepository>;
