import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { supportMessageBody } from '@packdex/shared/schemas';
import { now, toIso } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { paginationOf } from '../../lib/paging.ts';
import type { Mailer } from '../../lib/mailer.ts';

type NewMessage = z.infer<typeof supportMessageBody>;

/**
 * The contact form, delivered for real: stored, e-mailed to SUPPORT_EMAIL (reply-to the sender),
 * and listed for admins. The row and its mail are written in one transaction.
 */
export function supportService(db: Kysely<DB>, mailer: Mailer, supportEmail: string) {
  return {
    async submit(message: NewMessage, meta: { userId: number | null; ip: string }): Promise<number> {
      const id = await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('support_messages')
          .values({ ...message, user_id: meta.userId, ip_address: meta.ip, created_at: now() })
          .returning('id')
          .executeTakeFirstOrThrow();
        const lines = [`From: ${message.name} <${message.email}>`, `Subject: ${message.subject}`, '', message.message];
        await mailer.enqueue(
          {
            to: supportEmail,
            replyTo: message.email,
            subject: `[Support #${row.id}] ${message.subject} — ${message.name}`,
            text: lines.join('\n'),
            html: mailer.html(lines),
            kind: 'support',
          },
          trx,
        );
        return row.id;
      });
      mailer.kick();
      return id;
    },

    async list(page: number, limit: number) {
      const rows = await db
        .selectFrom('support_messages')
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset((page - 1) * limit)
        .execute();
      const { n } = await db
        .selectFrom('support_messages')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return {
        messages: rows.map((r) => ({
          id: r.id,
          name: r.name,
          email: r.email,
          subject: r.subject,
          message: r.message,
          userId: r.user_id,
          createdAt: toIso(r.created_at),
          handledAt: toIso(r.handled_at),
        })),
        pagination: paginationOf(page, limit, Number(n)),
      };
    },
  };
}
export type SupportService = ReturnType<typeof supportService>;
