import type { Language } from '@packdex/shared/constants';
import type { AuthResponse, EmailConfirmationRequiredResponse, LoginResponse } from '@packdex/shared/schemas';
import type { Config } from '../../config.ts';
import type { Executor, Transact } from '../../db/schema.ts';
import type { UserRow } from '../../db/tables/users.table.ts';
import { AppError, badRequest, conflict, forbidden, unauthorized } from '../../lib/errors.ts';
import type { AfterAnswer } from '../../lib/after-answer.ts';
import type { Limiter } from '../../lib/limiter.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { now } from '../../lib/time.ts';
import { hashEmailToken, newEmailToken, type TokenSigner } from '../../lib/tokens.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import { toUser } from '../users/users.service.ts';
import { alreadyRegisteredMail, newDeviceMail, resetMail, verificationMail } from './auth.mails.ts';
import { describeDevice, networkOf } from '../sessions/device.ts';
import type { AuthRepository } from './auth.repository.ts';
import { clock } from '../../lib/clock.ts';
import { addressKey } from '../../plugins/read-limit.ts';
import type { Client } from '../sessions/device.ts';
import type { SessionsRepository } from '../sessions/sessions.repository.ts';
import { startSession } from '../sessions/session-start.ts';
import type { TwoFactorService } from './two-factor.service.ts';

const HOUR = 3600_000;
/** How long a mailed address link (verification, address change) stays valid. */
export const VERIFY_TTL = 24 * HOUR;
const RESET_TTL = HOUR;
const EMAIL_WINDOW = 15 * 60_000;
const INVALID_LOGIN = 'Invalid email or password';
const TAKEN = 'An account with this email already exists';
const CHECK_EMAIL = 'Check your email to finish creating your account.';
/** Told only to someone who proved the password, so it reveals nothing to a guesser. */
const SUSPENDED = 'This account has been suspended. Please contact support.';

/*
 * Lock-out resistance (docs/security.md, "No lock-out"): refusals are keyed by (e-mail, address) and by
 * address (the route's limit), never by the e-mail alone, or anyone could lock anyone out from
 * rotating addresses. For the e-mail alone, failed sign-ins beyond SLOW_AFTER slow every later try
 * (at most SLOW_MAX_MS) instead of refusing it, and account mail stops at MAIL_CEILING per hour
 * while the links already sent stay valid, so the owner can always get in.
 */
const PAIR_LOGIN_MAX = 10;
const SLOW_AFTER = 5;
const SLOW_STEP_MS = 200;
const SLOW_MAX_MS = 2000;
const PAIR_MAIL_MAX = 3;
const MAIL_CEILING = 5;
const MAIL_WINDOW = HOUR;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A suspended account is told so, and only after it proved the password (or a mailed link). */
export function assertNotSuspended(row: UserRow): void {
  if (row.suspended_at !== null) throw forbidden(SUSPENDED);
}

/** The answer of every call that signs someone in: the user and a token for the session `sessionId`. */
export async function sessionOf(row: UserRow, tokens: TokenSigner, sessionId: string): Promise<AuthResponse> {
  assertNotSuspended(row);
  const token = await tokens.sign({ userId: row.id, tokenVersion: row.token_version, sessionId });
  return { user: toUser(row), token };
}

interface Deps {
  transact: Transact;
  users: Pick<UsersRepository, 'findByEmail' | 'insert' | 'update' | 'bumpTokenVersion'>;
  emailTokens: AuthRepository;
  sessions: Pick<SessionsRepository, 'insert' | 'endAll' | 'devicesOf'>;
  tokens: TokenSigner;
  mailer: Pick<Mailer, 'enqueue' | 'kick' | 'html'>;
  limiter: Limiter;
  config: Pick<Config, 'publicUrl' | 'siteName' | 'registrationAnswer'>;
  /** Per-account work of the mail calls, done after their answer (so its time tells nothing). */
  later: Pick<AfterAnswer, 'run'>;
  /** The second factor of accounts that turned it on. */
  twoFactor: Pick<TwoFactorService, 'verifyCode'>;
}

