import type { Kysely } from 'kysely';
import type { DB, Executor } from '../../db/schema.ts';
import type { SessionsTable } from '../../db/tables/sessions.table.ts';

/** The sessions table: one row per sign-in, ended rows kept (they refuse their tokens). */
export function sessionsRepository(db: Kysely<DB>) {
  return {
    insert: (row: SessionsTable, executor: Executor = db) => executor.insertInto('sessions').values(row).execute(),

    /** The per-request check: the session's owner and whether it ended (primary key lookup). */
    state: (id: string, executor: Executor = db) =>
      executor.selectFrom('sessions').select(['user_id', 'ended_at']).where('id', '=', id).executeTakeFirst(),

    async touch(id: string, at: string, executor: Executor = db): Promise<void> {
      await executor.updateTable('sessions').set({ last_seen_at: at }).where('id', '=', id).execute();
    },

    /** The account's sessions not ended and seen since `seenSince`, newest first. */
    listActive: (userId: number, seenSince: string, executor: Executor = db) =>
      executor
        .selectFrom('sessions')
        .select(['id', 'created_at', 'last_seen_at', 'device', 'network'])
        .where('user_id', '=', userId)
        .where('ended_at', 'is', null)
        .where('last_seen_at', '>', seenSince)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute(),

    /** Every session of the account, ended ones too, oldest first (the account's data export). */
    /** The devices and networks the account signed in from (each once), for the new-device notice. */
    devicesOf: (userId: number, executor: Executor = db) =>
      executor
        .selectFrom('sessions')
        .select(['device', 'network'])
        .distinct()
        .where('user_id', '=', userId)
        .limit(500)
        .execute(),

    exportFor: (userId: number) =>
      db
        .selectFrom('sessions')
        .select(['device', 'network', 'created_at', 'last_seen_at', 'ended_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .orderBy('id')
        .execute(),

    /** Ends one of the account's sessions; false when it is not the account's or already ended. */
    async end(userId: number, id: string, at: string, executor: Executor = db): Promise<boolean> {
      const result = await executor
        .updateTable('sessions')
        .set({ ended_at: at })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('ended_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Removes the sessions last seen before `before`; answers how many. */
    async pruneSeenBefore(before: string): Promise<number> {
      const result = await db.deleteFrom('sessions').where('last_seen_at', '<', before).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** Ends every session of the account but `keep` (null: every one). */
    async endAll(userId: number, keep: string | null, at: string, executor: Executor = db): Promise<void> {
      let query = executor
        .updateTable('sessions')
        .set({ ended_at: at })
        .where('user_id', '=', userId)
        .where('ended_at', 'is', null);
      if (keep !== null) query = query.where('id', '!=', keep);
      await query.execute();
    },
  };
}
export type SessionsRepository = ReturnType<typeof sessionsRepository>;
