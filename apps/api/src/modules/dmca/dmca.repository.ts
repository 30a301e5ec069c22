import type { Kysely } from 'kysely';
import type { DmcaStatus, Language } from '@packdex/shared/constants';
import type { Engine } from '../../db/database.ts';
import { lockForTransaction } from '../../db/locks.ts';
import { countOf, pageOf, type PageRequest } from '../../db/paging.ts';
import type { DB, Executor } from '../../db/schema.ts';

export type DmcaTargetKind = 'content' | 'model';

interface NewNotice {
  number: string;
  work: string;
  name: string;
  address: string;
  phone: string;
  email: string;
  signature: string;
  ip: string;
  at: string;
  language: Language;
  items: { url: string; kind: DmcaTargetKind; targetId: number; modelId: number | null }[];
}

interface NewCounterNotice {
  noticeId: number;
  material: string;
  name: string;
  address: string;
  phone: string | null;
  email: string | null;
  signature: string;
  ip: string;
  at: string;
  restoreDueAt: string;
  language: Language;
}

/** Notices whose takedown stands: their items count as a strike against their model and keep their DMCA hold. */
const IN_FORCE: DmcaStatus[] = ['accepted', 'countered', 'suit_filed'];

/** DMCA notices, the pages they name, and counter-notices (docs/trust-and-safety.md#dmca). */
export function dmcaRepository(db: Kysely<DB>, engine: Engine) {
  const filtered = (status: DmcaStatus | undefined) => {
    let q = db.selectFrom('dmca_notices');
    if (status) q = q.where('status', '=', status);
    return q;
  };

  return {
    /** Serialises decisions, counter-notices and restorations of notices. */
    lock: (trx: Executor) => lockForTransaction(engine, 'dmca', trx),

    async insert(notice: NewNotice, executor: Executor = db) {
      const row = await executor
        .insertInto('dmca_notices')
        .values({
          number: notice.number,
          work: notice.work,
          complainant_name: notice.name,
          complainant_address: notice.address,
          complainant_phone: notice.phone,
          complainant_email: notice.email,
          good_faith: 1,
          accuracy_under_perjury: 1,
          signature: notice.signature,
          ip_address: notice.ip,
          created_at: notice.at,
          updated_at: notice.at,
          language: notice.language,
        })
        .returning(['id', 'number'])
        .executeTakeFirstOrThrow();
      await executor
        .insertInto('dmca_notice_items')
        .values(
          notice.items.map((item) => ({
            notice_id: row.id,
            url: item.url,
            target_kind: item.kind,
            target_id: item.targetId,
            model_id: item.modelId,
          })),
        )
        .execute();
      return row;
    },

    findById: (id: number, executor: Executor = db) =>
      executor.selectFrom('dmca_notices').selectAll().where('id', '=', id).executeTakeFirst(),

    findByNumber: (number: string, executor: Executor = db) =>
      executor.selectFrom('dmca_notices').selectAll().where('number', '=', number).executeTakeFirst(),

    /** One page of notices: pending first (oldest first, so overdue ones lead), then the rest newest first. */
    async list(page: PageRequest, status: DmcaStatus | undefined) {
      const rows = await pageOf(
        filtered(status)
          .selectAll()
          .orderBy((eb) => eb.case().when('status', '=', 'pending').then(0).else(1).end())
          .orderBy((eb) =>
            eb
              .case()
              .when('status', '=', 'pending')
              .then(eb.ref('id'))
              .else(eb.neg(eb.ref('id')))
              .end(),
          ),
        page,
      ).execute();
      return { rows, total: await countOf(filtered(status)) };
    },

    /** Notices filed since `since`, site-wide (the acknowledgement cap). */
    countFiledSince: (since: string, executor: Executor = db) =>
      countOf(executor.selectFrom('dmca_notices').where('created_at', '>=', since)),

    countPendingBefore: (cutoff: string) =>
      countOf(db.selectFrom('dmca_notices').where('status', '=', 'pending').where('created_at', '<', cutoff)),

    itemsOf: (noticeIds: number[], executor: Executor = db) =>
      noticeIds.length === 0
        ? Promise.resolve([])
        : executor
            .selectFrom('dmca_notice_items')
            .selectAll()
            .where('notice_id', 'in', noticeIds)
            .orderBy('id')
            .execute(),

    async markItemHid(itemId: number, executor: Executor = db): Promise<void> {
      await executor.updateTable('dmca_notice_items').set({ hid_target: 1 }).where('id', '=', itemId).execute();
    },

    /** Whether a notice other than `exceptNoticeId`, still in force, took the page down (holds it). */
    async heldByAnotherNotice(
      kind: DmcaTargetKind,
      targetId: number,
      exceptNoticeId: number,
      executor: Executor = db,
    ): Promise<boolean> {
      const row = await executor
        .selectFrom('dmca_notice_items')
        .innerJoin('dmca_notices', 'dmca_notices.id', 'dmca_notice_items.notice_id')
        .select('dmca_notice_items.id')
        .where('dmca_notice_items.target_kind', '=', kind)
        .where('dmca_notice_items.target_id', '=', targetId)
        .where('dmca_notice_items.hid_target', '=', 1)
        .where('dmca_notice_items.notice_id', '!=', exceptNoticeId)
        .where('dmca_notices.status', 'in', IN_FORCE)
        .executeTakeFirst();
      return Boolean(row);
    },

    /** Accepted notices (whose takedown stands) naming each model. */
    async strikesOf(modelIds: number[]): Promise<Map<number, number>> {
      if (modelIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('dmca_notice_items')
        .innerJoin('dmca_notices', 'dmca_notices.id', 'dmca_notice_items.notice_id')
        .select((eb) => ['dmca_notice_items.model_id', eb.fn.count<number>('dmca_notices.id').distinct().as('n')])
        .where('dmca_notice_items.model_id', 'in', modelIds)
        .where('dmca_notices.status', 'in', IN_FORCE)
        .groupBy('dmca_notice_items.model_id')
        .execute();
      return new Map(rows.map((r) => [r.model_id ?? 0, Number(r.n)]));
    },

    /** Models with at least `threshold` accepted notices, most first. */
    repeatInfringers: (threshold: number) =>
      db
        .selectFrom('dmca_notice_items')
        .innerJoin('dmca_notices', 'dmca_notices.id', 'dmca_notice_items.notice_id')
        .leftJoin('models', 'models.id', 'dmca_notice_items.model_id')
        .select((eb) => [
          'dmca_notice_items.model_id',
          'models.name',
          'models.slug',
          eb.fn.count<number>('dmca_notices.id').distinct().as('n'),
        ])
        .where('dmca_notice_items.model_id', 'is not', null)
        .where('dmca_notices.status', 'in', IN_FORCE)
        .groupBy(['dmca_notice_items.model_id', 'models.name', 'models.slug'])
        .having((eb) => eb.fn.count('dmca_notices.id').distinct(), '>=', threshold)
        .orderBy('n', 'desc')
        .execute(),

    /** Moves a notice on; false when it was no longer in one of `from` (a concurrent decision). */
    async setStatus(
      id: number,
      from: DmcaStatus[],
      patch: { status: DmcaStatus; at: string; decidedBy?: number; reason?: string | null },
      executor: Executor = db,
    ): Promise<boolean> {
      const result = await executor
        .updateTable('dmca_notices')
        .set({
          status: patch.status,
          updated_at: patch.at,
          ...(patch.decidedBy !== undefined
            ? { decided_by: patch.decidedBy, decided_at: patch.at, decision_reason: patch.reason ?? null }
            : {}),
        })
        .where('id', '=', id)
        .where('status', 'in', from)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    insertCounter: (c: NewCounterNotice, executor: Executor = db) =>
      executor
        .insertInto('dmca_counter_notices')
        .values({
          notice_id: c.noticeId,
          material: c.material,
          name: c.name,
          address: c.address,
          phone: c.phone,
          email: c.email,
          perjury_statement: 1,
          consent_to_jurisdiction: 1,
          signature: c.signature,
          ip_address: c.ip,
          restore_due_at: c.restoreDueAt,
          created_at: c.at,
          language: c.language,
        })
        .returning(['id', 'restore_due_at'])
        .executeTakeFirstOrThrow(),

    countersOf: (noticeIds: number[], executor: Executor = db) =>
      noticeIds.length === 0
        ? Promise.resolve([])
        : executor.selectFrom('dmca_counter_notices').selectAll().where('notice_id', 'in', noticeIds).execute(),

    /** Counter-notices whose restoration is due at `now` and was neither done nor cancelled. */
    dueCounters: (now: string) =>
      db
        .selectFrom('dmca_counter_notices')
        .innerJoin('dmca_notices', 'dmca_notices.id', 'dmca_counter_notices.notice_id')
        .select(['dmca_counter_notices.id', 'dmca_counter_notices.notice_id', 'dmca_notices.number'])
        .where('dmca_counter_notices.restored_at', 'is', null)
        .where('dmca_counter_notices.cancelled_at', 'is', null)
        .where('dmca_counter_notices.restore_due_at', '<=', now)
        .where('dmca_notices.status', '=', 'countered')
        .orderBy('dmca_counter_notices.restore_due_at')
        .execute(),

    async markCounter(noticeId: number, patch: { restoredAt?: string; cancelledAt?: string }, executor: Executor = db) {
      await executor
        .updateTable('dmca_counter_notices')
        .set({
          ...(patch.restoredAt ? { restored_at: patch.restoredAt } : {}),
          ...(patch.cancelledAt ? { cancelled_at: patch.cancelledAt } : {}),
        })
        .where('notice_id', '=', noticeId)
        .where('restored_at', 'is', null)
        .where('cancelled_at', 'is', null)
        .execute();
    },
  };
}
export type DmcaRepository = ReturnType<typeof dmcaRepository>;
export type DmcaNoticeRow = NonNullable<Awaited<ReturnType<DmcaRepository['findById']>>>;
export type DmcaItemRow = Awaited<ReturnType<DmcaRepository['itemsOf']>>[number];
export type DmcaCounterRow = Awaited<ReturnType<DmcaRepository['countersOf']>>[number];