/** Registration, sign-in, e-mail verification and password reset (docs/product.md#accounts). */
export function authService({
  transact,
  users,
  emailTokens,
  sessions,
  tokens,
  mailer,
  limiter,
  config,
  later,
  twoFactor,
}: Deps) {
  // Compared against when the e-mail is unknown, so a miss costs as long as a wrong password.
  let dummyHash: Promise<string> | undefined;
  /** Signs in: a new session row for this client, and a token carrying it. */
  async function session(row: UserRow, client: Client): Promise<AuthResponse> {
    assertNotSuspended(row);
    return sessionOf(row, tokens, await startSession(sessions, row.id, client));
  }

  async function sendVerification(user: UserRow, executor: Executor) {
    const { token, hash } = newEmailToken();
    await emailTokens.createEmailToken(
      user.id,
      'verify',
      hash,
      new Date(clock.millis() + VERIFY_TTL).toISOString(),
      executor,
    );
    const url = `${config.publicUrl}/verify-email?token=${token}`;
    await mailer.enqueue(verificationMail(mailer, user, url, config.siteName), executor);
  }

  /** A new, unverified account and its verification mail; null when the address was taken meanwhile. */
  async function createAccount(input: {
    name: string;
    email: string;
    password: string;
    language: Language;
  }): Promise<UserRow | null> {
    const passwordHash = await hashPassword(input.password);
    const at = now();
    try {
      return await transact(async (trx) => {
        const row = await users.insert(
          {
            name: input.name,
            email: input.email,
            password_hash: passwordHash,
            language: input.language,
            age_confirmed_at: at,
            created_at: at,
            updated_at: at,
          },
          trx,
        );
        await sendVerification(row, trx);
        return row;
      });
    } catch (err) {
      // Two registrations racing for one address: the unique index decides.
      if (await users.findByEmail(input.email)) return null;
      throw err;
    }
  }

  /**
   * Mails a password reset link (valid an hour): asked for (`forgot`), or to the owner of an address
   * someone tried to register again (`registered`), who is told they have an account.
   */
  async function mailReset(user: UserRow, why: 'forgot' | 'registered') {
    const { token, hash } = newEmailToken();
    await transact(async (trx) => {
      await emailTokens.createEmailToken(
        user.id,
        'reset',
        hash,
        new Date(clock.millis() + RESET_TTL).toISOString(),
        trx,
      );
      const url = `${config.publicUrl}/reset-password?token=${token}`;
      const mail = why === 'forgot' ? resetMail : alreadyRegisteredMail;
      await mailer.enqueue(mail(mailer, user, url, config.siteName), trx);
    });
    mailer.kick();
  }

  return {
    /** `language`: the one the visitor was using (the account's mail goes out in it). */
    /**
     * With REGISTRATION_ANSWER=session (the spec) a new account is signed in at once and a taken address
     * gets 409. With `uniform` the answer is the same for a new address and a taken one, and so is its
     * time: the account is looked up and created (or its owner told by mail) after the answer, and the
     * verification link signs the new account in (verify-email answers a session).
     */
    async register(
      input: { name: string; email: string; password: string; language: Language },
      client: Client,
    ): Promise<AuthResponse | EmailConfirmationRequiredResponse> {
      await limiter.hit(`register:${input.email}`, 5, EMAIL_WINDOW);
      if (config.registrationAnswer === 'uniform') {
        // Counted for every address alike; past it nothing is mailed (or created) this hour.
        if ((await limiter.increment(`register-mail:${input.email}`, MAIL_WINDOW)) <= MAIL_CEILING) {
          later.run('register', async () => {
            const taken = await users.findByEmail(input.email);
            const user = taken ? null : await createAccount(input);
            if (user) return mailer.kick();
            const owner = taken ?? (await users.findByEmail(input.email));
            if (owner) await mailReset(owner, 'registered');
          });
        }
        return { emailConfirmationRequired: true, message: CHECK_EMAIL };
      }
      if (await users.findByEmail(input.email)) throw conflict(TAKEN);
      const user = await createAccount(input);
      if (!user) throw conflict(TAKEN);
      mailer.kick();
      return session(user, client);
    },

    /**
     * Signs in with the password, and for an account with two-factor sign-in on also a code: without
     * one the answer is `{ twoFactorRequired: true }` and no session (docs/security.md).
     */
    async login(
      input: { email: string; password: string; code?: string | undefined },
      client: Client,
    ): Promise<LoginResponse> {
      const pair = `login:${input.email}|${addressKey(client.ip)}`;
      const failures = `login-fail:${input.email}`;
      await limiter.hit(pair, PAIR_LOGIN_MAX, EMAIL_WINDOW);
      const failed = await limiter.peek(failures);
      if (failed > SLOW_AFTER) await sleep(Math.min(SLOW_MAX_MS, (failed - SLOW_AFTER) * SLOW_STEP_MS));
      const user = await users.findByEmail(input.email);
      let ok = false;
      if (!user) {
        dummyHash ??= hashPassword('not-a-real-password');
        await verifyPassword(await dummyHash, input.password);
      } else {
        ok = await verifyPassword(user.password_hash, input.password);
      }
      if (!user || !ok) {
        await limiter.increment(failures, EMAIL_WINDOW);
        throw unauthorized(INVALID_LOGIN);
      }
      if (user.totp_secret !== null) {
        assertNotSuspended(user);
        if (input.code === undefined) return { twoFactorRequired: true };
        await twoFactor.verifyCode(user, input.code);
      }
      await limiter.reset(pair);
      // Read before this sign-in's row is written: an account with earlier sign-ins, none from this
      // device and network, is told by mail (after the answer; docs/security.md).
      const device = describeDevice(client.userAgent);
      const network = networkOf(client.ip);
      const seen = await sessions.devicesOf(user.id);
      const answer = await session(user, client);
      if (seen.length > 0 && !seen.some((s) => s.device === device && s.network === network))
        later.run('new-device-notice', async () => {
          await mailer.enqueue(newDeviceMail(mailer, user, device, `${config.publicUrl}/account`, config.siteName));
          mailer.kick();
        });
      return answer;
    },

    async verifyEmail(token: string, client: Client): Promise<AuthResponse> {
      const user = await transact(async (trx) => {
        const userId = await emailTokens.consumeEmailToken('verify', hashEmailToken(token), trx);
        if (userId === null) return null;
        return users.update(userId, { is_verified: 1 }, trx);
      });
      if (!user) throw badRequest('This verification link is invalid or has expired');
      return session(user, client);
    },

    /** Same answer whether or not the address has an account, so it reveals nothing. */
    async resendVerification(email: string, ip: string): Promise<void> {
      await limiter.hit(`resend:${email}|${addressKey(ip)}`, PAIR_MAIL_MAX, EMAIL_WINDOW);
      if ((await limiter.increment(`resend-mail:${email}`, MAIL_WINDOW)) > MAIL_CEILING) return;
      // Looked up and mailed after the answer: its time is the same for every address.
      later.run('resend-verification', async () => {
        const user = await users.findByEmail(email);
        if (!user || user.is_verified === 1) return;
        await transact((trx) => sendVerification(user, trx));
        mailer.kick();
      });
    },

    /** Same answer whether or not the address has an account, so it reveals nothing. */
    async forgotPassword(email: string, ip: string): Promise<void> {
      await limiter.hit(`forgot:${email}|${addressKey(ip)}`, PAIR_MAIL_MAX, EMAIL_WINDOW);
      // Past the ceiling the links already mailed (valid for an hour) are the way in; no new mail.
      if ((await limiter.increment(`forgot-mail:${email}`, MAIL_WINDOW)) > MAIL_CEILING) return;
      // Looked up and mailed after the answer: its time is the same for every address.
      later.run('forgot-password', async () => {
        const user = await users.findByEmail(email);
        if (user) await mailReset(user, 'forgot');
      });
    },

    /** Sets the new password, ends every session (rows too) and (the link proved the address) verifies it. */
    async resetPassword(token: string, password: string): Promise<void> {
      const passwordHash = await hashPassword(password);
      const done = await transact(async (trx) => {
        const userId = await emailTokens.consumeEmailToken('reset', hashEmailToken(token), trx);
        if (userId === null) return false;
        await users.update(userId, { password_hash: passwordHash, is_verified: 1 }, trx);
        await users.bumpTokenVersion(userId, trx);
        await sessions.endAll(userId, null, now(), trx);
        return true;
      });
      if (!done) throw new AppError(400, 'BAD_REQUEST', 'This reset link is invalid or has expired');
    },
  };
}
export type AuthService = ReturnType<typeof authService>;
