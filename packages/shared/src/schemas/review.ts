import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../constants.ts';
import { isoDateTime, pagination, plainText, positiveIntParam } from './common.ts';

/** The kinds of document a consent record holds (docs/compliance.md#consent-records). */
export const CONSENT_DOCUMENT_TYPES = ['id_card', 'passport', 'driving_licence', 'model_release', 'other'] as const;
export type ConsentDocumentType = (typeof CONSENT_DOCUMENT_TYPES)[number];

/** Where a model's consent records stand: one in force, only expired ones, or none. */
export const CONSENT_STATES = ['current', 'expired', 'missing'] as const;
export type ConsentState = (typeof CONSENT_STATES)[number];
export const consentState = z.enum(CONSENT_STATES);

/** Files a consent record may hold: PDF or a photo of the document. */
export const CONSENT_FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;
/** Largest consent document file, in bytes. */
export const CONSENT_FILE_MAX_BYTES = 10 * 1024 * 1024;

const day = (label: string) => z.iso.date({ error: `${label} must be a date (YYYY-MM-DD)` });

/** The fields sent beside the file of POST /admin/models/{id}/consent (multipart form fields). */
export const consentRecordFields = z
  .object({
    documentType: z.enum(CONSENT_DOCUMENT_TYPES, {
      error: `documentType must be one of: ${CONSENT_DOCUMENT_TYPES.join(', ')}`,
    }),
    /** The day the document was checked. */
    checkedOn: day('checkedOn'),
    /** The day the document stops being valid; empty: it does not expire. */
    expiresOn: day('expiresOn').optional(),
    note: plainText('note', { multiline: true }).max(1000, { error: 'note is too long' }).optional(),
  })
  .refine((f) => !f.expiresOn || f.expiresOn >= f.checkedOn, {
    error: 'expiresOn must not be before checkedOn',
    path: ['expiresOn'],
  });
export type ConsentRecordFields = z.infer<typeof consentRecordFields>;

/** One consent record as staff see it (never the file itself: that is its own audited download). */
export const consentRecord = z.object({
  id: z.number().int(),
  modelId: z.number().int(),
  documentType: z.enum(CONSENT_DOCUMENT_TYPES),
  checkedOn: z.string(),
  expiresOn: z.string().nullable(),
  checkedBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  note: z.string().nullable(),
  fileName: z.string(),
  fileType: z.string(),
  fileSize: z.number().int(),
  /** In force today: checked, and not expired. */
  current: z.boolean(),
  createdAt: isoDateTime,
});
export type ConsentRecord = z.infer<typeof consentRecord>;

/** GET /admin/models/{id}/consent. */
export const consentRecordsResponse = z.object({ state: consentState, records: z.array(consentRecord) });
export type ConsentRecordsResponse = z.infer<typeof consentRecordsResponse>;

export const consentRecordParams = z.object({ id: positiveIntParam('id'), recordId: positiveIntParam('recordId') });

/** What the review queue holds: new models and new content items. */
export const REVIEW_KINDS = ['model', 'content'] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];
export const REVIEW_STATUSES = ['pending', 'published', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const reviewListQuery = z.object({
  kind: z.enum(REVIEW_KINDS, { error: 'kind must be model or content' }).optional(),
  status: z.enum(REVIEW_STATUSES, { error: 'status must be pending, published or rejected' }).default('pending'),
  page: positiveIntParam('page').default(1),
  limit: positiveIntParam('limit', MAX_PAGE_SIZE).default(20),
});
export type ReviewListQuery = z.infer<typeof reviewListQuery>;

/** The short checklist a reviewer checks before publishing (docs/compliance.md#review-before-publication). */
export const reviewChecklist = z.object({
  /** The model's consent record (a content item: its model's). */
  consent: consentState,
  /** The first banned term in the item's text, or null. */
  bannedTerm: z.string().nullable(),
  /** The download link's state as link health last found it; null for a model. */
  link: z.enum(['alive', 'dead', 'unchecked']).nullable(),
});
export type ReviewChecklist = z.infer<typeof reviewChecklist>;

/**
 * What stops a reviewer publishing a draft: it is already published, they created it (and the site
 * has another staff account), no current consent record (a content item: its model's), a banned term.
 */
export const REVIEW_BLOCKERS = ['published', 'own_draft', 'consent', 'banned_term'] as const;
export type ReviewBlocker = (typeof REVIEW_BLOCKERS)[number];

export const reviewItem = z.object({
  kind: z.enum(REVIEW_KINDS),
  id: z.number().int(),
  /** The model's name or the item's title. */
  title: z.string(),
  slug: z.string(),
  /** A content item's model. */
  model: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }).nullable(),
  status: z.enum(REVIEW_STATUSES),
  createdAt: isoDateTime,
  createdBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  decidedAt: isoDateTime.nullable(),
  decidedBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  reason: z.string().nullable(),
  checklist: reviewChecklist,
  /** Why the asking reviewer may not publish it now (empty: they may). */
  blockers: z.array(z.enum(REVIEW_BLOCKERS)),
});
export type ReviewItem = z.infer<typeof reviewItem>;

export const reviewListResponse = z.object({
  items: z.array(reviewItem),
  /** Drafts waiting for a decision, of every kind. */
  pending: z.number().int(),
  /** Whether new models and items start as drafts (REVIEW_BEFORE_PUBLISH). */
  enabled: z.boolean(),
  pagination,
});
export type ReviewListResponse = z.infer<typeof reviewListResponse>;

export const reviewParams = z.object({
  kind: z.enum(REVIEW_KINDS, { error: 'kind must be model or content' }),
  id: positiveIntParam('id'),
});

/** PUT /admin/review/{kind}/{id}. */
export const reviewDecisionBody = z
  .object({
    action: z.enum(['publish', 'reject'], { error: 'action must be one of: publish, reject' }),
    reason: plainText('Reason', { multiline: true }).max(2000, { error: 'Reason is too long' }).optional(),
  })
  .refine((b) => b.action !== 'reject' || (b.reason ?? '').trim().length > 0, {
    error: 'A reason is required to reject a draft',
    path: ['reason'],
  });
export type ReviewDecisionBody = z.infer<typeof reviewDecisionBody>;
