import { type Kysely, PostgresAdapter, sql } from 'kysely';
import type { DB, Executor } from '../../db/schema.ts';
import { countOf, pageOf, type PageRequest } from '../../db/paging.ts';
import type { NewUser, UserUpdate } from '../../db/tables/users.table.ts';
import { now } from '../../lib/time.ts';
import { uniqueWrite } from '../../db/unique.ts';

/** The users table: accounts, their flags and the version their session tokens carry. */
export function usersRepository(db: Kysely<DB>) {
  return {
    findByEmail: (email: string, executor: Executor = db) =>
      executor.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst(),
    /**
     * The account's row, with whether it hides tags (`hides_tags`, its tag blacklist: read here so
     * the session check that reads the row learns it without another round trip).
     */
    findById: (id: number, executor: Executor = db) =>
      executor
        .selectFrom('users')
        .selectAll()
        .select((eb) =>
          eb
            .exists(
              eb
                .selectFrom('user_tag_blacklist')
                .select('user_tag_blacklist.tag_id')
                .whereRef('user_tag_blacklist.user_id', '=', 'users.id'),
            )
            .as('hides_tags'),
        )
        .where('id', '=', id)
        .executeTakeFirst(),
    insert: (user: NewUser, executor: Executor = db) =>
      executor.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow(),
    update: (id: number, patch: UserUpdate, executor: Executor = db) =>
      executor
        .updateTable('users')
        .set({ ...patch, updated_at: now() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow(),
    /** Moves the account to a confirmed address; a taken one throws UniqueConflict('email') (the unique index decides races). */
    setEmail: (id: number, email: string, executor: Executor = db) =>
      uniqueWrite(() =>
        executor
          .updateTable('users')
          .set({ email, is_verified: 1, updated_at: now() })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow(),
      ),
    /** Ends every session of the user by moving the version their tokens carry. */
    bumpTokenVersion: (id: number, executor: Executor = db) =>
      executor
        .updateTable('users')
        .set((eb) => ({ token_version: eb('token_version', '+', 1), updated_at: now() }))
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow(),
    delete: (id: number, executor: Executor = db) => executor.deleteFrom('users').where('id', '=', id).execute(),
    /** The account a payment provider's customer id belongs to (one customer per account). */
    findByPaymentCustomer: (customerId: string, executor: Executor = db) =>
      executor.selectFrom('users').selectAll().where('payment_customer_id', '=', customerId).executeTakeFirst(),

    /**
     * Records `step` as the account's last accepted TOTP step, only when it is later than the last
     * one: false when this code (or a later one) was accepted before, so a code is good once, even
     * for two sign-ins at the same moment.
     */
    async acceptTotpStep(userId: number, step: number, executor: Executor = db): Promise<boolean> {
      const result = await executor
        .updateTable('users')
        .set({ totp_last_step: step })
        .where('id', '=', userId)
        .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /**
     * The admins' ids, their rows locked until the transaction ends on PostgreSQL (SQLite runs one
     * write transaction at a time): two admins demoting each other at once cannot leave none.
     */
    async lockAdmins(executor: Executor = db): Promise<number[]> {
      const query = executor.selectFrom('users').select('id').where('role', '=', 'admin');
      const rows = await (
        executor.getExecutor().adapter instanceof PostgresAdapter ? query.forUpdate() : query
      ).execute();
      return rows.map((r) => r.id);
    },

    async countAdmins(executor: Executor = db): Promise<number> {
      const { n } = await executor
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('is_admin', '=', 1)
        .executeTakeFirstOrThrow();
      return Number(n);
    },

    /** Marks the account active on `day` (YYYY-MM-DD, UTC), seen at `at`; one row per account and day. */
    async recordActivity(userId: number, day: string, at: string, executor: Executor = db): Promise<void> {
      await executor
        .insertInto('user_activity')
        .values({ user_id: userId, day, last_seen_at: at })
        .onConflict((oc) => oc.columns(['user_id', 'day']).doUpdateSet({ last_seen_at: at }))
        .execute();
    },

    /** When the account last made a signed-in request (null: never since activity is recorded). */
    async lastSeenAt(userId: number, executor: Executor = db): Promise<string | Date | null> {
      const row = await executor
        .selectFrom('user_activity')
        .select((eb) => eb.fn.max('last_seen_at').as('seen'))
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row?.seen ?? null;
    },

    /** One page of accounts for the admin list, newest first; `search` matches name or e-mail. */
    async listForAdmin(search: string | undefined, page: PageRequest, executor: Executor = db) {
      let query = executor.selectFrom('users');
      if (search) {
        const pattern = `%${search.toLowerCase().replace(/[!%_]/g, (c) => `!${c}`)}%`;
        query = query.where((eb) =>
          eb.or([
            eb(eb.fn('lower', ['users.name']), 'like', sql<string>`${pattern} escape '!'`),
            eb(eb.fn('lower', ['users.email']), 'like', sql<string>`${pattern} escape '!'`),
          ]),
        );
      }
      const [rows, total] = await Promise.all([
        pageOf(
          query
            .selectAll('users')
            .select((eb) =>
              eb
                .selectFrom('user_activity')
                .whereRef('user_activity.user_id', '=', 'users.id')
                .select((e) => e.fn.max('user_activity.last_seen_at').as('seen'))
                .as('last_seen_at'),
            )
            .orderBy('users.created_at', 'desc')
            .orderBy('users.id', 'desc'),
          page,
        ).execute(),
        countOf(query),
      ]);
      return { rows, total };
    },

    /** The days the account was active (the account's data export). */
    activityOf: (userId: number) =>
      db
        .selectFrom('user_activity')
        .select(['day', 'last_seen_at'])
        .where('user_id', '=', userId)
        .orderBy('day')
        .execute(),

    /** Records (or, with null, forgets) when the account confirmed being 18 or older. */
    async setAgeConfirmed(id: number, at: string | null, executor: Executor = db): Promise<void> {
      await executor.updateTable('users').set({ age_confirmed_at: at }).where('id', '=', id).execute();
    },
  };
}
export type UsersRepository = ReturnType<typeof usersRepository>;
