import type { AuditEntity, InboxStatus } from '@packdex/shared/constants';
import type { InboxUpdateBody } from '@packdex/shared/schemas/admin';
import type { PageRequest } from '../db/paging.ts';
import type { Executor, Transact } from '../db/schema.ts';
import type { AuditService } from '../modules/audit/audit.service.ts';
import type { Viewer } from '../modules/users/users.service.ts';
import { notFound } from './errors.ts';
import { inboxChange, inboxStatusOf, type InboxState } from './inbox.ts';

import { now, toIso } from './time.ts';

/** The columns every admin inbox row (a recommendation, a contact message) is read with. */
export interface InboxRow {
  status: string;
  note: string | null;
  handled_at: string | Date | null;
  handled_by: number | null;
  handler_name: string | null;
}

/** What an inbox's repository offers the admin inbox. */
export interface InboxRepository<Row extends InboxRow> {
  list(status: InboxStatus | undefined, page: PageRequest): Promise<{ rows: Row[]; total: number }>;
  findForAdmin(id: number, executor: Executor): Promise<Row | undefined>;
  lockItem(id: number, trx: Executor): Promise<unknown>;
  setState(id: number, state: InboxState, executor: Executor): Promise<void>;
}

const stateOf = (row: InboxRow): InboxState => ({
  status: inboxStatusOf(row.status),
  note: row.note,
  handledAt: toIso(row.handled_at),
  handledBy: row.handled_by,
});

/** An inbox item's handling fields as the API answers them. */
export const inboxFieldsOf = (row: InboxRow) => ({
  status: inboxStatusOf(row.status),
  note: row.note,
  handledAt: toIso(row.handled_at),
  handledBy:
    row.handled_by !== null && row.handler_name !== null ? { id: row.handled_by, name: row.handler_name } : null,
});

/**
 * An admin inbox (docs/product.md#admin): newest first, each item new until an admin marks it
 * handled, with a note; every change is in the audit log with the change itself.
 */
export function inboxAdmin<Row extends InboxRow>(
  { transact, items, audit }: { transact: Transact; items: InboxRepository<Row>; audit: Pick<AuditService, 'record'> },
  about: { entity: AuditEntity; notFound: string; label: (id: number, row: Row) => string },
) {
  return {
    /** One page of items, of one status or (`all`) of both. */
    async list(query: { page: number; limit: number; status?: InboxStatus | 'all' | undefined }) {
      const status = query.status === 'all' ? undefined : query.status;
      return items.list(status, { page: query.page, limit: query.limit });
    },

    /** Applies an admin's update (under the item's lock) and answers the item as it now stands. */
    async update(admin: Viewer, id: number, input: InboxUpdateBody): Promise<Row> {
      return transact(async (trx) => {
        await items.lockItem(id, trx);
        const current = await items.findForAdmin(id, trx);
        if (!current) throw notFound(about.notFound);
        const before = stateOf(current);
        const change = inboxChange(before, input, admin.id, now());
        if (!change) return current;
        await items.setState(id, change.next, trx);
        await audit.record(
          {
            actor: admin,
            action: change.action,
            entity: about.entity,
            entityId: id,
            label: about.label(id, current),
            before: { status: before.status, note: before.note },
            after: { status: change.next.status, note: change.next.note },
          },
          trx,
        );
        return (await items.findForAdmin(id, trx))!;
      });
    },
  };
}
