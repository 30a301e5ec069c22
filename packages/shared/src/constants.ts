/** Business constants and enumerations of the product (docs/product.md#constants). */

/** Premium price in cents per month ($12.00). */
export const PREMIUM_PRICE_CENTS = 1200;
/** Premium price as shown to people. */
export const PREMIUM_PRICE_LABEL = '$12.00/month';
/** Recommendations a premium member may send per calendar month. */
export const RECOMMENDATIONS_PER_MONTH = 2;
/** Longest recommendation description. */
export const RECOMMENDATION_MAX_LENGTH = 500;

/** Largest id a row can have: ids are 32-bit signed integer columns on both engines. */
export const MAX_ID = 2_147_483_647;
/** Largest count a 32-bit integer column holds (image and video counts). */
export const MAX_INT32 = 2_147_483_647;

/** Page size of the public content and model grids. */
export const PUBLIC_PAGE_SIZE = 24;
/** Largest page size any list accepts. */
export const MAX_PAGE_SIZE = 100;
/**
 * The deepest result any list reaches (page × limit ≤ this, else 400): page 1000 of the public
 * grids. Beyond it a list is narrowed with a filter or a search, as search engines stop at a depth.
 */
export const MAX_LIST_DEPTH = 24_000;
/** The deepest result a search reaches (page × limit with a search term): its first 1,000 matches. */
export const MAX_SEARCH_DEPTH = 1_000;
/** Page size of the admin model and content lists. */
export const ADMIN_PAGE_SIZE = 12;
/** Page size of the admin report list. */
export const ADMIN_REPORTS_PAGE_SIZE = 20;
/** Page size of the admin inboxes (recommendations, contact messages). */
export const ADMIN_INBOX_PAGE_SIZE = 20;
/** Page size of the lists on My activity (likes, followed models, their new packs, history). */
export const ACTIVITY_PAGE_SIZE = 12;

/** Debounce of search inputs, in milliseconds. */
export const SEARCH_DEBOUNCE_MS = 300;
/** Most search suggestions returned. */
export const SUGGESTION_LIMIT = 8;
/** Tags one account may hide from its lists at most (its tag blacklist, docs/product.md#hidden-tags). */
export const TAG_BLACKLIST_MAX = 100;
/** Characters typed before suggestions or pickers search. */
export const SEARCH_MIN_CHARS = 2;
/** Number of top models on the admin dashboard. */
export const TOP_MODELS_LIMIT = 5;
/** Results shown by the model picker. */
export const MODEL_PICKER_LIMIT = 10;

/** Comments fetched per request. */
export const COMMENTS_PAGE_SIZE = 50;

/** Models a tag's page shows at a time (GET /tags/{slug}/models). */
export const TAG_MODELS_PAGE_SIZE = 12;
/** Notifications fetched per request. */
export const NOTIFICATIONS_PAGE_SIZE = 10;
/** Longest comment or reply. */
export const COMMENT_MAX_LENGTH = 500;
/** Longest contact-form message. */
export const CONTACT_MESSAGE_MAX_LENGTH = 1000;
/** Longest report description. */
export const REPORT_DESCRIPTION_MAX_LENGTH = 1000;

/** Distinct content items an unverified account may open. */
export const UNVERIFIED_VIEW_LIMIT = 3;

/** Youngest age accepted by filters and the admin form. */
export const MIN_AGE = 18;
/** Oldest age accepted by the age filters. */
export const MAX_AGE = 65;

/** Shortest password. */
export const PASSWORD_MIN_LENGTH = 6;
/** Longest password accepted anywhere: hashing a huge one would cost the server CPU for nothing. */
export const PASSWORD_MAX_LENGTH = 256;
/** Largest profile photo, in bytes (5 MB). */
export const PROFILE_PHOTO_MAX_BYTES = 5 * 1024 * 1024;

/** Stated support response time, in hours. */
export const SUPPORT_RESPONSE_HOURS = 48;
/** Delay before the report dialog closes after success, in milliseconds. */
export const REPORT_SUCCESS_CLOSE_MS = 2000;
/** Delay before redirecting home after a verified e-mail or a password reset. */
export const REDIRECT_DELAY_MS = 3000;
/** Refresh interval of the admin active-user figures. */
export const ADMIN_ACTIVE_USERS_REFRESH_MS = 30_000;

/** Related content taken from the same model. */
export const RELATED_SAME_MODEL_LIMIT = 6;
/** Recent items used when the same model has too few. */
export const RELATED_FALLBACK_LIMIT = 8;
/** Fewer same-model items than this triggers the fallback. */
export const RELATED_MIN_SAME_MODEL = 3;
/** Similar models a profile shows (GET /models/{slug}/similar), at most. */
export const SIMILAR_MODELS_LIMIT = 12;
/** Items of other models sharing the most tags that a pack's "More like this" shows, at most. */
export const SIMILAR_CONTENT_LIMIT = 12;

