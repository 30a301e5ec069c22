import {
  REPORT_REASONS,
  REPORT_STATUSES,
  SEVERE_REPORT_REASONS,
  type ReportReason,
  type ReportStatus,
} from '@packdex/shared/constants';
import type { Report, ReportListResponse } from '@packdex/shared/schemas';
import type { Moderation } from '../../db/moderation.ts';
import type { Transact } from '../../db/schema.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { paginationOf } from '../../lib/paging.ts';
import { now, toIso } from '../../lib/time.ts';
import type { Viewer } from '../users/users.service.ts';
import type { ReportRow, ReportsRepository, ReportTargetKind } from './reports.repository.ts';

const isSevere = (reason: string) => (SEVERE_REPORT_REASONS as readonly string[]).includes(reason);

interface NewReportInput {
  contentId?: number | null | undefined;
  modelId?: number | null | undefined;
  commentId?: number | null | undefined;
  reason: ReportReason;
  description?: string | undefined;
}

function targetsOf(r: Pick<ReportRow, 'content_id' | 'model_id' | 'comment_id'>): [ReportTargetKind, number][] {
  const out: [ReportTargetKind, number][] = [];
  if (r.content_id !== null) out.push(['content', r.content_id]);
  if (r.model_id !== null) out.push(['model', r.model_id]);
  if (r.comment_id !== null) out.push(['comment', r.comment_id]);
  return out;
}

function toReport(r: ReportRow): Report {
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

interface Deps {
  transact: Transact;
  reports: ReportsRepository;
  /** The reportable things, each through its own feature's repository. */
  targets: Record<ReportTargetKind, Moderation>;
}

/**
 * Moderation reports (docs/product.md#moderation). A report for child content or missing consent
 * hides its target from every public list, page and search at once; an admin's review decides:
 * resolved keeps it hidden, reviewed or dismissed brings it back unless another such report is
 * still pending.
 */
export function reportsService({ transact, reports, targets }: Deps) {
  return {
    async create(input: NewReportInput, meta: { ip: string; userId: number | null }): Promise<number> {
      const wanted: [ReportTargetKind, number | null | undefined][] = [
        ['content', input.contentId],
        ['model', input.modelId],
        ['comment', input.commentId],
      ];
      for (const [kind, id] of wanted) {
        if (id != null && !(await targets[kind].exists(id))) throw notFound(`The reported ${kind} was not found`);
      }
      const at = now();
      return transact(async (trx) => {
        const row = await reports.insert(
          {
            contentId: input.contentId ?? null,
            modelId: input.modelId ?? null,
            commentId: input.commentId ?? null,
            reason: input.reason,
            description: input.description ? input.description : null,
            ipAddress: meta.ip,
            reporterUserId: meta.userId,
            at,
          },
          trx,
        );
        if (isSevere(input.reason)) {
          for (const [kind, id] of targetsOf(row)) await targets[kind].hide(id, at, trx);
        }
        return row.id;
      });
    },

    async list(page: number, limit: number, status: ReportStatus | 'all' | undefined): Promise<ReportListResponse> {
      const { rows, total } = await reports.list({ page, limit }, status === 'all' ? undefined : status);
      return { reports: rows.map(toReport), pagination: paginationOf(page, limit, total) };
    },

    async update(admin: Viewer, id: number, status: ReportStatus, notes: string | undefined): Promise<Report> {
      const at = now();
      const updated = await transact(async (trx) => {
        const report = await reports.findById(id, trx);
        if (!report) throw notFound('Report not found');
        if (report.status !== 'pending') throw conflict('Only pending reports can be updated');
        const row = await reports.review({ id, from: report.status, to: status, notes, adminId: admin.id, at }, trx);
        if (isSevere(report.reason) && status !== 'resolved') {
          for (const [kind, targetId] of targetsOf(report)) {
            if (!(await reports.hasPending(kind, targetId, SEVERE_REPORT_REASONS, trx)))
              await targets[kind].unhide(targetId, trx);
          }
        }
        return row;
      });
      return toReport(updated);
    },

    async stats() {
      const rows = await reports.countsByStatusAndReason();
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
