import type { Kysely } from 'kysely';
import type { DB, Executor } from '../../db/schema.ts';

/** The regional age-assurance rules (a few dozen rows, admin-edited). */
export function agePolicyRepository(db: Kysely<DB>) {
  return {
    all: (executor: Executor = db) =>
      executor.selectFrom('age_policies').select(['id', 'region', 'level', 'updated_at']).orderBy('region').execute(),

    find: (region: string, executor: Executor = db) =>
      executor
        .selectFrom('age_policies')
        .select(['id', 'region', 'level', 'updated_at'])
        .where('region', '=', region)
        .executeTakeFirst(),

    insert: (row: { region: string; level: string; by: number; at: string }, executor: Executor = db) =>
      executor
        .insertInto('age_policies')
        .values({ region: row.region, level: row.level, updated_by: row.by, updated_at: row.at })
        .returning(['id', 'region', 'level', 'updated_at'])
        .executeTakeFirstOrThrow(),

    update: (row: { id: number; level: string; by: number; at: string }, executor: Executor = db) =>
      executor
        .updateTable('age_policies')
        .set({ level: row.level, updated_by: row.by, updated_at: row.at })
        .where('id', '=', row.id)
        .returning(['id', 'region', 'level', 'updated_at'])
        .executeTakeFirstOrThrow(),

    async remove(id: number, executor: Executor = db): Promise<void> {
      await executor.deleteFrom('age_policies').where('id', '=', id).execute();
    },
  };
}
export type AgePolicyRepository = ReturnType<typeof agePolicyRepository>;
