import type { User } from '@packdex/shared/schemas';
import type { Config } from '../../config.ts';
import type { Transact } from '../../db/schema.ts';
import { badRequest, conflict, unauthorized, UniqueConflict } from '../../lib/errors.ts';
import type { Limiter } from '../../lib/limiter.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { now } from '../../lib/time.ts';
import { hashEmailToken, newEmailToken } from '../../lib/tokens.ts';
import { clock } from '../../lib/clock.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import { toUser, type Viewer } from '../users/users.service.ts';
import { confirmEmailMail, emailChangeNotice } from './auth.mails.ts';
import type { AuthRepository } from './auth.repository.ts';
import { VERIFY_TTL } from './auth.service.ts';

const TAKEN = 'An account with this email already exists';
/** Address change requests per account and hour (each mails two addresses). */
const REQUESTS_PER_HOUR = 10;

interface Deps {
  transact: Transact;
  users: Pick<UsersRepository, 'findById' | 'findByEmail' | 'setEmail'>;
  emailTokens: Pick<AuthRepository, 'createEmailToken' | 'consumeEmailChange' | 'dropUnused'>;
  audit: Pick<AuditRepository, 'record'>;
  mailer: Pick<Mailer, 'enqueue' | 'kick' | 'html'>;
  limiter: Pick<Limiter, 'hit'>;
  config: Pick<Config, 'publicUrl' | 'siteName'>;
}

/**
 * Changing the account's e-mail address (docs/security.md#e-mail-address-change): the new address
 * proves itself through a mailed link, and the address in use is told of the request.
 */
export function emailChangeService({ transact, users, emailTokens, audit, mailer, limiter, config }: Deps) {
  return {
    /** Mails a confirmation link to `newEmail` and a notice to the current address; nothing changes yet. */
    async request(viewer: Viewer, newEmail: string, password: string): Promise<void> {
      await limiter.hit(`change-email:${viewer.id}`, REQUESTS_PER_HOUR, 3600_000);
      const user = await users.findById(viewer.id);
      if (!user) throw unauthorized('Your session has expired. Please sign in again.');
      if (!(await verifyPassword(user.password_hash, password))) throw unauthorized('Password is incorrect');
      // Told only to the signed-in owner who proved the password.
      if (newEmail === user.email) throw badRequest('This is already your email address');
      if (await users.findByEmail(newEmail)) throw conflict(TAKEN);
      const { token, hash } = newEmailToken();
      await transact(async (trx) => {
        const expires = new Date(clock.millis() + VERIFY_TTL).toISOString();
        await emailTokens.createEmailToken(user.id, 'change-email', hash, expires, trx, newEmail);
        const url = `${config.publicUrl}/confirm-email?token=${token}`;
        await mailer.enqueue(confirmEmailMail(mailer, user, newEmail, url, config.siteName), trx);
        await mailer.enqueue(emailChangeNotice(mailer, user, newEmail, config.siteName), trx);
      });
      mailer.kick();
    },

    /**
     * Moves the account to the link's address and marks it verified; the links mailed to the old
     * address stop working. Taken meanwhile (even by a confirmation at the same moment): the unique
     * index refuses it and the answer is a 409.
     */
    async confirm(token: string): Promise<User> {
      let updated;
      try {
        updated = await transact(async (trx) => {
          const change = await emailTokens.consumeEmailChange(hashEmailToken(token), trx);
          if (!change) return null;
          const before = await users.findById(change.userId, trx);
          if (!before) return null;
          const row = await users.setEmail(change.userId, change.newEmail, trx);
          await emailTokens.dropUnused(change.userId, trx);
          await audit.record(
            {
              adminId: null,
              action: 'user.email_change',
              entity: 'user',
              entityId: row.id,
              details: { label: row.email, before: { email: before.email }, after: { email: row.email } },
              at: now(),
            },
            trx,
          );
          return row;
        });
      } catch (err) {
        if (err instanceof UniqueConflict && err.column === 'email') throw conflict(TAKEN);
        throw err;
      }
      if (!updated) throw badRequest('This confirmation link is invalid or has expired');
      return toUser(updated);
    },
  };
}
export type EmailChangeService = ReturnType<typeof emailChangeService>;
