import { isStaffRole } from '@packdex/shared/constants';
import type { TwoFactorEnableResponse, TwoFactorSetupResponse } from '@packdex/shared/schemas';
import type { Config } from '../../config.ts';
import type { Transact } from '../../db/schema.ts';
import type { UserRow } from '../../db/tables/users.table.ts';
import { conflict, notFound, tooManyRequests, unauthorized } from '../../lib/errors.ts';
import type { Limiter } from '../../lib/limiter.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { now } from '../../lib/time.ts';
import { hashBackupCode, newBackupCodes, newTotpSecret, otpauthUrl, showBackupCode, totpStep } from '../../lib/totp.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import type { Viewer } from '../users/users.service.ts';
import type { TwoFactorRepository } from './two-factor.repository.ts';

/**
 * Wrong codes an account may send in CODE_WINDOW before every code is refused until the window
 * ends (docs/security.md, "Two-factor sign-in"). Only someone who proved the password reaches the
 * code check at sign-in, so this per-account limit cannot be used to lock a stranger out.
 */
export const CODE_TRIES = 5;
export const CODE_WINDOW_MS = 15 * 60_000;
const USED_CODE = 'That code was used already. Enter the next code your app shows.';
const INVALID_CODE = 'That code is not valid. Enter the current code from your app, or an unused backup code.';

interface Deps {
  transact: Transact;
  users: Pick<UsersRepository, 'findById' | 'update' | 'acceptTotpStep'>;
  twoFactor: TwoFactorRepository;
  limiter: Limiter;
  audit: Pick<AuditService, 'record'>;
  config: Pick<Config, 'siteName'>;
}

/** Two-factor sign-in (TOTP, RFC 6238) with backup codes: enrolment, the code check, turning it off. */
export function twoFactorService({ transact, users, twoFactor, limiter, audit, config }: Deps) {
  const failures = (userId: number) => `2fa-fail:${userId}`;

  async function account(userId: number): Promise<UserRow> {
    const row = await users.findById(userId);
    if (!row) throw notFound('User not found');
    return row;
  }

  /** Refuses every code once the account sent CODE_TRIES wrong ones in the window. */
  async function assertTriesLeft(userId: number): Promise<void> {
    if ((await limiter.peek(failures(userId))) >= CODE_TRIES)
      throw tooManyRequests(CODE_WINDOW_MS / 1000, 'Too many wrong codes. Please wait 15 minutes before trying again.');
  }

  async function wrongCode(userId: number): Promise<never> {
    await limiter.increment(failures(userId), CODE_WINDOW_MS);
    throw unauthorized(INVALID_CODE);
  }

  return {
    /**
     * Checks a sign-in's code for an account with two-factor sign-in on: a TOTP not accepted before,
     * or an unused backup code, which is then used up. A wrong one counts toward the account's limit.
     */
    async verifyCode(row: UserRow, code: string): Promise<{ backupCode: boolean }> {
      if (row.totp_secret === null) return { backupCode: false };
      await assertTriesLeft(row.id);
      if (/^\d+$/.test(code)) {
        const step = totpStep(row.totp_secret, code);
        if (step === null) return wrongCode(row.id);
        // A right code sent again proves the secret, not a guess: refused, but not counted as one.
        if (!(await users.acceptTotpStep(row.id, step))) throw unauthorized(USED_CODE);
      } else if (!(await twoFactor.consumeBackupCode(row.id, hashBackupCode(code), now()))) {
        return wrongCode(row.id);
      }
      await limiter.reset(failures(row.id));
      return { backupCode: !/^\d+$/.test(code) };
    },

    /** A new secret for the account to enrol, replacing any earlier one not yet enabled. */
    async setup(viewer: Viewer): Promise<TwoFactorSetupResponse> {
      const row = await account(viewer.id);
      if (row.totp_secret !== null) throw conflict('Two-factor sign-in is already on for this account');
      const secret = newTotpSecret();
      await users.update(row.id, { totp_pending_secret: secret });
      return { secret, otpauthUrl: otpauthUrl(secret, row.email, config.siteName) };
    },

    /** Turns two-factor sign-in on once a code from the new secret is shown; the backup codes, shown once. */
    async enable(viewer: Viewer, code: string): Promise<TwoFactorEnableResponse> {
      const row = await account(viewer.id);
      if (row.totp_secret !== null) throw conflict('Two-factor sign-in is already on for this account');
      const secret = row.totp_pending_secret;
      if (secret === null) throw conflict('Start the set-up first (POST /api/auth/2fa/setup)');
      await assertTriesLeft(row.id);
      const step = /^\d+$/.test(code) ? totpStep(secret, code) : null;
      if (step === null) return wrongCode(row.id);
      await limiter.reset(failures(row.id));
      const codes = newBackupCodes();
      const at = now();
      await transact(async (trx) => {
        await users.update(
          row.id,
          { totp_secret: secret, totp_pending_secret: null, totp_enabled_at: at, totp_last_step: step },
          trx,
        );
        await twoFactor.replaceBackupCodes(row.id, codes.map(hashBackupCode), at, trx);
        // Staff accounts' sign-in is part of the admin audit log; members' is their own business.
        if (isStaffRole(viewer.role))
          await audit.record(
            { actor: viewer, action: 'enable-2fa', entity: 'user', entityId: row.id, label: row.email },
            trx,
          );
      });
      return { backupCodes: codes.map(showBackupCode) };
    },

    /** Turns it off: the password is asked again, so a session left open cannot weaken sign-in. */
    async disable(viewer: Viewer, password: string): Promise<void> {
      const row = await account(viewer.id);
      await assertTriesLeft(row.id);
      if (!(await verifyPassword(row.password_hash, password))) {
        await limiter.increment(failures(row.id), CODE_WINDOW_MS);
        throw unauthorized('Current password is incorrect');
      }
      if (row.totp_secret === null) return;
      await transact(async (trx) => {
        await users.update(
          row.id,
          { totp_secret: null, totp_pending_secret: null, totp_enabled_at: null, totp_last_step: null },
          trx,
        );
        await twoFactor.replaceBackupCodes(row.id, [], now(), trx);
        if (isStaffRole(viewer.role))
          await audit.record(
            { actor: viewer, action: 'disable-2fa', entity: 'user', entityId: row.id, label: row.email },
            trx,
          );
      });
    },
  };
}
export type TwoFactorService = ReturnType<typeof twoFactorService>;
