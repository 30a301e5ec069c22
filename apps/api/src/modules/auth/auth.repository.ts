import type { Kysely } from 'kysely';
import type { DB, Executor } from '../../db/schema.ts';
import type { EmailTokenPurpose } from '../../db/tables/auth.table.ts';
import { now } from '../../lib/time.ts';

/** Single-use e-mail tokens (verification, password reset and address change links); only their hashes are stored. */
export function authRepository(db: Kysely<DB>) {
  /** Marks a valid, unused, unexpired token used and returns its row's user and address; single use even under races. */
  const consume = (purpose: EmailTokenPurpose, hash: string, executor: Executor) => {
    const at = now();
    return executor
      .updateTable('email_tokens')
      .set({ used_at: at })
      .where('token_hash', '=', hash)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .where('expires_at', '>', at)
      .returning(['user_id', 'new_email'])
      .executeTakeFirst();
  };

  return {
    async createEmailToken(
      userId: number,
      purpose: EmailTokenPurpose,
      hash: string,
      expiresAt: string,
      executor: Executor = db,
      newEmail: string | null = null,
    ): Promise<void> {
      // A new link replaces the older unused ones of the same purpose.
      await executor
        .deleteFrom('email_tokens')
        .where('user_id', '=', userId)
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .execute();
      await executor
        .insertInto('email_tokens')
        .values({
          user_id: userId,
          purpose,
          token_hash: hash,
          new_email: newEmail,
          expires_at: expiresAt,
          created_at: now(),
        })
        .execute();
    },

    /** Marks a valid, unused, unexpired token used and returns its user id; null otherwise. Single use even under races. */
    async consumeEmailToken(purpose: EmailTokenPurpose, hash: string, executor: Executor = db): Promise<number | null> {
      return (await consume(purpose, hash, executor))?.user_id ?? null;
    },

    /** Consumes an address change link: the account and the address it moves to; null when not valid. */
    async consumeEmailChange(
      hash: string,
      executor: Executor = db,
    ): Promise<{ userId: number; newEmail: string } | null> {
      const row = await consume('change-email', hash, executor);
      return row?.new_email ? { userId: row.user_id, newEmail: row.new_email } : null;
    },

    /** Drops the account's unused links (the address they went to is no longer the account's). */
    async dropUnused(userId: number, executor: Executor = db): Promise<void> {
      await executor.deleteFrom('email_tokens').where('user_id', '=', userId).where('used_at', 'is', null).execute();
    },
  };
}
export type AuthRepository = ReturnType<typeof authRepository>;
