import type { Kysely } from 'kysely';
import type { RemovalRequestStatus } from '@packdex/shared/constants';
import type { Engine } from '../../db/database.ts';
import { lockForTransaction } from '../../db/locks.ts';
import { countOf, pageOf, type PageRequest } from '../../db/paging.ts';
import type { DB, Executor } from '../../db/schema.ts';

export type RemovalTargetKind = 'content' | 'model';

export interface NewRemovalRequest {
  number: string;
  name: string;
  email: string;
  statement: string;
  signature: string;
  ip: string;
  language: string;
  at: string;
  dueAt: string;
  items: {
    url: string;
    kind: RemovalTargetKind;
    targetId: number;
    targetUrl: string | null;
    snapshot: Record<string, unknown>;
    retainUntil: string;
  }[];
}

/** Which reminder column a reminder sets. */
export type ReminderColumn = 'reminded_24_at' | 'reminded_40_at';

/** Removal requests from depicted people and the items they name (docs/compliance.md#removal-requests). */
export function removalRequestsRepository(db: Kysely<DB>, engine: Engine) {
  const filtered = (status: RemovalRequestStatus | undefined) => {
    let q = db.selectFrom('removal_requests');
    if (status) q = q.where('status', '=', status);
    return q;
  };

  return {
    /** Serialises decisions (and the reminder job) on requests. */
    lock: (trx: Executor) => lockForTransaction(engine, 'removal_requests', trx),

    async insert(request: NewRemovalRequest, executor: Executor = db) {
      const row = await executor
        .insertInto('removal_requests')
        .values({
          number: request.number,
          name: request.name,
          email: request.email,
          statement: request.statement,
          signature: request.signature,
          ip_address: request.ip,
          language: request.language,
          created_at: request.at,
          due_at: request.dueAt,
        })
        .returning(['id', 'number'])
        .executeTakeFirstOrThrow();
      await executor
        .insertInto('removal_request_items')
        .values(
          request.items.map((item) => ({
            request_id: row.id,
            url: item.url,
            target_kind: item.kind,
            target_id: item.targetId,
            target_url: item.targetUrl,
            snapshot: JSON.stringify(item.snapshot),
            captured_at: request.at,
            retain_until: item.retainUntil,
          })),
        )
        .execute();
      return row;
    },

    findById: (id: number, executor: Executor = db) =>
      executor.selectFrom('removal_requests').selectAll().where('id', '=', id).executeTakeFirst(),

    /** The items of these requests (one query). */
    itemsOf: (ids: number[], executor: Executor = db) =>
      ids.length === 0
        ? Promise.resolve([])
        : executor
            .selectFrom('removal_request_items')
            .selectAll()
            .where('request_id', 'in', ids)
            .orderBy('request_id')
            .orderBy('id')
            .execute(),

    /** Whether another open request names the same item (its hold must stay). */
    async heldByAnother(kind: RemovalTargetKind, targetId: number, requestId: number, executor: Executor = db) {
      const row = await executor
        .selectFrom('removal_request_items as i')
        .innerJoin('removal_requests as r', 'r.id', 'i.request_id')
        .select('i.id')
        .where('i.target_kind', '=', kind)
        .where('i.target_id', '=', targetId)
        .where('i.request_id', '!=', requestId)
        .where('r.status', '=', 'open')
        .executeTakeFirst();
      return Boolean(row);
    },

    /** Requests waiting for a decision (the metrics and the System page), by the status index. */
    async openCount(): Promise<number> {
      const { n } = await db
        .selectFrom('removal_requests')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 'open')
        .executeTakeFirstOrThrow();
      return Number(n);
    },

    /** Open requests first, by deadline; then decided ones, newest decision first. */
    async list(page: PageRequest, status: RemovalRequestStatus | undefined) {
      const rows = await pageOf(
        filtered(status)
          .selectAll()
          .orderBy((eb) => eb.case().when('status', '=', 'open').then(0).else(1).end())
          .orderBy('due_at')
          .orderBy('id'),
        page,
      ).execute();
      return { rows, total: await countOf(filtered(status)) };
    },

    /** Open requests and the earliest deadline among them. */
    async openSummary() {
      const row = await db
        .selectFrom('removal_requests')
        .select((eb) => [eb.fn.countAll<number | string>().as('n'), eb.fn.min('due_at').as('nearest')])
        .where('status', '=', 'open')
        .executeTakeFirstOrThrow();
      return { open: Number(row.n), nearest: row.nearest };
    },

    async decide(
      id: number,
      change: { status: RemovalRequestStatus; at: string; by: number; reason: string | null },
      executor: Executor = db,
    ): Promise<boolean> {
      const result = await executor
        .updateTable('removal_requests')
        .set({ status: change.status, decided_at: change.at, decided_by: change.by, reason: change.reason })
        .where('id', '=', id)
        .where('status', '=', 'open')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /**
     * Open requests whose deadline is at or before `dueBefore` (filed long enough ago: the deadline is
     * a fixed time after filing, and it is what the index orders) whose `column` reminder has not gone out.
     */
    dueReminders: (column: ReminderColumn, dueBefore: string) =>
      db
        .selectFrom('removal_requests')
        .select(['id', 'number', 'created_at', 'due_at'])
        .where('status', '=', 'open')
        .where('due_at', '<=', dueBefore)
        .where(column, 'is', null)
        .orderBy('due_at')
        .execute(),

    /** Marks the reminder sent; false when another run did it first (or the request was decided). */
    async markReminded(id: number, column: ReminderColumn, at: string, executor: Executor = db) {
      const result = await executor
        .updateTable('removal_requests')
        .set({ [column]: at })
        .where('id', '=', id)
        .where('status', '=', 'open')
        .where(column, 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Where staff reminders go: every admin account. */
    staffEmails: async (executor: Executor = db) =>
      (await executor.selectFrom('users').select('email').where('is_admin', '=', 1).orderBy('id').execute()).map(
        (r) => r.email,
      ),
  };
}
export type RemovalRequestsRepository = ReturnType<typeof removalRequestsRepository>;
