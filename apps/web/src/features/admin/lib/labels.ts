import type {
  ContentType,
  DmcaStatus,
  InboxStatus,
  RemovalRequestStatus,
  ReportStatus,
  SupportSubject,
} from '@packdex/shared/constants';
import type { ConsentDocumentType, ConsentState, ReviewBlocker, ReviewStatus } from '@packdex/shared/schemas/review';
import { CONTENT_TYPE_LABELS } from '@/lib/vocabulary.ts';
import { msg, t } from '@/lib/i18n/i18n.ts';

export {
  BODY_TYPE_LABELS,
  CONTENT_TYPE_LABELS,
  ETHNICITY_LABELS,
  EYE_COLOR_LABELS,
  HAIR_COLOR_LABELS,
} from '@/lib/vocabulary.ts';

// The admin's names of the API's enum values (the values themselves are sent as they are). Marked
// with msg() here and shown with t() when rendering (docs/i18n.md).

/** A content type as a word inside a sentence ("video 3, image 2"); an unknown type as the API sends it. */
export const contentTypeWord = (type: string) =>
  t('{type, select, image {image} video {video} gallery {gallery} other {{type}}}', { type });

/** A content type's label, as a figure names it ("Image (189)"); an unknown type as the API sends it. */
export const contentTypeLabel = (type: string) =>
  Object.hasOwn(CONTENT_TYPE_LABELS, type) ? t(CONTENT_TYPE_LABELS[type as ContentType]) : type;

/** An ethnicity as the top list's second line writes it ("asian"); an unknown one as the API sends it. */
export const ethnicityWord = (ethnicity: string) =>
  t(
    '{ethnicity, select, arab {arab} asian {asian} ebony {ebony} indian {indian} latina {latina} white {white} other {{ethnicity}}}',
    { ethnicity },
  );

export const REPORT_STATUS_LABELS: Record<ReportStatus | 'all', string> = {
  all: msg('All'),
  pending: msg('Pending'),
  reviewed: msg('Reviewed'),
  resolved: msg('Resolved'),
  dismissed: msg('Dismissed'),
};

export const DMCA_STATUS_LABELS: Record<DmcaStatus | 'all', string> = {
  all: msg('All'),
  pending: msg('Pending'),
  accepted: msg('Accepted'),
  rejected: msg('Rejected'),
  countered: msg('Countered'),
  restored: msg('Restored'),
  suit_filed: msg('Suit filed'),
};

export const INBOX_STATUS_LABELS: Record<InboxStatus | 'all', string> = {
  new: msg('New'),
  handled: msg('Handled'),
  all: msg('All'),
};

/** The contact form's subjects, as the support dialog names them. */
export const SUPPORT_SUBJECT_LABELS: Record<SupportSubject, string> = {
  'payment-issue': msg('Payment issue'),
  'account-problem': msg('Account problem'),
  'technical-support': msg('Technical support'),
  'content-report': msg('Content report'),
  'billing-question': msg('Billing question'),
  'feature-request': msg('Feature request'),
  other: msg('Other'),
};

export const REMOVAL_STATUS_LABELS: Record<RemovalRequestStatus | 'all', string> = {
  all: msg('All'),
  open: msg('Open'),
  accepted: msg('Accepted'),
  rejected: msg('Rejected'),
};

/** The review queue's tabs (docs/compliance.md#review-before-publication). */
export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = {
  pending: msg('Waiting'),
  rejected: msg('Rejected'),
  published: msg('Published'),
};

/** Where a model's consent records stand. */
export const CONSENT_STATE_LABELS: Record<ConsentState, string> = {
  current: msg('Consent record current'),
  expired: msg('Consent record expired'),
  missing: msg('No consent record'),
};

export const CONSENT_DOCUMENT_LABELS: Record<ConsentDocumentType, string> = {
  id_card: msg('ID card'),
  passport: msg('Passport'),
  driving_licence: msg('Driving licence'),
  model_release: msg('Model release'),
  other: msg('Other document'),
};

/** Why a reviewer may not publish a draft now. */
export const REVIEW_BLOCKER_LABELS: Record<ReviewBlocker, string> = {
  published: msg('Already published.'),
  own_draft: msg('You created this draft: another staff account must review it.'),
  consent: msg('Add a current consent record before publishing.'),
  banned_term: msg('Remove the banned term before publishing.'),
};
