import type { InboxStatus } from '@packdex/shared/constants';
import type { InboxUpdateBody, SupportMessage, SupportMessageListResponse } from '@packdex/shared/schemas/admin';
import type { Transact } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { inboxChange, inboxStatusOf, type InboxState } from '../../lib/inbox.ts';
import { paginationOf } from '../../lib/paging.ts';
import { now, toIso } from '../../lib/time.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Viewer } from '../users/users.service.ts';
import type { SupportMessageRow, SupportRepository } from './support.repository.ts';

interface Deps {
  transact: Transact;
  messages: Pick<SupportRepository, 'list' | 'findForAdmin' | 'lockItem' | 'setState'>;
  audit: Pick<AuditService, 'record'>;
}

const stateOf = (row: SupportMessageRow): InboxState => ({
  status: inboxStatusOf(row.status),
  note: row.note,
  handledAt: toIso(row.handled_at),
  handledBy: row.handled_by,
});

function toMessage(row: SupportMessageRow): SupportMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    userId: row.user_id,
    createdAt: toIso(row.created_at),
    status: inboxStatusOf(row.status),
    note: row.note,
    handledAt: toIso(row.handled_at),
    handledBy:
      row.handled_by !== null && row.handler_name !== null ? { id: row.handled_by, name: row.handler_name } : null,
  };
}

/**
 * The admins' inbox of contact messages (docs/product.md#admin): newest first, each new until an
 * admin marks it handled, with a note; every change is in the audit log with the change itself.
 */
export function supportAdminService({ transact, messages, audit }: Deps) {
  return {
    async list(query: {
      page: number;
      limit: number;
      status?: InboxStatus | 'all' | undefined;
    }): Promise<SupportMessageListResponse> {
      const status = query.status === 'all' ? undefined : query.status;
      const { rows, total } = await messages.list(status, { page: query.page, limit: query.limit });
      return { messages: rows.map(toMessage), pagination: paginationOf(query.page, query.limit, total) };
    },

    async update(admin: Viewer, id: number, input: InboxUpdateBody): Promise<SupportMessage> {
      const row = await transact(async (trx) => {
        await messages.lockItem(id, trx);
        const current = await messages.findForAdmin(id, trx);
        if (!current) throw notFound('Message not found');
        const before = stateOf(current);
        const change = inboxChange(before, input, admin.id, now());
        if (!change) return current;
        await messages.setState(id, change.next, trx);
        await audit.record(
          {
            actor: admin,
            action: change.action,
            entity: 'support_message',
            entityId: id,
            label: `Message #${id} from ${current.email}: ${current.subject}`,
            before: { status: before.status, note: before.note },
            after: { status: change.next.status, note: change.next.note },
          },
          trx,
        );
        return (await messages.findForAdmin(id, trx))!;
      });
      return toMessage(row);
    },
  };
}
export type SupportAdminService = ReturnType<typeof supportAdminService>;
