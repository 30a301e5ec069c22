import { z } from 'zod';
import { DMCA_ACTIONS, DMCA_MAX_URLS, DMCA_STATUSES, MAX_PAGE_SIZE } from '../constants.ts';
import { isoDateTime, languageChoice, pagination, plainText, positiveIntParam, withinDepth } from './common.ts';

/** A required line of text whose absence the 400 names (`what` is the element, e.g. "Your full name"). */
export const required = (what: string, max: number, multiline = false) =>
  plainText(what, { multiline, required: `${what} is required` })
    .min(1, { error: `${what} is required` })
    .max(max, { error: `${what} must be at most ${max} characters` });

/** A statement the sender must affirm (a checkbox that must be ticked). */
export const affirmed = (what: string) => z.literal(true, { error: `${what} must be affirmed` });

/**
 * POST /dmca/notices: every element of 17 U.S.C. §512(c)(3)(A). A 400 names each missing one;
 * the URLs must be this site's own /content/{slug} or /model/{slug} pages (checked by the API).
 */
export const dmcaNoticeBody = z.object({
  /** (ii) Identification of the copyrighted work claimed to be infringed. */
  work: required('Identification of the copyrighted work', 5000, true),
  /** (iii) The infringing pages on this site. */
  urls: z
    .array(
      plainText('Each infringing URL', { required: 'Each infringing URL must be text' })
        .min(1, { error: 'An infringing URL is empty' })
        .max(2000, { error: 'An infringing URL is too long' }),
      { error: 'The infringing URLs on this site are required' },
    )
    .min(1, { error: 'The infringing URLs on this site are required' })
    .max(DMCA_MAX_URLS, { error: `At most ${DMCA_MAX_URLS} URLs per notice` }),
  /** (iv) Contact information of the complaining party. */
  name: required('Your full name', 200),
  address: required('Your postal address', 1000, true),
  phone: required('Your telephone number', 40),
  email: z.email({ error: 'A valid e-mail address is required' }).max(254),
  /** (v) Good-faith belief that the use is not authorised. */
  goodFaith: affirmed('The good-faith statement'),
  /** (vi) Accuracy, and authority to act for the owner, under penalty of perjury. */
  accuracyUnderPerjury: affirmed('The statement of accuracy and authority under penalty of perjury'),
  /** (i) Electronic signature: the typed full name. */
  signature: required('Your electronic signature (typed full name)', 200),
  /** The interface's language while filing: the complainant's mails go out in it. */
  language: languageChoice.optional(),
});
export type DmcaNoticeBody = z.infer<typeof dmcaNoticeBody>;

/** 201 of POST /dmca/notices. */
export const dmcaNoticeCreated = z.object({ id: z.number().int(), number: z.string() });
export type DmcaNoticeCreated = z.infer<typeof dmcaNoticeCreated>;

/** POST /dmca/counter-notices: the elements of §512(g)(3), quoting the notice number. */
export const dmcaCounterNoticeBody = z.object({
  noticeNumber: required('The notice number', 40),
  /** (B) The material removed and where it appeared before removal. */
  material: required('Identification of the removed material', 5000, true),
  /** (C) Good-faith belief of mistake or misidentification, under penalty of perjury. */
  perjuryStatement: affirmed('The statement under penalty of perjury'),
  /** (D) Consent to the jurisdiction of the Federal District Court, and to accept service. */
  consentToJurisdiction: affirmed('The consent to jurisdiction'),
  name: required('Your full name', 200),
  address: required('Your postal address', 1000, true),
  phone: plainText('Telephone number').max(40, { error: 'Telephone number is too long' }).optional(),
  email: z.email({ error: 'A valid e-mail address is required' }).max(254).optional(),
  /** (A) Electronic signature: the typed full name. */
  signature: required('Your electronic signature (typed full name)', 200),
  /** The interface's language while filing: the sender's mail goes out in it. */
  language: languageChoice.optional(),
});
export type DmcaCounterNoticeBody = z.infer<typeof dmcaCounterNoticeBody>;

