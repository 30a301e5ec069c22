import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, ENGINE } from '../../test/build-test-app.ts';
import { preparingPool } from './prepared.ts';

// PostgreSQL only: SQLite's statements are cached by database.ts (database.test.ts).
describe.skipIf(ENGINE !== 'postgres')('PostgreSQL statements', () => {
  let target: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let pool: pg.Pool;
  let db: Kysely<any>;
  beforeAll(async () => {
    target = await createPostgresDatabase();
    // One connection, so every statement below meets the same session's prepared statements.
    pool = new pg.Pool({ connectionString: target.url, max: 1 });
    db = new Kysely<any>({ dialect: new PostgresDialect({ pool: preparingPool(pool, 3) }) });
    await sql`create table t (id integer primary key, v text)`.execute(db);
    await sql`insert into t values (1, 'a'), (2, 'b'), (3, 'c')`.execute(db);
  });
  afterAll(async () => {
    await db?.destroy();
    await target?.drop();
  });

  const prepared = async () =>
    (await sql<{ statement: string }>`select statement from pg_prepared_statements order by statement`.execute(db)).rows
      .map((r) => r.statement)
      .filter((s) => !s.includes('pg_prepared_statements'));
  const settle = () => sql`select 1`.execute(db); // runs after any deallocation queued before it

  it('prepares a statement with parameters once per connection and reuses it with other values', async () => {
    const read = (id: number) => sql<{ v: string }>`select v from t where id = ${id}`.execute(db);
    expect((await read(1)).rows).toEqual([{ v: 'a' }]);
    expect((await read(3)).rows).toEqual([{ v: 'c' }]);
    expect(await prepared()).toEqual(['select v from t where id = $1']);
  });

  it('keeps at most its size, deallocating the least recently used', async () => {
    await sql`select v from t where id = ${1}`.execute(db);
    await sql`select id from t where v = ${'a'}`.execute(db);
    await sql`select count(*) from t where id > ${0}`.execute(db);
    await sql`select v from t where id = ${2}`.execute(db); // used again: stays
    await sql`select max(id) from t where id < ${9}`.execute(db); // fourth distinct: the oldest goes
    await settle();
    const kept = await prepared();
    expect(kept).toHaveLength(3);
    expect(kept).toContain('select v from t where id = $1');
    expect(kept).not.toContain('select id from t where v = $1');
  });

  it('prepares again a select * whose table changed shape, retrying it outside a transaction', async () => {
    const all = (id: number) => sql`select * from t where id = ${id}`.execute(db);
    expect((await all(1)).rows).toEqual([{ id: 1, v: 'a' }]);
    await sql`alter table t add column w text default 'x'`.execute(db);
    expect((await all(1)).rows).toEqual([{ id: 1, v: 'a', w: 'x' }]);
    await sql`alter table t add column z integer default 7`.execute(db);
    // In a transaction the failed statement has aborted it: the error stands, the next use works.
    await expect(db.transaction().execute((trx) => sql`select * from t where id = ${1}`.execute(trx))).rejects.toThrow(
      /cached plan must not change result type/,
    );
    expect((await all(2)).rows).toEqual([{ id: 2, v: 'b', w: 'x', z: 7 }]);
  });
});
