import {
  EVIDENCE_RETENTION_DAYS,
  REPORT_OVERDUE_BUSINESS_DAYS,
  REPORT_REASONS,
  REPORT_STATUSES,
  type ReportReason,
  type ReportStatus,
} from '@packdex/shared/constants';
import type { Report, ReportEvidence, ReportListResponse } from '@packdex/shared/schemas';
import { businessDaysCutoff } from '@packdex/shared/utils';
import type { Config } from '../../config.ts';
import type { Moderation } from '../../db/moderation.ts';
import type { Executor, Transact } from '../../db/schema.ts';
import { clock } from '../../lib/clock.ts';
import { conflict, notFound, tooManyRequests } from '../../lib/errors.ts';
import { paginationOf } from '../../lib/paging.ts';
import { toIso } from '../../lib/time.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import type { DenylistService } from '../denylist/denylist.service.ts';
import type { PictureHashesService } from '../picture-hashes/picture-hashes.service.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import type { Viewer } from '../users/users.service.ts';
import { isSevere, justifiesHiding, reporterKey, STANDING_LOOKBACK_DAYS, standingOf } from './report-policy.ts';
import type { ReportRow, ReportsRepository, ReportTargetKind } from './reports.repository.ts';
import { toEvidence, toReport } from './report-view.ts';

const DAY_MS = 86_400_000;
/** The audit log's verb for each decision. */
const AUDIT_ACTIONS: Record<ReportStatus, string> = {
  pending: 'review',
  reviewed: 'review',
  resolved: 'resolve',
  dismissed: 'dismiss',
};
const HOUR_MS = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

interface NewReportInput {
  contentId?: number | null | undefined;
  modelId?: number | null | undefined;
  commentId?: number | null | undefined;
  reason: ReportReason;
  description?: string | undefined;
}

/** The one thing a report names (the schema allows exactly one; old rows may name none). */
export function targetOf(
  r: Pick<ReportRow, 'content_id' | 'model_id' | 'comment_id'>,
): [ReportTargetKind, number] | null {
  if (r.content_id !== null) return ['content', r.content_id];
  if (r.model_id !== null) return ['model', r.model_id];
  if (r.comment_id !== null) return ['comment', r.comment_id];
  return null;
}

interface ReportsDeps {
  transact: Transact;
  reports: ReportsRepository;
  /** The reportable things, each through its own feature's repository. */
  targets: Record<ReportTargetKind, Moderation>;
  users: Pick<UsersRepository, 'findById' | 'update'>;
  audit: AuditRepository;
  denylist: Pick<DenylistService, 'add'>;
  policy: Config['reports'];
  /** A broken_link report about an item was filed: its links are checked at once (link health). */
  onBrokenLink?: (contentId: number) => Promise<void>;
  /** Lists a removed item's or hidden model's picture as known-bad (docs/compliance.md#picture-hashes). */
  pictureHashes?: Pick<PictureHashesService, 'block'>;
}

/**
 * Moderation reports (docs/trust-and-safety.md). A child_content or no_consent report hides its
 * target at once when the reporter is credible, otherwise once `policy.hideThreshold` distinct
 * reporters reported it within 24 h; caps per reporter and site-wide answer 429. An admin's
 * review decides: resolved removes the item (content: its link is denylisted), reviewed or
 * dismissed brings it back unless the remaining pending reports still justify hiding it.
 */