/** Bytes of a URL encrypted by the link monetiser before the split. */
export const LINK_SPLIT_BYTES = 70;
/** Skeleton rows shown by the admin top lists while loading. */
export const TOP_LIST_SKELETON_ROWS = 5;
/** Default period of the admin user analytics (the spec sends a string). */
export const USER_ANALYTICS_DEFAULT_PERIOD = '30';
/** Days a repeated view by the same viewer is not counted again: one. */
export const VIEW_DEDUP_HOURS = 24;

/** Local storage keys of the client. */
export const STORAGE_KEYS = {
  token: 'token',
  user: 'user',
  ageConfirmed: 'ageConfirmed',
  locale: 'locale',
  /** 'true' while discreet mode is on in this browser (kept on sign-out: it is the device's). */
  discreet: 'discreet',
} as const;
/** Discreet mode's tab title and icon, which say nothing of the site (issue 39). */
export const DISCREET_TAB = { title: 'Notes', icon: '/favicon-neutral.svg' } as const;
/** API paths whose answers travel in the encrypted envelope (docs/product.md#encrypted-answers). */
export const ENVELOPE_PATHS = ['/models', '/content'] as const;
/** Header that tells the API the visitor confirmed their age. */
export const AGE_CONFIRMED_HEADER = 'x-age-confirmed';

export const LANGUAGES = ['en', 'es', 'pt', 'fr', 'de', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];
/** The name of each interface language, in that language (the footer's switcher, the profile form). */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  pt: 'Português',
  fr: 'Français',
  de: 'Deutsch',
  ru: 'Русский',
};

