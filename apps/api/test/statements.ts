import type { Kysely, KyselyPlugin } from 'kysely';
import type { DB } from '../src/db/schema.ts';

/**
 * The database as repositories see it, with the SQL of every statement built through it recorded
 * in `statements` (a builder embedded in another is recorded too): for tests that count round trips.
 */
export function recordingStatements(db: Kysely<DB>): { db: Kysely<DB>; statements: string[] } {
  const statements: string[] = [];
  const recorder: KyselyPlugin = {
    transformQuery: ({ node, queryId }) => {
      statements.push(db.getExecutor().compileQuery(node, queryId).sql);
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  return { db: db.withPlugin(recorder), statements };
}