export function reportsService(deps: ReportsDeps) {
  const { transact, reports, targets, users, audit, denylist, policy, pictureHashes } = deps;

  /**
   * Lifts the reports' hold on the target when the pending reports left no longer justify it; true
   * when the target is visible again (no other workflow holds it).
   */
  async function reconsider(kind: ReportTargetKind, id: number, trx: Executor): Promise<boolean> {
    if (!(await targets[kind].holds(id, trx)).includes('reports')) return false;
    if (await reports.hasResolvedSevere(kind, id, trx)) return false;
    if (justifiesHiding(await reports.pendingSevereAbout(kind, id, trx), policy.hideThreshold)) return false;
    // Lifts the reports' hold only: a page a DMCA takedown holds too stays hidden.
    return targets[kind].unhide(id, 'reports', trx);
  }

  async function enforceCaps(key: string, standing: { credible: boolean; uncapped: boolean }, trx: Executor) {
    const nowMs = clock.millis();
    if (!standing.uncapped) {
      const mine = await reports.countSevereSince({ reporterKey: key }, iso(nowMs - DAY_MS), trx);
      if (mine >= policy.severePerReporterDaily)
        throw tooManyRequests(
          3600,
          `You have sent ${mine} child-safety or consent reports in the last 24 hours, the most we accept. Moderators review every one; please write to support for anything more.`,
        );
    }
    if (!standing.credible) {
      const site = await reports.countSevereSince({ notCredible: true }, iso(nowMs - HOUR_MS), trx);
      if (site >= policy.severeGlobalHourly)
        throw tooManyRequests(
          600,
          'We are receiving an unusual number of child-safety and consent reports and accept more only from verified accounts for now. Please try again later or sign in.',
        );
    }
  }

  /** Freezes what the report names, with who reported it, into an evidence record. */
  async function freezeEvidence(row: ReportRow, kind: ReportTargetKind, id: number, trx: Executor) {
    const snapshot = (await targets[kind].snapshot(id, trx)) ?? {};
    const at = clock.millis();
    await reports.insertEvidence(
      {
        reportId: row.id,
        reason: row.reason,
        targetKind: kind,
        targetId: id,
        targetUrl: kind === 'content' && typeof snapshot.url === 'string' ? snapshot.url : null,
        snapshot,
        reporterIp: row.ip_address,
        reporterUserId: row.reporter_user_id,
        description: row.description,
        reportedAt: toIso(row.created_at),
        capturedAt: iso(at),
        retainUntil: iso(at + EVIDENCE_RETENTION_DAYS * DAY_MS),
      },
      trx,
    );
  }

  /** Resolving a severe report: content and comments are removed (a content link denylisted), a model stays hidden. */
  async function removeTarget(admin: Viewer, report: ReportRow, kind: ReportTargetKind, id: number, trx: Executor) {
    const at = clock.now().toISOString();
    for (const other of await reports.pendingAbout(kind, id, report.id, trx)) {
      const notes = `Resolved with report #${report.id}`;
      await reports.review({ id: other.id, from: other.status, to: 'resolved', notes, adminId: admin.id, at }, trx);
    }
    const snapshot = await targets[kind].snapshot(id, trx);
    const pictures = [snapshot?.photo_url, snapshot?.thumbnail_url].filter((u): u is string => typeof u === 'string');
    const origin = { source: 'report' as const, sourceId: report.id, label: `Report #${report.id}: ${report.reason}` };
    if (pictures.length) await pictureHashes?.block(pictures, origin, admin, trx);
    if (kind === 'model') {
      await targets.model.hide(id, 'reports', at, trx);
      return;
    }
    const evidence = await reports.findEvidence(report.id, trx);
    if (kind === 'content') {
      const urls = new Set([snapshot?.url, evidence?.target_url].filter((u): u is string => typeof u === 'string'));
      for (const url of urls)
        await denylist.add({ url, reason: report.reason, reportId: report.id, addedBy: admin.id, at }, trx);
    }
    await targets[kind].remove(id, trx);
  }

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
      const severe = isSevere(input.reason);
      const key = reporterKey(meta.userId, meta.ip);
      const nowMs = clock.millis();
      const user = severe && meta.userId !== null ? await users.findById(meta.userId) : undefined;
      const dismissed = user
        ? await reports.countDismissedSevereBy(user.id, iso(nowMs - STANDING_LOOKBACK_DAYS * DAY_MS))
        : 0;
      const standing = severe ? standingOf(user, dismissed, nowMs) : { credible: false, uncapped: false };
      const id = await transact(async (trx) => {
        if (severe) {
          await reports.lock(trx);
          await enforceCaps(key, standing, trx);
        }
        const row = await reports.insert(
          {
            contentId: input.contentId ?? null,
            modelId: input.modelId ?? null,
            commentId: input.commentId ?? null,
            reason: input.reason,
            description: input.description ? input.description : null,
            ipAddress: meta.ip,
            reporterUserId: meta.userId,
            reporterKey: key,
            credible: standing.credible,
            at: iso(nowMs),
          },
          trx,
        );
        const target = targetOf(row);
        if (severe && target) {
          const [kind, id] = target;
          await freezeEvidence(row, kind, id, trx);
          if (justifiesHiding(await reports.pendingSevereAbout(kind, id, trx), policy.hideThreshold)) {
            await targets[kind].hide(id, 'reports', iso(nowMs), trx);
            await reports.markHidTarget(row.id, trx);
          }
        }
        return row.id;
      });
      if (input.reason === 'broken_link' && input.contentId != null) await deps.onBrokenLink?.(input.contentId);
      return id;
    },

    async list(page: number, limit: number, status: ReportStatus | 'all' | undefined): Promise<ReportListResponse> {
      const now = clock.now();
      const cutoff = businessDaysCutoff(REPORT_OVERDUE_BUSINESS_DAYS, now).toISOString();
      const { rows, total } = await reports.list({ page, limit }, status === 'all' ? undefined : status, cutoff);
      return { reports: rows.map((r) => toReport(r, now)), pagination: paginationOf(page, limit, total) };
    },

    /** pending → reviewed | resolved | dismissed, in one transaction with its audit entries. */
    async update(admin: Viewer, id: number, status: ReportStatus, notes: string | undefined): Promise<Report> {
      const at = clock.now().toISOString();
      const updated = await transact(async (trx) => {
        await reports.lock(trx);
        const report = await reports.findById(id, trx);
        if (!report) throw notFound('Report not found');
        if (report.status !== 'pending') throw conflict('Only pending reports can be updated');
        if (status === 'pending') throw conflict('A pending report moves to reviewed, resolved or dismissed');
        const row = await reports.review({ id, from: report.status, to: status, notes, adminId: admin.id, at }, trx);
        const target = targetOf(report);
        if (isSevere(report.reason) && target) {
          if (status === 'resolved') await removeTarget(admin, report, target[0], target[1], trx);
          else await reconsider(target[0], target[1], trx);
        }
        await audit.record(
          {
            adminId: admin.id,
            action: AUDIT_ACTIONS[status],
            entity: 'report',
            entityId: id,
            // label/before/after: the shape the admin audit log reads (modules/audit).
            details: {
              label: `Report #${id}: ${report.reason}`,
              before: { status: report.status },
              after: { status, adminNotes: notes ?? null },
              reason: report.reason,
              target: target ? { kind: target[0], id: target[1] } : null,
            },
            at,
          },
          trx,
        );
        return row;
      });
      return toReport(updated, clock.now());
    },

    async stats() {
      const cutoff = businessDaysCutoff(REPORT_OVERDUE_BUSINESS_DAYS, clock.now()).toISOString();
      const [rows, overdue] = await Promise.all([
        reports.countsByStatusAndReason(),
        reports.countPendingBefore(cutoff),
      ]);
      const byStatus = Object.fromEntries(REPORT_STATUSES.map((s) => [s, 0])) as Record<string, number>;
      const byReason = Object.fromEntries(REPORT_REASONS.map((r) => [r, 0])) as Record<string, number>;
      let total = 0;
      let severePending = 0;
      for (const r of rows) {
        byStatus[r.status] = (byStatus[r.status] ?? 0) + Number(r.n);
        byReason[r.reason] = (byReason[r.reason] ?? 0) + Number(r.n);
        total += Number(r.n);
        if (r.status === 'pending' && isSevere(r.reason)) severePending += Number(r.n);
      }
      return { total, byStatus, byReason, overdue, severePending };
    },

    /** The frozen evidence of a severe report (admins only; the route checks). */
    async evidence(id: number): Promise<ReportEvidence> {
      const row = await reports.findEvidence(id);
      if (!row) {
        if (!(await reports.findById(id))) throw notFound('Report not found');
        throw notFound('No evidence record: only child-safety and consent reports freeze evidence');
      }
      return toEvidence(row);
    },

    /** Shows a target again when reports hid it and what is still pending no longer justifies it (for revert). */
    reconsider,
  };
}
export type ReportsService = ReturnType<typeof reportsService>;
