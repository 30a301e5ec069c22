import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Sqlite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPostgresDatabase, ENGINE } from '../../test/build-test-app.ts';
import { createDatabase, type Database, SQLITE_CACHE_KIB } from './database.ts';

describe('SQLite statements', () => {
  let database: Database | undefined;
  afterEach(async () => {
    vi.restoreAllMocks();
    await database?.close();
  });

  it('are prepared once per distinct SQL and reused with other parameters', async () => {
    const prepare = vi.spyOn(Sqlite.prototype, 'prepare');
    database = createDatabase({ database: { kind: 'sqlite', file: ':memory:' } });
    const { db } = database;
    await sql`create table t (id integer primary key, v text)`.execute(db);
    for (let i = 0; i < 5; i += 1) await sql`insert into t (v) values (${`v${i}`})`.execute(db);
    const read = (id: number) => sql<{ v: string }>`select v from t where id = ${id}`.execute(db);
    expect((await read(2)).rows).toEqual([{ v: 'v1' }]);
    expect((await read(5)).rows).toEqual([{ v: 'v4' }]);
    expect((await read(9)).rows).toEqual([]);
    const prepared = prepare.mock.calls.map(([text]) => text);
    expect(prepared.filter((text) => text.startsWith('insert'))).toHaveLength(1);
    expect(prepared.filter((text) => text.startsWith('select'))).toHaveLength(1);
  });

  it('still answer after the schema they were prepared on changed', async () => {
    database = createDatabase({ database: { kind: 'sqlite', file: ':memory:' } });
    const { db } = database;
    await sql`create table t (id integer primary key, v text)`.execute(db);
    await sql`insert into t (v) values ('a')`.execute(db);
    const all = () => sql`select * from t`.execute(db);
    expect((await all()).rows).toEqual([{ id: 1, v: 'a' }]);
    await sql`alter table t add column w text default 'x'`.execute(db);
    expect((await all()).rows).toEqual([{ id: 1, v: 'a', w: 'x' }]);
  });
});

describe('the SQLite connection', () => {
  it("keeps SQLite's own 2 MB page cache, not the 16 MB better-sqlite3 builds in (resident memory under load)", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'packdex-db-'));
    const database = createDatabase({ database: { kind: 'sqlite', file: path.join(dir, 'packdex.db') } });
    try {
      const { rows } = await sql<{ cache_size: number }>`pragma cache_size`.execute(database.db);
      expect(rows[0]!.cache_size).toBe(-SQLITE_CACHE_KIB);
      expect(SQLITE_CACHE_KIB).toBeLessThanOrEqual(2000);
    } finally {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.skipIf(ENGINE !== 'postgres')('the PostgreSQL connections', () => {
  it('plan a prepared statement once, for every value: no plan per execution', async () => {
    const target = await createPostgresDatabase();
    const database = createDatabase({ database: { kind: 'postgres', url: target.url } });
    try {
      await sql`create table t (id integer primary key, words tsvector)`.execute(database.db);
      await sql`insert into t select g, to_tsvector('simple', 'word' || g) from generate_series(1, 200) g`.execute(
        database.db,
      );
      const plans = await database.db.connection().execute(async (one) => {
        // A prefix search, whose custom plans PostgreSQL would keep choosing: each a planning of its own.
        for (const prefix of ['wo', 'word1', 'word2', 'word3', 'x', 'word19', 'word7', 'w'])
          await sql`select id from t where words @@ to_tsquery('simple', ${`${prefix}:*`}) order by id limit ${5}`.execute(
            one,
          );
        return (
          await sql<{ generic_plans: number; custom_plans: number }>`
            select generic_plans, custom_plans from pg_prepared_statements where statement like '%from t where words%'`.execute(
            one,
          )
        ).rows;
      });
      expect(plans).toEqual([{ generic_plans: 8, custom_plans: 0 }]);
    } finally {
      await database.close();
      await target.drop();
    }
  });

  it('compile no statement to machine code (JIT), however costly its estimate', async () => {
    const target = await createPostgresDatabase();
    const database = createDatabase({ database: { kind: 'postgres', url: target.url } });
    try {
      const { rows } = await sql<{ jit: string }>`select current_setting('jit') as jit`.execute(database.db);
      expect(rows).toEqual([{ jit: 'off' }]);
      // A statement estimated far above jit_above_cost (100,000 by default) gets no JIT section.
      const plan = await sql<{ 'QUERY PLAN': string }>`
        explain select count(*) from generate_series(1, 10000000) a, generate_series(1, 10) b
        where a < 0`.execute(database.db);
      expect(plan.rows.map((r) => r['QUERY PLAN']).join('\n')).not.toMatch(/JIT/);
    } finally {
      await database.close();
      await target.drop();
    }
  });
});
