import type { Kysely } from 'kysely';
import { now } from '../../db/database.ts';
import type { DB, NewUser, UserUpdate } from '../../db/schema.ts';

export type Executor = Kysely<DB>;

/** Users and their e-mail tokens. */
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

    async createEmailToken(
      userId: number,
      purpose: 'verify' | 'reset',
      hash: string,
      expiresAt: string,
      executor: Executor = db,
    ) {
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
    async consumeEmailToken(
      purpose: 'verify' | 'reset',
      hash: string,
      executor: Executor = db,
    ): Promise<number | null> {
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

    async activity(userId: number) {
      const count = async (table: 'content_views' | 'likes' | 'comments') => {
        const r = await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow();
        return Number(r.n);
      };
      const [views, likes, comments] = await Promise.all([count('content_views'), count('likes'), count('comments')]);
      return { views, likes, comments };
    },
  };
}
export type UsersRepository = ReturnType<typeof usersRepository>;
