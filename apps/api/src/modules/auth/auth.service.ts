import type { AuthResponse } from '@packdex/shared/schemas';
import type { Config } from '../../config.ts';
import type { Executor, Transact } from '../../db/schema.ts';
import type { UserRow } from '../../db/tables/users.table.ts';
import { AppError, badRequest, conflict, unauthorized } from '../../lib/errors.ts';
import type { Limiter } from '../../lib/limiter.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { now } from '../../lib/time.ts';
import { hashEmailToken, newEmailToken, type TokenSigner } from '../../lib/tokens.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import { toUser } from '../users/users.service.ts';
import { resetMail, verificationMail } from './auth.mails.ts';
import type { AuthRepository } from './auth.repository.ts';

const HOUR = 3600_000;
const VERIFY_TTL = 24 * HOUR;
const RESET_TTL = HOUR;
const EMAIL_WINDOW = 15 * 60_000;
const INVALID_LOGIN = 'Invalid email or password';

/** The answer of every call that signs someone in: the user and a session token. */
export async function sessionOf(row: UserRow, tokens: TokenSigner): Promise<AuthResponse> {
  return { user: toUser(row), token: await tokens.sign({ userId: row.id, tokenVersion: row.token_version }) };
}

interface Deps {
  transact: Transact;
  users: Pick<UsersRepository, 'findByEmail' | 'insert' | 'update' | 'bumpTokenVersion'>;
  emailTokens: AuthRepository;
  tokens: TokenSigner;
  mailer: Pick<Mailer, 'enqueue' | 'kick' | 'html'>;
  limiter: Limiter;
  config: Pick<Config, 'publicUrl' | 'siteName'>;
}

/** Registration, sign-in, e-mail verification and password reset (docs/product.md#accounts). */
export function authService({ transact, users, emailTokens, tokens, mailer, limiter, config }: Deps) {
  // Compared against when the e-mail is unknown, so a miss costs as long as a wrong password.
  let dummyHash: Promise<string> | undefined;
  const session = (row: UserRow) => sessionOf(row, tokens);

  async function sendVerification(user: UserRow, executor: Executor) {
    const { token, hash } = newEmailToken();
    await emailTokens.createEmailToken(
      user.id,
      'verify',
      hash,
      new Date(Date.now() + VERIFY_TTL).toISOString(),
      executor,
    );
    const url = `${config.publicUrl}/verify-email?token=${token}`;
    await mailer.enqueue(verificationMail(mailer, user, url, config.siteName), executor);
  }

  return {
    async register(input: { name: string; email: string; password: string }): Promise<AuthResponse> {
      await limiter.hit(`register:${input.email}`, 5, EMAIL_WINDOW);
      if (await users.findByEmail(input.email)) throw conflict('An account with this email already exists');
      const passwordHash = await hashPassword(input.password);
      const at = now();
      let user: UserRow;
      try {
        user = await transact(async (trx) => {
          const row = await users.insert(
            {
              name: input.name,
              email: input.email,
              password_hash: passwordHash,
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
        if (await users.findByEmail(input.email)) throw conflict('An account with this email already exists');
        throw err;
      }
      mailer.kick();
      return session(user);
    },

    async login(input: { email: string; password: string }): Promise<AuthResponse> {
      await limiter.hit(`login:${input.email}`, 10, EMAIL_WINDOW);
      const user = await users.findByEmail(input.email);
      if (!user) {
        dummyHash ??= hashPassword('not-a-real-password');
        await verifyPassword(await dummyHash, input.password);
        throw unauthorized(INVALID_LOGIN);
      }
      if (!(await verifyPassword(user.password_hash, input.password))) throw unauthorized(INVALID_LOGIN);
      await limiter.reset(`login:${input.email}`);
      return session(user);
    },

    async verifyEmail(token: string): Promise<AuthResponse> {
      const user = await transact(async (trx) => {
        const userId = await emailTokens.consumeEmailToken('verify', hashEmailToken(token), trx);
        if (userId === null) return null;
        return users.update(userId, { is_verified: 1 }, trx);
      });
      if (!user) throw badRequest('This verification link is invalid or has expired');
      return session(user);
    },

    /** Same answer whether or not the address has an account, so it reveals nothing. */
    async resendVerification(email: string): Promise<void> {
      await limiter.hit(`resend:${email}`, 3, EMAIL_WINDOW);
      const user = await users.findByEmail(email);
      if (!user || user.is_verified === 1) return;
      await transact((trx) => sendVerification(user, trx));
      mailer.kick();
    },

    /** Same answer whether or not the address has an account, so it reveals nothing. */
    async forgotPassword(email: string): Promise<void> {
      await limiter.hit(`forgot:${email}`, 3, EMAIL_WINDOW);
      const user = await users.findByEmail(email);
      if (!user) return;
      const { token, hash } = newEmailToken();
      await transact(async (trx) => {
        await emailTokens.createEmailToken(user.id, 'reset', hash, new Date(Date.now() + RESET_TTL).toISOString(), trx);
        const url = `${config.publicUrl}/reset-password?token=${token}`;
        await mailer.enqueue(resetMail(mailer, user, url, config.siteName), trx);
      });
      mailer.kick();
    },

    /** Sets the new password, ends every session and (the link proved the address) verifies it. */
    async resetPassword(token: string, password: string): Promise<void> {
      const passwordHash = await hashPassword(password);
      const done = await transact(async (trx) => {
        const userId = await emailTokens.consumeEmailToken('reset', hashEmailToken(token), trx);
        if (userId === null) return false;
        await users.update(userId, { password_hash: passwordHash, is_verified: 1 }, trx);
        await users.bumpTokenVersion(userId, trx);
        return true;
      });
      if (!done) throw new AppError(400, 'BAD_REQUEST', 'This reset link is invalid or has expired');
    },
  };
}
export type AuthService = ReturnType<typeof authService>;
