import { type Expression, type Kysely, sql } from 'kysely';
import { SEVERE_REPORT_REASONS } from '@packdex/shared/constants';
import type { Engine } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';

/** A calendar month as a half-open range of instants, ISO 8601: from ≤ t < to. */
export interface MonthRange {
  from: string;
  to: string;
}

/** Who decided what and how fast: one row a case received in the month. */
export interface CaseTiming {
  /** Seconds from receipt to decision; null while undecided. */
  seconds: number | null;
}

const count = (n: unknown) => Number(n ?? 0);

/**
 * The figures of the monthly processor and transparency report (docs/compliance.md#monthly-report),
 * each one query over a month's date range (indexes: migration 2026-12-11-0502).
 */
export function transparencyRepository(db: Kysely<DB>, engine: Engine) {
  /** Seconds from `start` to `end`, in the database (SQLite keeps ISO text, PostgreSQL timestamptz). */
  const secondsBetween = (start: Expression<unknown>, end: Expression<unknown>) =>
    engine === 'postgres'
      ? sql<number | null>`extract(epoch from (${end} - ${start}))`
      : sql<number | null>`(julianday(${end}) - julianday(${start})) * 86400.0`;

  return {
    /** Reports filed in the month, each with the time to its first decision (leaving pending). */
    async reportTimings({ from, to }: MonthRange): Promise<(CaseTiming & { severe: boolean })[]> {
      const rows = await db
        .selectFrom('reports as r')
        .leftJoin(
          (eb) =>
            eb
              .selectFrom('report_events')
              .select(['report_id', (e) => e.fn.min('created_at').as('decided_at')])
              .where('from_status', '=', 'pending')
              .groupBy('report_id')
              .as('d'),
          (join) => join.onRef('d.report_id', '=', 'r.id'),
        )
        .select((eb) => ['r.reason', secondsBetween(eb.ref('r.created_at'), eb.ref('d.decided_at')).as('seconds')])
        .where('r.created_at', '>=', from)
        .where('r.created_at', '<', to)
        .execute();
      return rows.map((r) => ({
        seconds: r.seconds === null ? null : Number(r.seconds),
        severe: (SEVERE_REPORT_REASONS as readonly string[]).includes(r.reason),
      }));
    },

    /** Removal requests received in the month: their outcome, time to decision and whether they missed the deadline by `now`. */
    async removalRequestTimings(
      { from, to }: MonthRange,
      now: string,
    ): Promise<(CaseTiming & { status: string; overdue: boolean })[]> {
      const rows = await db
        .selectFrom('removal_requests')
        .select((eb) => [
          'status',
          secondsBetween(eb.ref('created_at'), eb.ref('decided_at')).as('seconds'),
          eb
            .case()
            .when(
              eb.or([
                eb('decided_at', '>', eb.ref('due_at')),
                eb.and([eb('decided_at', 'is', null), eb('due_at', '<', now)]),
              ]),
            )
            .then(1)
            .else(0)
            .end()
            .as('overdue'),
        ])
        .where('created_at', '>=', from)
        .where('created_at', '<', to)
        .execute();
      return rows.map((r) => ({
        status: r.status,
        seconds: r.seconds === null ? null : Number(r.seconds),
        overdue: Number(r.overdue) === 1,
      }));
    },

    /** Items removed in the month, by the workflow that removed them. */
    async removedByReason({ from, to }: MonthRange): Promise<Record<string, number>> {
      const [requests, reports, dmca, holds] = await Promise.all([
        // Every item an accepted removal request named (each removed, or a model with items kept hidden for good).
        db
          .selectFrom('removal_request_items as i')
          .innerJoin('removal_requests as q', 'q.id', 'i.request_id')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('q.status', '=', 'accepted')
          .where('q.decided_at', '>=', from)
          .where('q.decided_at', '<', to)
          .executeTakeFirst(),
        // The distinct things severe reports resolved in the month named.
        db
          .selectFrom('report_events as e')
          .innerJoin('reports as r', 'r.id', 'e.report_id')
          .select(
            sql<number>`count(distinct coalesce('c' || r.content_id, 'm' || r.model_id, 'k' || r.comment_id))`.as('n'),
          )
          .where('e.to_status', '=', 'resolved')
          .where('e.created_at', '>=', from)
          .where('e.created_at', '<', to)
          .where('r.reason', 'in', SEVERE_REPORT_REASONS)
          .executeTakeFirst(),
        // The pages DMCA notices accepted in the month hid.
        db
          .selectFrom('dmca_notice_items as i')
          .innerJoin('dmca_notices as n', 'n.id', 'i.notice_id')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('i.hid_target', '=', 1)
          .where('n.status', '!=', 'rejected')
          .where('n.decided_at', '>=', from)
          .where('n.decided_at', '<', to)
          .executeTakeFirst(),
        // Admins' hides and dead links: the holds placed in the month that are still in force.
        db
          .selectFrom(
            sql<{ reason: string; placed_at: string }>`(
              select reason, placed_at from content_holds
              union all select reason, placed_at from model_holds
              union all select reason, placed_at from comment_holds)`.as('h'),
          )
          .select(['h.reason', (eb) => eb.fn.countAll().as('n')])
          .where('h.reason', 'in', ['admin', 'link_dead'])
          .where('h.placed_at', '>=', from)
          .where('h.placed_at', '<', to)
          .groupBy('h.reason')
          .execute(),
      ]);
      const byHold = Object.fromEntries(holds.map((h) => [h.reason, count(h.n)]));
      return {
        removal_request: count(requests?.n),
        reports: count(reports?.n),
        dmca: count(dmca?.n),
        admin: byHold.admin ?? 0,
        link_dead: byHold.link_dead ?? 0,
      };
    },

    /** DMCA notices received and decided, counter-notices received and pages restored, in the month. */
    async dmcaFigures({ from, to }: MonthRange) {
      const inMonth = (column: string) =>
        sql<number>`sum(case when ${sql.ref(column)} >= ${from} and ${sql.ref(column)} < ${to} then 1 else 0 end)`;
      const notices = await db
        .selectFrom('dmca_notices')
        .select([
          inMonth('created_at').as('received'),
          sql<number>`sum(case when decided_at >= ${from} and decided_at < ${to} and status <> 'rejected' then 1 else 0 end)`.as(
            'accepted',
          ),
          sql<number>`sum(case when decided_at >= ${from} and decided_at < ${to} and status = 'rejected' then 1 else 0 end)`.as(
            'rejected',
          ),
        ])
        .where((eb) =>
          eb.or([
            eb.and([eb('created_at', '>=', from), eb('created_at', '<', to)]),
            eb.and([eb('decided_at', '>=', from), eb('decided_at', '<', to)]),
          ]),
        )
        .executeTakeFirst();
      const counters = await db
        .selectFrom('dmca_counter_notices')
        .select([inMonth('created_at').as('received'), inMonth('restored_at').as('restored')])
        .where((eb) =>
          eb.or([
            eb.and([eb('created_at', '>=', from), eb('created_at', '<', to)]),
            eb.and([eb('restored_at', '>=', from), eb('restored_at', '<', to)]),
          ]),
        )
        .executeTakeFirst();
      return {
        received: count(notices?.received),
        accepted: count(notices?.accepted),
        rejected: count(notices?.rejected),
        counterNotices: count(counters?.received),
        restored: count(counters?.restored),
      };
    },

    /** Known-bad picture list: entries added, and pictures it refused, in the month. */
    async pictureHashFigures({ from, to }: MonthRange) {
      const [added, refused] = await Promise.all([
        db
          .selectFrom('picture_hashes')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('created_at', '>=', from)
          .where('created_at', '<', to)
          .executeTakeFirst(),
        db
          .selectFrom('admin_audit_log')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('action', '=', 'picture_hash.blocked')
          .where('created_at', '>=', from)
          .where('created_at', '<', to)
          .executeTakeFirst(),
      ]);
      return { added: count(added?.n), refused: count(refused?.n) };
    },
  };
}
export type TransparencyRepository = ReturnType<typeof transparencyRepository>;
