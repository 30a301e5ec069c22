import type { Kysely } from 'kysely';
import type { DB, Executor } from '../../db/schema.ts';
import type { NewUser, UserUpdate } from '../../db/tables/users.table.ts';
import { now } from '../../lib/time.ts';

/** The users table: accounts, their flags and the version their session tokens carry. */
export function usersRepository(db: Kysely<DB>) {
  return {
    findByEmail: (email: string, executor: Executor = db) =>
      executor.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst(),
    findById: (id: number, executor: Executor = db) =>
      executor.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst(),
    insert: (user: NewUser, executor: Executor = db) =>
      executor.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow(),
    update: (id: number, patch: UserUpdate, executor: Executor = db) =>
      executor
        .updateTable('users')
        .set({ ...patch, updated_at: now() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow(),
    /** Ends every session of the user by moving the version their tokens carry. */
    bumpTokenVersion: (id: number, executor: Executor = db) =>
      executor
        .updateTable('users')
        .set((eb) => ({ token_version: eb('token_version', '+', 1), updated_at: now() }))
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow(),
    delete: (id: number, executor: Executor = db) => executor.deleteFrom('users').where('id', '=', id).execute(),

    async countAdmins(executor: Executor = db): Promise<number> {
      const { n } = await executor
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('is_admin', '=', 1)
        .executeTakeFirstOrThrow();
      return Number(n);
    },

    /** Records (or, with null, forgets) when the account confirmed being 18 or older. */
    async setAgeConfirmed(id: number, at: string | null, executor: Executor = db): Promise<void> {
      await executor.updateTable('users').set({ age_confirmed_at: at }).where('id', '=', id).execute();
    },
  };
}
export type UsersRepository = ReturnType<typeof usersRepository>;
