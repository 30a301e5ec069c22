import type { Kysely } from 'kysely';
import {
  REPORT_REASONS,
  REPORT_STATUSES,
  SEVERE_REPORT_REASONS,
  type ReportReason,
  type ReportStatus,
} from '@packdex/shared/constants';
import type { Report } from '@packdex/shared/schemas';
import { now, toIso } from '../../db/database.ts';
import type { DB, UserRow } from '../../db/schema.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { paginationOf } from '../../lib/paging.ts';

type Kind = 'content' | 'model' | 'comment';
const TABLE = { content: 'contents', model: 'models', comment: 'comments' } as const;
const COLUMN = { content: 'content_id', model: 'model_id', comment: 'comment_id' } as const;
const isSevere = (reason: string) => (SEVERE_REPORT_REASONS as readonly string[]).includes(reason);

interface NewReport {
  contentId?: number | null | undefined;
  modelId?: number | null | undefined;
  commentId?: number | null | undefined;
  reason: ReportReason;
  description?: string | undefined;
}

function targetsOf(r: {
  content_id: number | null;
  model_id: number | null;
  comment_id: number | null;
}): [Kind, number][] {
  const out: [Kind, number][] = [];
  if (r.content_id !== null) out.push(['content', r.content_id]);
  if (r.model_id !== null) out.push(['model', r.model_id]);
  if (r.comment_id !== null) out.push(['comment', r.comment_id]);
  return out;
}

/**
 * Moderation reports. A report for child content or missing consent hides its target from every
 * public list, page and search at once; an admin's review decides: resolved keeps it hidden,
 * reviewed or dismissed brings it back unless another such report is still pending.
 */
export function reportsService(db: Kysely<DB>) {
  return {
    async create(input: NewReport, meta: { ip: string; userId: number | null }): Promise<number> {
      const wanted: [Kind, number | null | undefined][] = [
        ['content', input.contentId],
        ['model', input.modelId],
        ['comment', input.commentId],
      ];
      for (const [kind, id] of wanted) {
        if (id == null) continue;
        const exists = await db.selectFrom(TABLE[kind]).select('id').where('id', '=', id).executeTakeFirst();
        if (!exists) throw notFound(`The reported ${kind} was not found`);
      }
      const at = now();
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('reports')
          .values({
            content_id: input.contentId ?? null,
            model_id: input.modelId ?? null,
            comment_id: input.commentId ?? null,
            reason: input.reason,
            description: input.description ? input.description : null,
            ip_address: meta.ip,
            reporter_user_id: meta.userId,
            created_at: at,
            updated_at: at,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        if (isSevere(input.reason)) {
          for (const [kind, id] of targetsOf(row)) {
            await trx
              .updateTable(TABLE[kind])
              .set({ hidden_at: at })
              .where('id', '=', id)
              .where('hidden_at', 'is', null)
              .execute();
          }
        }
        return row.id;
      });
    },

    async list(page: number, limit: number, status: ReportStatus | 'all' | undefined) {
      let q = db.selectFrom('reports');
      if (status && status !== 'all') q = q.where('status', '=', status);
      const rows = await q
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset((page - 1) * limit)
        .execute();
      const { n } = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      return { reports: rows.map(toReport), pagination: paginationOf(page, limit, Number(n)) };
    },

    async update(admin: UserRow, id: number, status: ReportStatus, notes: string | undefined): Promise<Report> {
      const at = now();
      const updated = await db.transaction().execute(async (trx) => {
        const report = await trx.selectFrom('reports').selectAll().where('id', '=', id).executeTakeFirst();
        if (!report) throw notFound('Report not found');
        if (report.status !== 'pending') throw conflict('Only pending reports can be updated');
        const row = await trx
          .updateTable('reports')
          .set({ status, admin_notes: notes ? notes : null, reviewed_by: admin.id, updated_at: at })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('report_events')
          .values({
            report_id: id,
            admin_id: admin.id,
            from_status: report.status,
            to_status: status,
            notes: notes ?? null,
            created_at: at,
          })
          .execute();
        if (isSevere(report.reason) && status !== 'resolved') {
          for (const [kind, targetId] of targetsOf(report)) {
            const stillPending = await trx
              .selectFrom('reports')
              .select('id')
              .where(COLUMN[kind], '=', targetId)
              .where('status', '=', 'pending')
              .where('reason', 'in', [...SEVERE_REPORT_REASONS])
              .executeTakeFirst();
            if (!stillPending)
              await trx.updateTable(TABLE[kind]).set({ hidden_at: null }).where('id', '=', targetId).execute();
          }
        }
        return row;
      });
      return toReport(updated);
    },

    async stats() {
      const rows = await db
        .selectFrom('reports')
        .select(['status', 'reason', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy(['status', 'reason'])
        .execute();
      const byStatus = Object.fromEntries(REPORT_STATUSES.map((s) => [s, 0])) as Record<string, number>;
      const byReason = Object.fromEntries(REPORT_REASONS.map((r) => [r, 0])) as Record<string, number>;
      let total = 0;
      for (const r of rows) {
        byStatus[r.status] = (byStatus[r.status] ?? 0) + Number(r.n);
        byReason[r.reason] = (byReason[r.reason] ?? 0) + Number(r.n);
        total += Number(r.n);
      }
      return { total, byStatus, byReason };
    },
  };
}
export type ReportsService = ReturnType<typeof reportsService>;

function toReport(r: {
  id: number;
  status: string;
  content_id: number | null;
  model_id: number | null;
  comment_id: number | null;
  reason: string;
  description: string | null;
  created_at: string | Date;
  ip_address: string | null;
  admin_notes: string | null;
}): Report {
  return {
    id: r.id,
    status: (REPORT_STATUSES as readonly string[]).includes(r.status) ? (r.status as ReportStatus) : 'pending',
    contentId: r.content_id,
    modelId: r.model_id,
    commentId: r.comment_id,
    reason: (REPORT_REASONS as readonly string[]).includes(r.reason) ? (r.reason as ReportReason) : 'other',
    description: r.description,
    createdAt: toIso(r.created_at),
    ipAddress: r.ip_address,
    adminNotes: r.admin_notes,
  };
}
