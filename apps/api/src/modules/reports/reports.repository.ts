import type { ExpressionBuilder, Kysely } from 'kysely';
import { SEVERE_REPORT_REASONS, type ReportReason, type ReportStatus } from '@packdex/shared/constants';
import type { Engine } from '../../db/database.ts';
import { lockForTransaction } from '../../db/locks.ts';
import { countOf, type PageRequest } from '../../db/paging.ts';
import type { DB, Executor } from '../../db/schema.ts';

/** The column of `reports` that names each kind of target. */
const TARGET_COLUMN = { content: 'content_id', model: 'model_id', comment: 'comment_id' } as const;
export type ReportTargetKind = keyof typeof TARGET_COLUMN;

const SEVERE = [...SEVERE_REPORT_REASONS];

interface NewReport {
  contentId: number | null;
  modelId: number | null;
  commentId: number | null;
  reason: ReportReason;
  description: string | null;
  ipAddress: string;
  reporterUserId: number | null;
  reporterKey: string;
  credible: boolean;
  at: string;
}

interface NewEvidence {
  reportId: number;
  reason: string;
  targetKind: ReportTargetKind;
  targetId: number;
  targetUrl: string | null;
  snapshot: Record<string, unknown>;
  reporterIp: string | null;
  reporterUserId: number | null;
  description: string | null;
  reportedAt: string;
  capturedAt: string;
  retainUntil: string;
}

/** Whose reports a revert withdraws: an account, an exact address, or a reporter identity from the alerts. */
export type ReporterSelector = { reporterId: number } | { ip: string } | { reporterKey: string };

/** Who a severe-report count is about: one reporter, or every reporter who is not credible. */
type SevereScope = { reporterKey: string } | { notCredible: true } | 'all';

/** Pending child_content or no_consent reports that are severe and still open. */
const severePending = (eb: ExpressionBuilder<DB, 'reports'>) =>
  eb.and([eb('reports.status', '=', 'pending'), eb('reports.reason', 'in', SEVERE)]);

