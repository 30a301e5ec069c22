// Reports and their moderation queue, severe reports' evidence, alerts and reverts, trusted
// flaggers (the reports module, docs/trust-and-safety.md).
import { z } from 'zod';
import { REPORT_DESCRIPTION_MAX_LENGTH, REPORT_REASONS, REPORT_STATUSES } from '../constants.ts';
import { idNumber, isoDateTime, optionalId, pageQuery, pagination, plainText, withinDepth } from './common.ts';

/** What a report names, for the queue to link to: a title or name and the page slug (null once removed). */
export const reportTarget = z.object({
  kind: z.enum(['content', 'model', 'comment']),
  id: z.number().int().nullable(),
  /** The item's title, the model's name or the comment's text; from the evidence once the item is gone. */
  title: z.string().nullable(),
  /** The content or model page's slug; for a comment, the slug of the page it was left on. */
  slug: z.string().nullable(),
  /** Where `slug` leads: the content page (`/content/{slug}`) or the model page (`/model/{slug}`). */
  page: z.enum(['content', 'model']).nullable(),
  /** The item no longer exists (removed after a resolved report, or deleted). */
  removed: z.boolean(),
});
export type ReportedTarget = z.infer<typeof reportTarget>;

/** A moderation report. */
export const report = z.object({
  id: z.number().int(),
  status: z.enum(REPORT_STATUSES),
  contentId: z.number().int().nullable(),
  modelId: z.number().int().nullable(),
  commentId: z.number().int().nullable(),
  reason: z.enum(REPORT_REASONS),
  description: z.string().nullable(),
  createdAt: isoDateTime,
  ipAddress: z.string().nullable(),
  adminNotes: z.string().nullable(),
  /** child_content or no_consent: tops the queue and shows a distinct badge. */
  severe: z.boolean(),
  target: reportTarget.nullable(),
  /** Age in business days (weekends skipped). */
  ageBusinessDays: z.number().int(),
  /** Still pending after more than REPORT_OVERDUE_BUSINESS_DAYS business days. */
  overdue: z.boolean(),
  /** The report hid its target (a credible reporter, or the distinct-reporter threshold). */
  hidTarget: z.boolean(),
});
export type Report = z.infer<typeof report>;
export const createReportBody = z
  .object({
    contentId: optionalId('contentId').nullable(),
    modelId: optionalId('modelId').nullable(),
    commentId: optionalId('commentId').nullable(),
    reason: z.enum(REPORT_REASONS, { error: `reason must be one of: ${REPORT_REASONS.join(', ')}` }),
    description: plainText('description', { multiline: true })
      .max(REPORT_DESCRIPTION_MAX_LENGTH, {
        error: `description must be at most ${REPORT_DESCRIPTION_MAX_LENGTH} characters`,
      })
      .optional(),
  })
  .refine((b) => [b.contentId, b.modelId, b.commentId].filter((id) => id != null).length === 1, {
    error: 'A report names exactly one of contentId, modelId or commentId',
  });
export const reportListQuery = withinDepth(
  pageQuery.extend({
    status: z.enum([...REPORT_STATUSES, 'all'], { error: 'Unknown report status' }).optional(),
  }),
);
export const reportListResponse = z.object({ reports: z.array(report), pagination });
export type ReportListResponse = z.infer<typeof reportListResponse>;
export const updateReportBody = z.object({
  status: z.enum(REPORT_STATUSES),
  adminNotes: plainText('adminNotes', { multiline: true }).max(2000).optional(),
});
export const reportStats = z.object({
  total: z.number().int(),
  byStatus: z.record(z.string(), z.number().int()),
  byReason: z.record(z.string(), z.number().int()),
  /** Pending reports older than REPORT_OVERDUE_BUSINESS_DAYS business days. */
  overdue: z.number().int(),
  /** Pending child_content and no_consent reports. */
  severePending: z.number().int(),
});
export type ReportStats = z.infer<typeof reportStats>;

