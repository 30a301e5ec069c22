import type { Kysely } from 'kysely';
import type { DB, Executor } from '../../db/schema.ts';

/** Two-factor sign-in's backup codes (hashed); the accepted TOTP step is the users repository's. */
export function twoFactorRepository(db: Kysely<DB>) {
  return {
    /** Replaces the account's backup codes with these hashes. */
    async replaceBackupCodes(userId: number, hashes: string[], at: string, executor: Executor = db): Promise<void> {
      await executor.deleteFrom('backup_codes').where('user_id', '=', userId).execute();
      if (hashes.length > 0)
        await executor
          .insertInto('backup_codes')
          .values(hashes.map((code_hash) => ({ user_id: userId, code_hash, created_at: at })))
          .execute();
    },

    /** Marks an unused code with this hash used; false when there is none (unknown, or used before). */
    async consumeBackupCode(userId: number, hash: string, at: string, executor: Executor = db): Promise<boolean> {
      const result = await executor
        .updateTable('backup_codes')
        .set({ used_at: at })
        .where('user_id', '=', userId)
        .where('code_hash', '=', hash)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** How many of the account's backup codes are still unused. */
    async unusedBackupCodes(userId: number, executor: Executor = db): Promise<number> {
      const { n } = await executor
        .selectFrom('backup_codes')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(n);
    },
  };
}
export type TwoFactorRepository = ReturnType<typeof twoFactorRepository>;
