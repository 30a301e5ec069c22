import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import { pageOf } from './paging.ts';
import type { DB } from './schema.ts';

// Queries compiled without a connection, as each engine's dialect writes them.
const compilerOf = (engine: 'postgres' | 'sqlite') =>
  new Kysely<DB>({
    dialect: {
      createAdapter: () => (engine === 'postgres' ? new PostgresAdapter() : new SqliteAdapter()),
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) => (engine === 'postgres' ? new PostgresIntrospector(db) : new SqliteIntrospector(db)),
      createQueryCompiler: () => (engine === 'postgres' ? new PostgresQueryCompiler() : new SqliteQueryCompiler()),
    },
  });

describe('pageOf', () => {
  it.each(['postgres', 'sqlite'] as const)(
    'writes the page into the statement (%s): a generic plan then knows how few rows it reads',
    (engine) => {
      const db = compilerOf(engine);
      const page = pageOf(
        db.selectFrom('contents').select('id').where('hidden_at', 'is', null).orderBy('created_at', 'desc'),
        { page: 3, limit: 24 },
      ).compile();
      expect(page.sql).toMatch(/ limit 24 offset 48$/);
      expect(page.parameters).toEqual([]);
    },
  );

  it('refuses what is not a page rather than write it into SQL', () => {
    const q = compilerOf('postgres').selectFrom('contents').select('id');
    for (const bad of [
      { page: 0, limit: 24 },
      { page: 1, limit: 0 },
      { page: 1.5, limit: 24 },
      { page: 1, limit: Number.NaN },
      { page: 2 ** 60, limit: 24 },
    ])
      expect(() => pageOf(q, bad), JSON.stringify(bad)).toThrow(RangeError);
  });
});
