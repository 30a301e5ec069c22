import { createHash, randomBytes } from 'node:crypto';
import { BACKUP_CODE_COUNT, TOTP_DIGITS } from '@packdex/shared/constants';
import { Secret, TOTP } from 'otpauth';
import { clock } from './clock.ts';

/** RFC 6238 with the parameters every authenticator app reads from the otpauth URL: SHA-1, 30 s. */
const PERIOD_S = 30;
/** One step either side of now is accepted: a phone clock a little off, or a code typed as it turned. */
const WINDOW = 1;

const totpOf = (secret: string, label = '', issuer = '') =>
  new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: PERIOD_S,
    secret: Secret.fromBase32(secret),
  });

/** A new secret: 160 random bits (RFC 4226's recommended length), base32 as authenticator apps take it. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The URL an authenticator app reads (as a QR code or pasted): `otpauth://totp/Issuer:label?secret=…`. */
export const otpauthUrl = (secret: string, label: string, issuer: string): string =>
  totpOf(secret, label, issuer).toString();

/**
 * The time step a code is valid for, or null: `code` is checked against the steps around the
 * application clock's now (so tests can move it). The caller refuses a step it accepted before.
 */
export function totpStep(secret: string, code: string, at = clock.millis()): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: at, window: WINDOW });
  return delta === null ? null : Math.floor(at / 1000 / PERIOD_S) + delta;
}

/** The code of `secret` at `at` (the seeded admin's tests and the e2e suite sign in with it). */
export const totpCode = (secret: string, at = clock.millis()): string => totpOf(secret).generate({ timestamp: at });

/** Backup codes alphabet: letters and digits without look-alikes (0/o, 1/l/i). */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const CODE_LENGTH = 10;

/** Fresh backup codes: 10 characters of a 31-letter alphabet each (about 49 bits), shown once. */
export function newBackupCodes(count = BACKUP_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    let code = '';
    // Rejection sampling keeps every letter equally likely (256 is not a multiple of 31).
    while (code.length < CODE_LENGTH)
      for (const byte of randomBytes(16)) {
        if (byte < 248 && code.length < CODE_LENGTH) code += ALPHABET[byte % ALPHABET.length];
      }
    return code;
  });
}

/** How a backup code is stored: its SHA-256 (the codes are random and long, so no slow hash is needed). */
export const hashBackupCode = (code: string): string =>
  createHash('sha256').update(code.replace(/[\s-]/g, '').toLowerCase()).digest('base64url');

/** A backup code as shown: two groups of five. */
export const showBackupCode = (code: string): string => `${code.slice(0, 5)}-${code.slice(5)}`;
