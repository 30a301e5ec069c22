import type { SupportMessageBody } from '@packdex/shared/schemas';
import type { Transact } from '../../db/schema.ts';
import type { Limiter } from '../../lib/limiter.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { now } from '../../lib/time.ts';
import type { SupportRepository } from './support.repository.ts';

interface Deps {
  transact: Transact;
  messages: Pick<SupportRepository, 'insert'>;
  mailer: Pick<Mailer, 'enqueue' | 'kick' | 'html'>;
  supportEmail: string;
  limiter: Limiter;
}

/**
 * Contact messages accepted from everyone together per window, on top of the route's 5 per
 * address: a flood from many addresses cannot bury the support inbox or the mail queue.
 */
export const SUPPORT_GLOBAL_MAX = 100;
const SUPPORT_GLOBAL_WINDOW = 10 * 60_000;

/**
 * The contact form, delivered for real (docs/product.md#support): stored, e-mailed to
 * SUPPORT_EMAIL (reply-to the sender), and kept for the admins' inbox (support-admin.service.ts).
 * The row and its mail are written in one transaction.
 */
export function supportService({ transact, messages, mailer, supportEmail, limiter }: Deps) {
  return {
    async submit(message: SupportMessageBody, meta: { userId: number | null; ip: string }): Promise<number> {
      await limiter.hit('support:all', SUPPORT_GLOBAL_MAX, SUPPORT_GLOBAL_WINDOW);
      const id = await transact(async (trx) => {
        const messageId = await messages.insert({ ...message, ...meta, at: now() }, trx);
        const lines = [`From: ${message.name} <${message.email}>`, `Subject: ${message.subject}`, '', message.message];
        await mailer.enqueue(
          {
            to: supportEmail,
            replyTo: message.email,
            subject: `[Support #${messageId}] ${message.subject} — ${message.name}`,
            text: lines.join('\n'),
            html: mailer.html(lines),
            kind: 'support',
          },
          trx,
        );
        return messageId;
      });
      mailer.kick();
      return id;
    },
  };
}
export type SupportService = ReturnType<typeof supportService>;
