import type { Kysely } from 'kysely';
import type { DB, Executor } from '../../db/schema.ts';
import type { EmailTokenPurpose } from '../../db/tables/auth.table.ts';
import { now } from '../../lib/time.ts';

/** Single-use e-mail tokens (verification and password reset links); only their hashes are stored. */
export function authRepository(db: Kysely<DB>) {
  return {
    async createEmailToken(
      userId: number,
      purpose: EmailTokenPurpose,
      hash: string,
      expiresAt: string,
      executor: Executor = db,
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
        .values({ user_id: userId, purpose, token_hash: hash, expires_at: expiresAt, created_at: now() })
        .execute();
    },

    /** Marks a valid, unused, unexpired token used and returns its user id; null otherwise. Single use even under races. */
    async consumeEmailToken(purpose: EmailTokenPurpose, hash: string, executor: Executor = db): Promise<number | null> {
      const at = now();
      const row = await executor
        .updateTable('email_tokens')
        .set({ used_at: at })
        .where('token_hash', '=', hash)
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .where('expires_at', '>', at)
        .returning('user_id')
        .executeTakeFirst();
      return row?.user_id ?? null;
    },
  };
}
export type AuthRepository = ReturnType<typeof authRepository>;