/**
 * GET /reports/{id}/evidence (admins): what a severe report named, frozen when it was filed, so
 * removing the item later does not erase it. Kept at least EVIDENCE_RETENTION_DAYS days.
 */
export const reportEvidence = z.object({
  id: z.number().int(),
  reportId: z.number().int(),
  reason: z.enum(REPORT_REASONS),
  targetKind: z.enum(['content', 'model', 'comment']),
  targetId: z.number().int(),
  /** The item's URL at report time (a content item's download link), when it has one. */
  targetUrl: z.string().nullable(),
  /** The item's full row at report time, with its tags. */
  snapshot: z.record(z.string(), z.unknown()),
  reporterIp: z.string().nullable(),
  reporterUserId: z.number().int().nullable(),
  description: z.string().nullable(),
  reportedAt: isoDateTime,
  capturedAt: isoDateTime,
  retainUntil: isoDateTime,
});
export type ReportEvidence = z.infer<typeof reportEvidence>;

/** One reporter (an account, or a visitor's network) behind many severe reports. */
const reportAlertReporter = z.object({
  /** `user:{id}` or `net:{address prefix}` — the identity the distinct-reporter rule counts. */
  reporterKey: z.string(),
  reporterUserId: z.number().int().nullable(),
  /** The addresses its reports came from (at most 5), for POST /reports/revert. */
  ips: z.array(z.string()),
  severeReports: z.number().int(),
  /** Targets its pending reports helped hide. */
  hides: z.number().int(),
});

/** GET /reports/alerts (admins): severe-report volume against the caps, for the dashboard. */
export const reportAlerts = z.object({
  /** True when severe reports in the last hour reached the spike level or a cap was reached. */
  alert: z.boolean(),
  /** Readable reasons, one a line, for the dashboard banner. */
  messages: z.array(z.string()),
  severeLastHour: z.number().int(),
  severeLast24h: z.number().int(),
  spikeThreshold: z.number().int(),
  globalCapPerHour: z.number().int(),
  perReporterCapPerDay: z.number().int(),
  /** Reporters with the most severe reports in the last 24 h (at most 10). */
  topReporters: z.array(reportAlertReporter),
});
export type ReportAlerts = z.infer<typeof reportAlerts>;

/** POST /reports/revert: withdraw every pending severe report of one account, one address or one reporter identity. */
export const revertReportsBody = z
  .object({
    reporterId: idNumber('reporterId').optional(),
    ip: plainText('ip')
      .min(2, { error: 'ip must be an address' })
      .max(64, { error: 'ip must be an address' })
      .regex(/^[0-9a-fA-F:.]+$/, { error: 'ip must be an IPv4 or IPv6 address' })
      .optional(),
    /** A reporter identity from GET /reports/alerts: `user:{id}` or `net:{prefix}` (a visitor's whole network). */
    reporterKey: plainText('reporterKey')
      .regex(/^(user:\d{1,10}|net:[0-9a-f:.]{2,45}\/\d{1,3})$/, {
        error: 'reporterKey must be user:{id} or net:{prefix} as GET /reports/alerts lists it',
      })
      .optional(),
    notes: plainText('notes', { multiline: true }).max(2000).optional(),
  })
  .refine((b) => [b.reporterId, b.ip, b.reporterKey].filter((v) => v !== undefined).length === 1, {
    error: 'Give exactly one of reporterId, ip or reporterKey',
  });
export const revertReportsResponse = z.object({
  /** Pending severe reports dismissed. */
  withdrawn: z.number().int(),
  /** Targets shown again because what remains no longer justifies hiding them. */
  restored: z.array(z.object({ kind: z.enum(['content', 'model', 'comment']), id: z.number().int() })),
});

/** PUT /admin/users/{id}/trusted-flagger. */
export const trustedFlaggerBody = z.object({
  trusted: z.boolean({ error: 'trusted must be true or false' }),
});
export const trustedFlaggerResponse = z.object({ id: z.number().int(), trustedFlagger: z.boolean() });