/** Moderation reports, their audit trail (report_events) and the evidence of severe ones. */
export function reportsRepository(db: Kysely<DB>, engine: Engine) {
  return {
    /** Serialises the transactions that count and hide on severe reports (caps, threshold). */
    lock: (trx: Executor) => lockForTransaction(engine, 'reports:severe', trx),

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
          reporter_key: report.reporterKey,
          credible: report.credible ? 1 : 0,
          created_at: report.at,
          updated_at: report.at,
        })
        .returningAll()
        .executeTakeFirstOrThrow(),

    /** Marks that this report hid its target. */
    async markHidTarget(id: number, executor: Executor = db): Promise<void> {
      await executor.updateTable('reports').set({ hid_target: 1 }).where('id', '=', id).execute();
    },

    /** The reports the account filed, without the moderators' notes (the account's data export). */
    filedBy: (userId: number) =>
      db
        .selectFrom('reports')
        .select([
          'id',
          'status',
          'reason',
          'description',
          'content_id',
          'model_id',
          'comment_id',
          'ip_address',
          'created_at',
          'updated_at',
        ])
        .where('reporter_user_id', '=', userId)
        .orderBy('created_at')
        .orderBy('id')
        .execute(),

    findById: (id: number, executor: Executor = db) =>
      executor.selectFrom('reports').selectAll().where('id', '=', id).executeTakeFirst(),

    /** Reports waiting for a decision (the metrics). */
    async pendingCount(): Promise<number> {
      const { n } = await db
        .selectFrom('reports')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 'pending')
        .executeTakeFirstOrThrow();
      return Number(n);
    },

    /**
     * One page of the queue with what each report names (joined, no N+1): pending severe reports
     * first, then pending ones created before `overdueBefore`, then newest first.
     */
    async list(page: PageRequest, status: ReportStatus | undefined, overdueBefore: string) {
      const base = status ? db.selectFrom('reports').where('status', '=', status) : db.selectFrom('reports');
      const rows = await base
        .leftJoin('contents as c', 'c.id', 'reports.content_id')
        .leftJoin('models as m', 'm.id', 'reports.model_id')
        .leftJoin('comments as cm', 'cm.id', 'reports.comment_id')
        .leftJoin('contents as cc', 'cc.id', 'cm.content_id')
        .leftJoin('models as cmm', 'cmm.id', 'cm.model_id')
        .leftJoin('report_evidence as ev', 'ev.report_id', 'reports.id')
        .selectAll('reports')
        .select([
          'c.title as content_title',
          'c.slug as content_slug',
          'm.name as model_name',
          'm.slug as model_slug',
          'cm.text as comment_text',
          'cc.slug as comment_content_slug',
          'cmm.slug as comment_model_slug',
          'ev.target_kind as evidence_kind',
          'ev.target_id as evidence_target_id',
          'ev.snapshot as evidence_snapshot',
        ])
        .orderBy((eb) => eb.case().when(severePending(eb)).then(0).else(1).end())
        .orderBy((eb) =>
          eb
            .case()
            .when(eb.and([eb('reports.status', '=', 'pending'), eb('reports.created_at', '<', overdueBefore)]))
            .then(0)
            .else(1)
            .end(),
        )
        .orderBy('reports.created_at', 'desc')
        .orderBy('reports.id', 'desc')
        .limit(page.limit)
        .offset((page.page - 1) * page.limit)
        .execute();
      return { rows, total: await countOf(base) };
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

    /** The pending severe reports about one target, oldest first (what decides whether it stays hidden). */
    pendingSevereAbout: (kind: ReportTargetKind, targetId: number, executor: Executor = db) =>
      executor
        .selectFrom('reports')
        .select(['id', 'reporter_key', 'credible', 'created_at'])
        .where(TARGET_COLUMN[kind], '=', targetId)
        .where(severePending)
        .orderBy('created_at')
        .execute(),

    /** Pending reports about one target other than `exceptId` (settled with it when it is resolved). */
    pendingAbout: (kind: ReportTargetKind, targetId: number, exceptId: number, executor: Executor = db) =>
      executor
        .selectFrom('reports')
        .select(['id', 'status'])
        .where(TARGET_COLUMN[kind], '=', targetId)
        .where('status', '=', 'pending')
        .where('id', '!=', exceptId)
        .execute(),

    /** The pending broken_link reports about an item (what a link check settles or informs). */
    pendingBrokenLink: (contentId: number, executor: Executor = db) =>
      executor
        .selectFrom('reports')
        .select(['id', 'admin_notes'])
        .where('content_id', '=', contentId)
        .where('reason', '=', 'broken_link')
        .where('status', '=', 'pending')
        .execute(),

    /**
     * The link checker's word on pending broken_link reports, with no admin: `resolved` when it
     * confirmed the link dead, otherwise the status stays and the note is added to the report's notes.
     */
    async settleByCheck(
      reports: { id: number; admin_notes: string | null }[],
      to: 'resolved' | 'pending',
      note: string,
      at: string,
      executor: Executor = db,
    ): Promise<void> {
      for (const r of reports) {
        await executor
          .updateTable('reports')
          .set({ status: to, admin_notes: r.admin_notes ? `${r.admin_notes}\n${note}` : note, updated_at: at })
          .where('id', '=', r.id)
          .execute();
        await executor
          .insertInto('report_events')
          .values({
            report_id: r.id,
            admin_id: null,
            from_status: 'pending',
            to_status: to,
            notes: note,
            created_at: at,
          })
          .execute();
      }
    },

    /** Whether an admin resolved a severe report about the target (it stays hidden for good). */
    async hasResolvedSevere(kind: ReportTargetKind, targetId: number, executor: Executor = db): Promise<boolean> {
      const row = await executor
        .selectFrom('reports')
        .select('id')
        .where(TARGET_COLUMN[kind], '=', targetId)
        .where('status', '=', 'resolved')
        .where('reason', 'in', SEVERE)
        .executeTakeFirst();
      return Boolean(row);
    },

    /** Pending severe reports filed by one account, from one address, or by one reporter identity. */
    pendingSevereBy: (by: ReporterSelector, executor: Executor = db) =>
      executor
        .selectFrom('reports')
        .selectAll()
        .where((eb) =>
          'reporterId' in by
            ? eb('reporter_user_id', '=', by.reporterId)
            : 'ip' in by
              ? eb('ip_address', '=', by.ip)
              : eb('reporter_key', '=', by.reporterKey),
        )
        .where(severePending)
        .orderBy('id')
        .execute(),

    /** Severe reports filed since `since` by `scope`. */
    async countSevereSince(scope: SevereScope, since: string, executor: Executor = db): Promise<number> {
      let q = executor.selectFrom('reports').where('reason', 'in', SEVERE).where('created_at', '>', since);
      if (scope !== 'all')
        q = 'reporterKey' in scope ? q.where('reporter_key', '=', scope.reporterKey) : q.where('credible', '=', 0);
      return countOf(q);
    },

    /** Severe reports by the account that admins dismissed since `since` (its standing). */
    countDismissedSevereBy: (userId: number, since: string, executor: Executor = db) =>
      countOf(
        executor
          .selectFrom('reports')
          .where('reporter_user_id', '=', userId)
          .where('reason', 'in', SEVERE)
          .where('status', '=', 'dismissed')
          .where('updated_at', '>', since),
      ),

    /** Severe reports since `since` per reporter and address, for the alerts. */
    severeByReporterSince: (since: string) =>
      db
        .selectFrom('reports')
        .select([
          'reporter_key',
          'reporter_user_id',
          'ip_address',
          (eb) => eb.fn.countAll<number>().as('n'),
          (eb) => eb.fn.sum<number>('hid_target').as('hides'),
        ])
        .where('reason', 'in', SEVERE)
        .where('created_at', '>', since)
        .groupBy(['reporter_key', 'reporter_user_id', 'ip_address'])
        .execute(),

    async insertEvidence(e: NewEvidence, executor: Executor = db): Promise<void> {
      await executor
        .insertInto('report_evidence')
        .values({
          report_id: e.reportId,
          reason: e.reason,
          target_kind: e.targetKind,
          target_id: e.targetId,
          target_url: e.targetUrl,
          snapshot: JSON.stringify(e.snapshot),
          reporter_ip: e.reporterIp,
          reporter_user_id: e.reporterUserId,
          description: e.description,
          reported_at: e.reportedAt,
          captured_at: e.capturedAt,
          retain_until: e.retainUntil,
        })
        .execute();
    },

    findEvidence: (reportId: number, executor: Executor = db) =>
      executor.selectFrom('report_evidence').selectAll().where('report_id', '=', reportId).executeTakeFirst(),

    /** Report counts by status and reason. */
    countsByStatusAndReason: () =>
      db
        .selectFrom('reports')
        .select(['status', 'reason', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy(['status', 'reason'])
        .execute(),

    /** Pending reports created before `before`. */
    countPendingBefore: (before: string) =>
      countOf(db.selectFrom('reports').where('status', '=', 'pending').where('created_at', '<', before)),
  };
}
export type ReportsRepository = ReturnType<typeof reportsRepository>;
export type ReportRow = NonNullable<Awaited<ReturnType<ReportsRepository['findById']>>>;
export type EvidenceRow = NonNullable<Awaited<ReturnType<ReportsRepository['findEvidence']>>>;
