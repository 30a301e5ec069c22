import {
  REPORT_OVERDUE_BUSINESS_DAYS,
  REPORT_REASONS,
  REPORT_STATUSES,
  type ReportReason,
  type ReportStatus,
} from '@packdex/shared/constants';
import type { Report, ReportedTarget, ReportEvidence } from '@packdex/shared/schemas';
import { businessDaysBetween } from '@packdex/shared/utils';
import { toIso } from '../../lib/time.ts';
import { isSevere } from './report-policy.ts';
import type { EvidenceRow, ReportRow, ReportTargetKind } from './reports.repository.ts';

/** What the queue's join adds to a report row (absent when a single row was read). */
interface Joined {
  content_title?: string | null;
  content_slug?: string | null;
  model_name?: string | null;
  model_slug?: string | null;
  comment_text?: string | null;
  comment_content_slug?: string | null;
  comment_model_slug?: string | null;
  evidence_kind?: string | null;
  evidence_target_id?: number | null;
  evidence_snapshot?: string | null;
}

const KINDS = ['content', 'model', 'comment'] as const;

/** A title from an evidence snapshot, once the item itself is gone. */
function snapshotTitle(snapshot: string | null | undefined): string | null {
  if (!snapshot) return null;
  try {
    const data = JSON.parse(snapshot) as Record<string, unknown>;
    const title = data.title ?? data.name ?? data.text;
    return typeof title === 'string' ? title : null;
  } catch {
    return null;
  }
}

function targetOf(r: ReportRow & Joined): ReportedTarget | null {
  if (r.content_id !== null)
    return {
      kind: 'content',
      id: r.content_id,
      title: r.content_title ?? null,
      slug: r.content_slug ?? null,
      page: 'content',
      removed: false,
    };
  if (r.model_id !== null)
    return {
      kind: 'model',
      id: r.model_id,
      title: r.model_name ?? null,
      slug: r.model_slug ?? null,
      page: 'model',
      removed: false,
    };
  if (r.comment_id !== null) {
    const onContent = r.comment_content_slug ?? null;
    return {
      kind: 'comment',
      id: r.comment_id,
      title: r.comment_text ?? null,
      slug: onContent ?? r.comment_model_slug ?? null,
      page: onContent ? 'content' : r.comment_model_slug ? 'model' : null,
      removed: false,
    };
  }
  const kind = KINDS.find((k) => k === r.evidence_kind);
  if (!kind) return null;
  return {
    kind,
    id: r.evidence_target_id ?? null,
    title: snapshotTitle(r.evidence_snapshot),
    slug: null,
    page: null,
    removed: true,
  };
}

/** A stored reason as the API names it ('other' for one it no longer knows). */
const reasonOf = (reason: string): ReportReason =>
  (REPORT_REASONS as readonly string[]).includes(reason) ? (reason as ReportReason) : 'other';

/** A report as the admin queue shows it: severe badge, target link, business-day age and overdue flag. */
export function toReport(r: ReportRow & Joined, now: Date): Report {
  const status = (REPORT_STATUSES as readonly string[]).includes(r.status) ? (r.status as ReportStatus) : 'pending';
  const age = businessDaysBetween(r.created_at, now);
  return {
    id: r.id,
    status,
    contentId: r.content_id,
    modelId: r.model_id,
    commentId: r.comment_id,
    reason: reasonOf(r.reason),
    description: r.description,
    createdAt: toIso(r.created_at),
    ipAddress: r.ip_address,
    adminNotes: r.admin_notes,
    severe: isSevere(r.reason),
    target: targetOf(r),
    ageBusinessDays: age,
    overdue: status === 'pending' && age > REPORT_OVERDUE_BUSINESS_DAYS,
    hidTarget: r.hid_target === 1,
  };
}

/** The evidence frozen for a severe report, as admins read it. */
export function toEvidence(row: EvidenceRow): ReportEvidence {
  return {
    id: row.id,
    reportId: row.report_id,
    reason: reasonOf(row.reason),
    targetKind: row.target_kind as ReportTargetKind,
    targetId: row.target_id,
    targetUrl: row.target_url,
    snapshot: JSON.parse(row.snapshot) as Record<string, unknown>,
    reporterIp: row.reporter_ip,
    reporterUserId: row.reporter_user_id,
    description: row.description,
    reportedAt: toIso(row.reported_at),
    capturedAt: toIso(row.captured_at),
    retainUntil: toIso(row.retain_until),
  };
}
