import { z } from 'zod';
import { MAX_PAGE_SIZE, REMOVAL_REQUEST_MAX_URLS, REMOVAL_REQUEST_STATUSES } from '../constants.ts';
import { isoDateTime, languageChoice, pagination, plainText, positiveIntParam, withinDepth } from './common.ts';
import { required } from './dmca.ts';

/** One banned term (GET /admin/banned-terms). */
export const bannedTerm = z.object({ id: z.number().int(), term: z.string(), createdAt: isoDateTime });
export type BannedTerm = z.infer<typeof bannedTerm>;
export const bannedTermsResponse = z.object({ terms: z.array(bannedTerm) });
export type BannedTermsResponse = z.infer<typeof bannedTermsResponse>;
/** POST /admin/banned-terms. */
export const bannedTermBody = z.object({ term: required('The term', 100) });
export type BannedTermBody = z.infer<typeof bannedTermBody>;

/** A /content/{slug} or /model/{slug} page of this site, relative or absolute (the API checks the host). */
const SITE_PAGE = /^(?:https?:\/\/[^/?#\s]+)?\/(?:content|model)\/[^/?#\s]+\/?(?:[?#]\S*)?$/i;

/**
 * POST /removal-requests: a person depicted without consent (or their representative) names this
 * site's pages showing them; no account needed. A 400 names each missing element.
 */
export const removalRequestBody = z.object({
  urls: z
    .array(
      plainText('Each URL', { required: 'Each URL must be text' })
        .min(1, { error: 'A URL is empty' })
        .max(2000, { error: 'A URL is too long' })
        .regex(SITE_PAGE, { error: 'Each URL must be a /content/… or /model/… page of this site' }),
      { error: 'The URLs of the pages on this site are required' },
    )
    .min(1, { error: 'The URLs of the pages on this site are required' })
    .max(REMOVAL_REQUEST_MAX_URLS, { error: `At most ${REMOVAL_REQUEST_MAX_URLS} URLs per request` }),
  name: required('Your full name', 200),
  email: z.email({ error: 'A valid e-mail address is required' }).max(254),
  /** The good-faith statement that the depiction is non-consensual, in the requester's words. */
  statement: required('Your statement', 5000, true),
  /** The typed full name. */
  signature: required('Your electronic signature (typed full name)', 200),
  /** The interface's language while filing: the requester's mails go out in it. */
  language: languageChoice.optional(),
});
export type RemovalRequestBody = z.infer<typeof removalRequestBody>;

/** 201 of POST /removal-requests. */
export const removalRequestCreated = z.object({ id: z.number().int(), number: z.string() });
export type RemovalRequestCreated = z.infer<typeof removalRequestCreated>;

const removalRequestItem = z.object({
  url: z.string(),
  kind: z.enum(['content', 'model']),
  targetId: z.number().int(),
  /** Still in the catalogue (not removed). */
  exists: z.boolean(),
});

/** A request as staff see it in the inbox. */
export const removalRequest = z.object({
  id: z.number().int(),
  number: z.string(),
  status: z.enum(REMOVAL_REQUEST_STATUSES),
  name: z.string(),
  email: z.string(),
  statement: z.string(),
  signature: z.string(),
  createdAt: isoDateTime,
  dueAt: isoDateTime,
  /** Milliseconds left on the 48-hour clock (negative: overdue); null once decided. */
  remainingMs: z.number().int().nullable(),
  overdue: z.boolean(),
  decidedAt: isoDateTime.nullable(),
  reason: z.string().nullable(),
  items: z.array(removalRequestItem),
});
export type RemovalRequest = z.infer<typeof removalRequest>;

export const removalRequestListQuery = withinDepth(
  z.object({
    page: positiveIntParam('page').default(1),
    limit: positiveIntParam('limit', MAX_PAGE_SIZE).default(20),
    status: z.enum([...REMOVAL_REQUEST_STATUSES, 'all'], { error: 'Unknown request status' }).optional(),
  }),
);
export const removalRequestListResponse = z.object({
  requests: z.array(removalRequest),
  pagination,
  /** Open requests (all pages). */
  open: z.number().int(),
  /** The earliest deadline among open requests, or null. */
  nearestDueAt: isoDateTime.nullable(),
});
export type RemovalRequestListResponse = z.infer<typeof removalRequestListResponse>;

/** PUT /removal-requests/{id}. */
export const removalDecisionBody = z
  .object({
    action: z.enum(['accept', 'reject'], { error: 'action must be one of: accept, reject' }),
    reason: plainText('Reason', { multiline: true }).max(2000, { error: 'Reason is too long' }).optional(),
  })
  .refine((b) => b.action !== 'reject' || (b.reason ?? '').trim().length > 0, {
    error: 'A reason is required to reject a request',
    path: ['reason'],
  });
export type RemovalDecisionBody = z.infer<typeof removalDecisionBody>;
