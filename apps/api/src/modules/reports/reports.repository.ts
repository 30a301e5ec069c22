import type { Kysely } from 'kysely';
import type { ReportReason, ReportStatus } from '@packdex/shared/constants';
import { countOf, pageOf, type PageRequest } from '../../db/paging.ts';
import type { DB, Executor } from '../../db/schema.ts';

/** The column of `reports` that names each kind of target. */
export const TARGET_COLUMN = { content: 'content_id', model: 'model_id', comment: 'comment_id' } as const;
export type ReportTargetKind = keyof typeof TARGET_COLUMN;

export interface NewReport {
  contentId: number | null;
  modelId: number | null;
  commentId: number | null;
  reason: ReportReason;
  description: string | null;
  ipAddress: string;
  reporterUserId: number | null;
  at: string;
}

/** Moderation reports and the audit trail of their status changes. */
export function reportsRepository(db: Kysely<DB>) {
  return {
    insert: (report: NewReport, executor: Executor = db) =>
      executor
        .insertInto('reports')
        .values({
          content_id: report.contentId,
          model_id: report.modelId,
          comment_id: report.commentId,
          reason: report.reason,
          description: report.description,
          ip_address: report.ipAddress,
          reporter_user_id: report.reporterUserId,
          created_at: report.at,
          updated_at: report.at,
        })
        .returningAll()
        .executeTakeFirstOrThrow(),

    findById: (id: number, executor: Executor = db) =>
      executor.selectFrom('reports').selectAll().where('id', '=', id).executeTakeFirst(),

    /** Newest first; `status` undefined lists every status. */
    async list(page: PageRequest, status: ReportStatus | undefined) {
      const q = status ? db.selectFrom('reports').where('status', '=', status) : db.selectFrom('reports');
      const rows = await pageOf(q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'), page).execute();
      return { rows, total: await countOf(q) };
    },

    /** Sets the status and notes, and records the change in report_events; returns the updated report. */
    async review(
      change: { id: number; from: string; to: ReportStatus; notes: string | undefined; adminId: number; at: string },
      executor: Executor = db,
    ) {
      const row = await executor
        .updateTable('reports')
        .set({
          status: change.to,
          admin_notes: change.notes ? change.notes : null,
          reviewed_by: change.adminId,
          updated_at: change.at,
        })
        .where('id', '=', change.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await executor
        .insertInto('report_events')
        .values({
          report_id: change.id,
          admin_id: change.adminId,
          from_status: change.from,
          to_status: change.to,
          notes: change.notes ?? null,
          created_at: change.at,
        })
        .execute();
      return row;
    },

    /** Whether a pending report with one of `reasons` still names the target. */
    async hasPending(
      kind: ReportTargetKind,
      targetId: number,
      reasons: readonly string[],
      executor: Executor = db,
    ): Promise<boolean> {
      const row = await executor
        .selectFrom('reports')
        .select('id')
        .where(TARGET_COLUMN[kind], '=', targetId)
        .where('status', '=', 'pending')
        .where('reason', 'in', [...reasons])
        .executeTakeFirst();
      return Boolean(row);
    },

    /** Report counts by status and reason. */
    countsByStatusAndReason: () =>
      db
        .selectFrom('reports')
        .select(['status', 'reason', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy(['status', 'reason'])
        .execute(),
  };
}
export type ReportsRepository = ReturnType<typeof reportsRepository>;
export type ReportRow = NonNullable<Awaited<ReturnType<ReportsRepository['findById']>>>;
