import { z } from 'zod';
import { CONTACT_MESSAGE_MAX_LENGTH, SUPPORT_SUBJECTS } from '../constants.ts';
import { isoDateTime, plainText } from './common.ts';
import { content } from './content.ts';
import { model } from './model.ts';

/** Age verification. */
export const ageConfirmBody = z.object({
  confirmed: z.literal(true, { error: 'You must confirm that you are 18 years or older' }),
});
export const ageStatusResponse = z.object({ ageConfirmed: z.boolean() });
export type AgeStatusResponse = z.infer<typeof ageStatusResponse>;

/** Contact form of the support dialog. */
export const supportMessageBody = z.object({
  name: plainText('Name', { required: 'Please fill in all required fields.' })
    .min(1, { error: 'Please fill in all required fields.' })
    .max(80),
  email: z.email({ error: 'Please enter a valid email address' }),
  subject: z.enum(SUPPORT_SUBJECTS, { error: 'Please fill in all required fields.' }),
  message: plainText('Message', { multiline: true, required: 'Please fill in all required fields.' })
    .min(1, { error: 'Please fill in all required fields.' })
    .max(CONTACT_MESSAGE_MAX_LENGTH, { error: `Message must be at most ${CONTACT_MESSAGE_MAX_LENGTH} characters` }),
});
export type SupportMessageBody = z.infer<typeof supportMessageBody>;

/** Purchase and billing portal bodies and answers (the premium module's calls, docs/product.md#premium). */
export const purchaseBody = z.object({ email: z.email().optional() });
export const urlResponse = z.object({ url: z.string() });
export type UrlResponse = z.infer<typeof urlResponse>;
/** GET /billing/status: the account's subscription with the current provider, as /billing shows it; null without one. */
export const billingStatusResponse = z.object({
  subscription: z
    .object({
      status: z.enum(['pending', 'active', 'past_due', 'ended']),
      /** Cancelled in the portal: premium runs to the period's end, then stops instead of renewing. */
      cancelAtPeriodEnd: z.boolean(),
      /** The end of the paid period: the renewal day, or premium's last day after a cancellation. */
      currentPeriodEnd: isoDateTime.nullable(),
    })
    .nullable(),
});
export type BillingStatusResponse = z.infer<typeof billingStatusResponse>;

/** The admin dashboard statistics (the admin module's GET /admin/stats). */
export const dashboardStats = z.object({
  overview: z.object({
    totalUsers: z.number().int(),
    premiumUsers: z.number().int(),
    totalModels: z.number().int(),
    totalContent: z.number().int(),
    totalViews: z.number().int(),
    pendingReports: z.number().int(),
    totalComments: z.number().int(),
    totalLikes: z.number().int(),
    recentUsers: z.number().int(),
  }),
  topContent: z.array(content),
  topModels: z.array(model),
  reportsByReason: z.array(z.object({ reason: z.string(), count: z.number().int() })),
  userGrowth: z.array(z.object({ date: z.string(), count: z.number().int() })),
});

/** Liveness and readiness. */
export const healthResponse = z.object({ status: z.literal('ok'), uptime: z.number() });

/** Test-only (TEST_CLOCK=true): move the server's clock forward, or back to real time. */
export const testClockBody = z.strictObject({
  advanceMs: z
    .number()
    .int()
    .min(0)
    .max(10 * 365 * 86_400_000)
    .optional(),
  reset: z.boolean().optional(),
});
export const testClockResponse = z.object({ now: z.string(), offsetMs: z.number() });
export const readyResponse = z.object({ status: z.literal('ok'), database: z.string() });

const SITE = 'https://packdex.invalid';

/**
 * `value` as a path of this site, written as a browser would send it (percent-encoded, ASCII), or
 * null when it is not one. Resolved as a browser resolves it: a browser drops tabs and line breaks
 * from an address, so `/\t/evil.example` is `//evil.example`, another site. Control characters are
 * refused outright.
 */
export function sitePath(value: string): string | null {
  // eslint-disable-next-line no-control-regex
  if (!value.startsWith('/') || /[\u0000-\u001f\u007f-\u009f\\]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, SITE);
  } catch {
    return null;
  }
  return url.origin === SITE ? `${url.pathname}${url.search}${url.hash}` : null;
}

/** GET /age-assurance/start: where to come back to after the provider (a path of this site). */
export const ageAssuranceStartQuery = z.object({
  returnTo: z
    .string()
    .max(500, { error: 'returnTo is too long' })
    .transform((value, ctx) => {
      const path = sitePath(value);
      if (path === null) {
        ctx.addIssue({ code: 'custom', message: 'returnTo must be a path of this site' });
        return z.NEVER;
      }
      return path;
    })
    .default('/'),
});
/** GET /age-assurance/callback: what the provider sends back. */
export const ageAssuranceCallbackQuery = z.object({
  code: plainText('code').max(2000).optional(),
  state: plainText('state').max(200).optional(),
  error: plainText('error').max(200).optional(),
});
/** What the site keeps of a provider's age check: never identity data. */
export const ageAssurance = z.object({
  over18: z.boolean(),
  /** The provider's host. */
  provider: z.string(),
  method: z.string(),
  verifiedAt: z.string(),
});
export type AgeAssurance = z.infer<typeof ageAssurance>;
/** GET /age-assurance/status: the mode in force and this browser's assurance, if any. */
export const ageAssuranceStatus = z.object({
  mode: z.enum(['self', 'oidc']),
  assurance: ageAssurance.nullable(),
});
export type AgeAssuranceStatus = z.infer<typeof ageAssuranceStatus>;
