// The age gate's confirmation and a provider's age assurance (the age-verification module,
// docs/compliance.md).
import { z } from 'zod';
import { plainText } from './common.ts';

/** Age verification. */
export const ageConfirmBody = z.object({
  confirmed: z.literal(true, { error: 'You must confirm that you are 18 years or older' }),
});
export const ageStatusResponse = z.object({ ageConfirmed: z.boolean() });
export type AgeStatusResponse = z.infer<typeof ageStatusResponse>;

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