export const CONTENT_TYPES = ['image', 'video', 'gallery'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

export const ETHNICITIES = ['arab', 'asian', 'ebony', 'indian', 'latina', 'white'] as const;
export type Ethnicity = (typeof ETHNICITIES)[number];

export const HAIR_COLORS = ['black', 'brown', 'blonde', 'red', 'auburn', 'gray', 'dyed'] as const;
export type HairColor = (typeof HAIR_COLORS)[number];

export const EYE_COLORS = ['brown', 'blue', 'green', 'hazel', 'gray', 'amber'] as const;
export type EyeColor = (typeof EYE_COLORS)[number];

export const BODY_TYPES = ['petite', 'slim', 'athletic', 'average', 'curvy', 'plus'] as const;
export type BodyType = (typeof BODY_TYPES)[number];

export const BOOBS_TYPES = ['natural', 'enhanced'] as const;
export const CUP_SIZES = ['A', 'B', 'C', 'D', 'DD', 'E', 'F', 'G'] as const;
export const SEXUALITIES = ['straight', 'bisexual', 'lesbian'] as const;

export const SORT_OPTIONS = ['recent', 'popular'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

export const REPORT_REASONS = ['broken_link', 'child_content', 'no_consent', 'spam', 'inappropriate', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
/** Readable labels of the report reasons. */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  broken_link: 'Broken link',
  child_content: 'Child content',
  no_consent: 'No consent',
  spam: 'Spam',
  inappropriate: 'Inappropriate',
  other: 'Other',
};
/** Reasons that hide the target from public view until an admin reviews the report. */
export const SEVERE_REPORT_REASONS: readonly ReportReason[] = ['child_content', 'no_consent'];
/** A pending report older than this many business days is overdue (flagged and sorted first). */
export const REPORT_OVERDUE_BUSINESS_DAYS = 7;
/** Days an evidence record of a severe report is kept at least (one year). */
export const EVIDENCE_RETENTION_DAYS = 365;

export const REPORT_STATUSES = ['pending', 'reviewed', 'resolved', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const NOTIFICATION_TYPES = [
  'comment_like',
  'comment_reply',
  'model_follow',
  'content_like',
  'others',
  /** A new item matches one of the account's saved searches (docs/product.md#saved-searches). */
  'saved_search',
  /** A new item carries a tag the account follows. */
  'tag_follow',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const SUPPORT_SUBJECTS = [
  'payment-issue',
  'account-problem',
  'technical-support',
  'content-report',
  'billing-question',
  'feature-request',
  'other',
] as const;
export type SupportSubject = (typeof SUPPORT_SUBJECTS)[number];

export const SHARE_PLATFORMS = [
  'native',
  'copy',
  'twitter',
  'facebook',
  'reddit',
  'telegram',
  'whatsapp',
  'email',
] as const;
export type SharePlatform = (typeof SHARE_PLATFORMS)[number];

export const LIKE_TYPES = ['content', 'model'] as const;
export type LikeType = (typeof LIKE_TYPES)[number];

/** Machine codes carried by API errors. */
export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'CONTENT_LIMIT',
  /** A free account has as many collections as it may (FREE_COLLECTION_LIMIT). */
  'COLLECTION_LIMIT',
  /** The account has as many saved searches as it may (SAVED_SEARCH_LIMITS). */
  'SAVED_SEARCH_LIMIT',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
  'EMAIL_NOT_VERIFIED',
  'ALREADY_PREMIUM',
  'PAYMENTS_UNAVAILABLE',
  /** The item is hidden because its download link died (link health). */
  'LINK_DEAD',
  /** The picture matches the known-bad picture list (docs/compliance.md#picture-hashes). */
  'PICTURE_BLOCKED',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Where a recommendation or a contact message stands in its admin inbox (docs/product.md#admin). */
export const INBOX_STATUSES = ['new', 'handled'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];
/** Longest note an admin keeps with a recommendation or a contact message. */
export const INBOX_NOTE_MAX_LENGTH = 2000;

/** What the admin audit log records changes of (docs/product.md#admin). */
export const AUDIT_ENTITIES = [
  'model',
  'content',
  'report',
  'user',
  'dmca_notice',
  'recommendation',
  'support_message',
  'catalogue_import',
  'tag',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];
/** Page size of the admin audit log. */
export const AUDIT_PAGE_SIZE = 20;

/** Where a DMCA notice stands (docs/trust-and-safety.md#dmca). */
export const DMCA_STATUSES = ['pending', 'accepted', 'rejected', 'countered', 'restored', 'suit_filed'] as const;
export type DmcaStatus = (typeof DMCA_STATUSES)[number];
/** What an admin decides on a notice. */
export const DMCA_ACTIONS = ['accept', 'reject', 'suit_filed'] as const;
export type DmcaAction = (typeof DMCA_ACTIONS)[number];
/** A pending notice older than this many business days is overdue. */
export const DMCA_OVERDUE_BUSINESS_DAYS = 7;
/** Business days after a counter-notice before the material is restored (§512(g)(2)(C): 10 to 14). */
export const DMCA_RESTORE_BUSINESS_DAYS = 10;
/** Accepted notices against one model that flag it as a repeat infringer. */
export const DMCA_REPEAT_INFRINGER_STRIKES = 3;
/** Pages one notice may name. */
export const DMCA_MAX_URLS = 20;
/** The RTA (Restricted To Adults) label, sent as a `Rating` header on every HTML response. */
export const RTA_LABEL = 'RTA-5042-1996-1400-1577-RTA';

/** Hours within which a removal request from a depicted person must be decided (TAKE IT DOWN Act). */
export const REMOVAL_REQUEST_HOURS = 48;
/** Hours after filing at which staff are reminded of an undecided removal request. */
export const REMOVAL_REQUEST_REMINDER_HOURS = [24, 40] as const;
/** Items one removal request may name. */
export const REMOVAL_REQUEST_MAX_URLS = 20;
export const REMOVAL_REQUEST_STATUSES = ['open', 'accepted', 'rejected'] as const;
export type RemovalRequestStatus = (typeof REMOVAL_REQUEST_STATUSES)[number];

/** Account roles (docs/security.md, "Staff roles"): every role but `user` is staff and needs two-factor sign-in. */
export const ROLES = ['user', 'editor', 'moderator', 'admin'] as const;
export type Role = (typeof ROLES)[number];
/** The roles of staff accounts. */
export const STAFF_ROLES = ['editor', 'moderator', 'admin'] as const satisfies readonly Role[];
export type StaffRole = (typeof STAFF_ROLES)[number];
export const isStaffRole = (role: string): role is StaffRole => (STAFF_ROLES as readonly string[]).includes(role);

/** Digits of a TOTP code (RFC 6238), and how many backup codes an enrolment hands out. */
export const TOTP_DIGITS = 6;
export const BACKUP_CODE_COUNT = 10;

/**
 * Collections a free account may have besides its default "Saved" one (docs/product.md#collections).
 * Premium members have no limit; a member whose premium ends keeps every collection but may create
 * another only once below the limit.
 */
export const FREE_COLLECTION_LIMIT = 5;
/** Longest collection name. */
export const COLLECTION_NAME_MAX_LENGTH = 80;
/** The name of the default collection each account gets on first use. */
export const DEFAULT_COLLECTION_NAME = 'Saved';

/**
 * Saved searches an account may keep (docs/product.md#saved-searches): free accounts and premium
 * members. A member whose premium ends keeps every saved search but may save another only once
 * below the free limit.
 */
export const SAVED_SEARCH_LIMITS = { free: 20, premium: 100 } as const;
/** Longest saved search name. */
export const SAVED_SEARCH_NAME_MAX_LENGTH = 80;
/** How a saved search tells of new items: not at all, or with a notification (the bell). */
export const SAVED_SEARCH_NOTIFY = ['none', 'bell'] as const;
export type SavedSearchNotify = (typeof SAVED_SEARCH_NOTIFY)[number];
/** How often the e-mail digest of new items (saved searches, followed models and tags) is sent. */
export const DIGEST_FREQUENCIES = ['off', 'daily', 'weekly'] as const;
export type DigestFrequency = (typeof DIGEST_FREQUENCIES)[number];
