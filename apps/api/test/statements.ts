import type { Kysely, KyselyPlugin } from 'kysely';
import { expect } from 'vitest';
import type { DB } from '../src/db/schema.ts';
import { ENGINE } from './build-test-app.ts';

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

/**
 * Reads by slug asked for together, in one turn of the event loop: two visible rows, an unknown
 * slug, a hidden row, a repeat, and the hidden row again for an admin. Each must be answered on its
 * own; on PostgreSQL the visitors' five are one statement and the admin's read its own. Answers
 * what `find` answered, in that order.
 */
export async function expectReadTogether<R extends { id: number }>(
  find: (slug: string, includeHidden?: boolean) => Promise<R | undefined>,
  statements: string[],
  [a, b]: { id: number; slug: string }[],
  hidden: { id: number; slug: string },
): Promise<(R | undefined)[]> {
  const found = await Promise.all([
    find(a!.slug),
    find('no-such-slug'),
    find(b!.slug),
    find(hidden.slug),
    find(a!.slug),
    find(hidden.slug, true),
  ]);
  expect(found.map((row) => row?.id)).toEqual([a!.id, undefined, b!.id, undefined, a!.id, hidden.id]);
  if (ENGINE === 'postgres') expect(statements).toHaveLength(2);
  return found;
}