/** 201 of POST /dmca/counter-notices. */
export const dmcaCounterNoticeCreated = z.object({ id: z.number().int(), restoreDueAt: isoDateTime });
export type DmcaCounterNoticeCreated = z.infer<typeof dmcaCounterNoticeCreated>;

/** One page a notice names, as admins see it. */
const dmcaNoticeItem = z.object({
  url: z.string(),
  kind: z.enum(['content', 'model']),
  targetId: z.number().int(),
  /** Still listed (not deleted), and whether visitors see it now. */
  exists: z.boolean(),
  visible: z.boolean(),
  modelId: z.number().int().nullable(),
  /** Accepted notices against that model (repeat infringer at DMCA_REPEAT_INFRINGER_STRIKES). */
  modelStrikes: z.number().int(),
});

const dmcaCounterNotice = z.object({
  id: z.number().int(),
  material: z.string(),
  name: z.string(),
  address: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  signature: z.string(),
  createdAt: isoDateTime,
  restoreDueAt: isoDateTime,
  restoredAt: isoDateTime.nullable(),
  cancelledAt: isoDateTime.nullable(),
});

/** A notice in the admin queue. */
export const dmcaNotice = z.object({
  id: z.number().int(),
  number: z.string(),
  status: z.enum(DMCA_STATUSES),
  work: z.string(),
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  signature: z.string(),
  items: z.array(dmcaNoticeItem),
  decisionReason: z.string().nullable(),
  decidedAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
  /** Age in business days (weekends skipped). */
  ageBusinessDays: z.number().int(),
  /** Still pending after more than DMCA_OVERDUE_BUSINESS_DAYS business days. */
  overdue: z.boolean(),
  counterNotice: dmcaCounterNotice.nullable(),
});
export type DmcaNotice = z.infer<typeof dmcaNotice>;

export const dmcaNoticeListQuery = withinDepth(
  z.object({
    page: positiveIntParam('page').default(1),
    limit: positiveIntParam('limit', MAX_PAGE_SIZE).default(20),
    status: z.enum([...DMCA_STATUSES, 'all'], { error: 'Unknown notice status' }).optional(),
  }),
);
export const dmcaNoticeListResponse = z.object({
  notices: z.array(dmcaNotice),
  pagination,
  /** Pending notices past DMCA_OVERDUE_BUSINESS_DAYS business days (all pages). */
  overdue: z.number().int(),
});
export type DmcaNoticeListResponse = z.infer<typeof dmcaNoticeListResponse>;

/** PUT /dmca/notices/{id}: accept, reject (a reason is required) or record that suit was filed. */
export const dmcaDecisionBody = z
  .object({
    action: z.enum(DMCA_ACTIONS, { error: `action must be one of: ${DMCA_ACTIONS.join(', ')}` }),
    reason: plainText('Reason', { multiline: true }).max(2000, { error: 'Reason is too long' }).optional(),
    notes: plainText('Notes', { multiline: true }).max(2000, { error: 'Notes are too long' }).optional(),
  })
  .refine((b) => b.action !== 'reject' || (b.reason ?? '').length > 0, {
    error: 'A reason is required to reject a notice',
    path: ['reason'],
  });
export type DmcaDecisionBody = z.infer<typeof dmcaDecisionBody>;

/** A model with accepted notices against it (GET /dmca/repeat-infringers). */
const dmcaRepeatInfringer = z.object({
  modelId: z.number().int(),
  name: z.string().nullable(),
  slug: z.string().nullable(),
  strikes: z.number().int(),
});
export const dmcaRepeatInfringersResponse = z.object({
  threshold: z.number().int(),
  models: z.array(dmcaRepeatInfringer),
});
export type DmcaRepeatInfringersResponse = z.infer<typeof dmcaRepeatInfringersResponse>;

/** POST /dmca/restorations/run (admins): what the due-restoration job did. */
export const dmcaRestorationRun = z.object({ restored: z.array(z.string()) });
