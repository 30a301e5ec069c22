import type { InboxStatus } from '@packdex/shared/constants';
import type { InboxUpdateBody, SupportMessage, SupportMessageListResponse } from '@packdex/shared/schemas/admin';
import type { Transact } from '../../db/schema.ts';
import { inboxAdmin, inboxFieldsOf } from '../../lib/inbox-admin.ts';
import { paginationOf } from '../../lib/paging.ts';
import { toIso } from '../../lib/time.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Viewer } from '../users/users.service.ts';
import type { SupportMessageRow, SupportRepository } from './support.repository.ts';

interface Deps {
  transact: Transact;
  messages: Pick<SupportRepository, 'list' | 'findForAdmin' | 'lockItem' | 'setState'>;
  audit: Pick<AuditService, 'record'>;
}

function toMessage(row: SupportMessageRow): SupportMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    userId: row.user_id,
    createdAt: toIso(row.created_at),
    ...inboxFieldsOf(row),
  };
}

/** The admins' inbox of contact messages (docs/product.md#admin). */
export function supportAdminService({ transact, messages, audit }: Deps) {
  const inbox = inboxAdmin(
    { transact, items: messages, audit },
    {
      entity: 'support_message',
      notFound: 'Message not found',
      label: (id, row) => `Message #${id} from ${row.email}: ${row.subject}`,
    },
  );
  return {
    async list(query: {
      page: number;
      limit: number;
      status?: InboxStatus | 'all' | undefined;
    }): Promise<SupportMessageListResponse> {
      const { rows, total } = await inbox.list(query);
      return { messages: rows.map(toMessage), pagination: paginationOf(query.page, query.limit, total) };
    },

    async update(admin: Viewer, id: number, input: InboxUpdateBody): Promise<SupportMessage> {
      return toMessage(await inbox.update(admin, id, input));
    },
  };
}
export type SupportAdminService = ReturnType<typeof supportAdminService>;
