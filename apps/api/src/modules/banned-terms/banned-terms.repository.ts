import type { Kysely } from 'kysely';
import type { DB, Executor } from '../../db/schema.ts';

/** The banned terms list (a few dozen rows, admin-edited). */
export function bannedTermsRepository(db: Kysely<DB>) {
  return {
    all: (executor: Executor = db) =>
      executor.selectFrom('banned_terms').select(['id', 'term', 'created_at']).orderBy('term').execute(),

    findByTerm: (term: string, executor: Executor = db) =>
      executor.selectFrom('banned_terms').select(['id', 'term']).where('term', '=', term).executeTakeFirst(),

    findById: (id: number, executor: Executor = db) =>
      executor.selectFrom('banned_terms').select(['id', 'term']).where('id', '=', id).executeTakeFirst(),

    insert: (term: string, by: number, at: string, executor: Executor = db) =>
      executor
        .insertInto('banned_terms')
        .values({ term, created_by: by, created_at: at })
        .returning(['id', 'term', 'created_at'])
        .executeTakeFirstOrThrow(),

    async remove(id: number, executor: Executor = db): Promise<void> {
      await executor.deleteFrom('banned_terms').where('id', '=', id).execute();
    },
  };
}
export type BannedTermsRepository = ReturnType<typeof bannedTermsRepository>;
