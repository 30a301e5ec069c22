import { z } from 'zod';
import { LANGUAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, ROLES } from '../constants.ts';
import { isoDateTime, languageChoice, plainText } from './common.ts';

/** A user as the API returns it. */
export const user = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  language: z.enum(LANGUAGES),
  country: z.string().nullable(),
  profilePhoto: z.string().nullable(),
  isPremium: z.boolean(),
  /** True for the `admin` role only (kept beside `role` for clients that read it). */
  isAdmin: z.boolean(),
  role: z.enum(ROLES),
  /** Two-factor sign-in (TOTP) is on for the account. */
  twoFactorEnabled: z.boolean(),
  isVerified: z.boolean(),
  createdAt: isoDateTime,
  expiredPremium: isoDateTime.nullable(),
});
export type User = z.infer<typeof user>;

/** Sign-in and registration answer. */
export const authResponse = z.object({ user, token: z.string() });
export type AuthResponse = z.infer<typeof authResponse>;

const email = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Please enter a valid email address' }));
const passwordTooLong = { error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long` };
/** A new password: its characters are checked; existing ones (below) only for length, so none is locked out. */
const password = plainText('Password', { trim: false, required: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, { error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long` })
  .max(PASSWORD_MAX_LENGTH, passwordTooLong);
const currentPassword = (required: string) =>
  z.string({ error: required }).min(1, { error: required }).max(PASSWORD_MAX_LENGTH, passwordTooLong);
const name = plainText('Name', { required: 'Name is required' })
  .min(1, { error: 'Name is required' })
  .max(80, { error: 'Name must be at most 80 characters' });
const token = plainText('Token', { required: 'Token is required' })
  .min(1, { error: 'Token is required' })
  .max(512, { error: 'This link is not valid' });

export const registerBody = z.object({
  name,
  email,
  password,
  ageConfirmed: z.literal(true, {
    error: 'You must confirm that you are 18 years or older to create an account.',
  }),
  /** The interface's language while registering: the account's language (its mail goes out in it). */
  language: languageChoice.optional(),
});
/** A TOTP code (6 digits) or a backup code (10 letters and digits, dashes and spaces ignored). */
const twoFactorCode = plainText('Code', { required: 'Code is required' })
  .max(32, { error: 'Code must be at most 32 characters' })
  .transform((v) => v.replace(/[\s-]/g, '').toLowerCase())
  .pipe(z.string().regex(/^(\d{6}|[a-z0-9]{10})$/, { error: 'Enter the 6-digit code from your app or a backup code' }));
export const loginBody = z.object({
  email,
  password: currentPassword('Password is required'),
  /** A TOTP or an unused backup code, when the account has two-factor sign-in on. */
  code: twoFactorCode.optional(),
});
/** POST /auth/login with the right password, for an account with two-factor sign-in, without a code. */
export const twoFactorRequiredResponse = z.object({ twoFactorRequired: z.literal(true) });
export const loginResponse = z.union([authResponse, twoFactorRequiredResponse]);
/**
 * POST /auth/register with REGISTRATION_ANSWER=uniform: the same 202 for a new address and a taken one
 * (docs/security.md#account-enumeration); the mailed link signs the new account in.
 */
export const emailConfirmationRequiredResponse = z.object({
  emailConfirmationRequired: z.literal(true),
  message: z.string(),
});
export type EmailConfirmationRequiredResponse = z.infer<typeof emailConfirmationRequiredResponse>;
export type LoginResponse = z.infer<typeof loginResponse>;
/** POST /auth/2fa/setup. */
export const twoFactorSetupResponse = z.object({ secret: z.string(), otpauthUrl: z.string() });
export type TwoFactorSetupResponse = z.infer<typeof twoFactorSetupResponse>;
/** POST /auth/2fa/enable. */
export const twoFactorEnableBody = z.object({ code: twoFactorCode });
export const twoFactorEnableResponse = z.object({ backupCodes: z.array(z.string()) });
export type TwoFactorEnableResponse = z.infer<typeof twoFactorEnableResponse>;
/** POST /auth/2fa/disable: the password, as for every change that weakens sign-in. */
export const twoFactorDisableBody = z.object({ password: currentPassword('Password is required') });
export const tokenBody = z.object({ token });
export const emailBody = z.object({ email });
export const resetPasswordBody = z.object({ token, password });
export const profileBody = z
  .object({
    name: name.optional(),
    language: languageChoice.optional(),
    country: plainText('Country').max(80, { error: 'Country must be at most 80 characters' }).nullable().optional(),
  })
  .strict();
export const changePasswordBody = z.object({
  currentPassword: currentPassword('Current password is required'),
  newPassword: password,
});
export const deleteAccountBody = z.object({ password: currentPassword('Password is required') });

/** Activity of the signed-in user. */
const userStats = z.object({ views: z.number().int(), likes: z.number().int(), comments: z.number().int() });
/**
 * What an unverified account may still open (docs/product.md#unverified-accounts): the distinct
 * packs it opened (these stay open) and how many new ones are left of `limit`.
 */
export const contentAllowance = z.object({
  limit: z.number().int(),
  remaining: z.number().int().min(0),
  /** Slugs of the packs it has opened, oldest first. */
  opened: z.array(z.string()),
});
export type ContentAllowance = z.infer<typeof contentAllowance>;
/**
 * GET /auth/dashboard. `contentAllowance` is null for an account the limit does not apply to
 * (verified, or an admin).
 */
export const dashboardResponse = z.object({ user, stats: userStats, contentAllowance: contentAllowance.nullable() });
export type DashboardResponse = z.infer<typeof dashboardResponse>;
/** POST /auth/upload-photo. */
export const uploadPhotoResponse = z.object({ user, profilePhoto: z.string().nullable() });
export type UploadPhotoResponse = z.infer<typeof uploadPhotoResponse>;
/** PUT /auth/profile. */
export const profileResponse = z.object({ user });
export type ProfileResponse = z.infer<typeof profileResponse>;

/** One place the account is signed in (GET /account/sessions). */
export const session = z.object({
  id: z.string(),
  createdAt: isoDateTime,
  lastSeenAt: isoDateTime,
  /** A short description of the browser and system, such as "Firefox · Windows". */
  device: z.string(),
  /** The network the session signed in from (IPv4 /24, IPv6 /64), never the full address. */
  network: z.string().nullable(),
  /** The session of the request that asked. */
  current: z.boolean(),
});
export type Session = z.infer<typeof session>;
export const sessionsResponse = z.object({ sessions: z.array(session) });
export type SessionsResponse = z.infer<typeof sessionsResponse>;
export const sessionParam = z.object({
  id: plainText('id', { required: 'id is required', trim: false })
    .min(1, { error: 'id is required' })
    .max(64, { error: 'id is too long' }),
});
/** POST /account/sessions/end-others. */
export const endOthersBody = z.object({ password: currentPassword('Password is required') });
/** POST /auth/change-email. */
export const changeEmailBody = z.object({ newEmail: email, password: currentPassword('Password is required') });
