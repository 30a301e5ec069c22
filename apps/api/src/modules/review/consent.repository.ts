import type { Kysely } from 'kysely';
import type { DB, Executor } from '../../db/schema.ts';
import type { ConsentRecordsTable } from '../../db/tables/review.table.ts';
import type { Insertable } from 'kysely';

/** Consent records of models (docs/compliance.md#consent-records): the only code touching consent_records. */
export function consentRepository(db: Kysely<DB>) {
  const withChecker = (executor: Executor = db) =>
    executor
      .selectFrom('consent_records')
      .leftJoin('users', 'users.id', 'consent_records.checked_by')
      .selectAll('consent_records')
      .select('users.name as checked_by_name');

  return {
    /** A model's records, newest check first. */
    forModel: (modelId: number, executor: Executor = db) =>
      withChecker(executor)
        .where('consent_records.model_id', '=', modelId)
        .orderBy('consent_records.checked_on', 'desc')
        .orderBy('consent_records.id', 'desc')
        .execute(),

    find: (modelId: number, recordId: number, executor: Executor = db) =>
      withChecker(executor)
        .where('consent_records.model_id', '=', modelId)
        .where('consent_records.id', '=', recordId)
        .executeTakeFirst(),

    async insert(row: Insertable<ConsentRecordsTable>, executor: Executor = db): Promise<number> {
      const { id } = await executor.insertInto('consent_records').values(row).returning('id').executeTakeFirstOrThrow();
      return id;
    },

    async remove(recordId: number, executor: Executor = db): Promise<boolean> {
      const result = await executor.deleteFrom('consent_records').where('id', '=', recordId).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /**
     * Per model of `modelIds` that has any record: whether one is in force on `today` (checked on or
     * before it, expiring on or after it, or never).
     */
    async states(modelIds: readonly number[], today: string, executor: Executor = db) {
      if (modelIds.length === 0) return new Map<number, boolean>();
      const rows = await executor
        .selectFrom('consent_records')
        .select(['model_id', 'checked_on', 'expires_on'])
        .where('model_id', 'in', [...modelIds])
        .execute();
      const states = new Map<number, boolean>();
      for (const r of rows) {
        const current = r.checked_on <= today && (r.expires_on === null || r.expires_on >= today);
        states.set(r.model_id!, (states.get(r.model_id!) ?? false) || current);
      }
      return states;
    },

    /**
     * Consent records checked per month (YYYY-MM → count) for checks on days from `from` to `to`
     * (YYYY-MM-DD, both included): the monthly transparency report's "consent records checked".
     */
    async checksByMonth(from: string, to: string, executor: Executor = db): Promise<Map<string, number>> {
      const rows = await executor
        .selectFrom('consent_records')
        .select('checked_on')
        .where('checked_on', '>=', from)
        .where('checked_on', '<=', to)
        .execute();
      const months = new Map<string, number>();
      for (const { checked_on } of rows)
        months.set(checked_on.slice(0, 7), (months.get(checked_on.slice(0, 7)) ?? 0) + 1);
      return months;
    },
  };
}
export type ConsentRepository = ReturnType<typeof consentRepository>;
