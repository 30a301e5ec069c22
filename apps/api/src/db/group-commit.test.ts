import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDatabase, type Database } from './database.ts';
import { groupCommit } from './group-commit.ts';

describe('group commit (SQLite)', () => {
  let database: Database | undefined;
  afterEach(async () => {
    vi.restoreAllMocks();
    await database?.close();
  });

  async function setup() {
    database = createDatabase({ database: { kind: 'sqlite', file: ':memory:' } });
    await sql`create table t (id integer primary key, v integer not null unique)`.execute(database.db);
    const transactions = vi.spyOn(database.db, 'transaction');
    return { db: database.db, transactions };
  }
  const rows = async () =>
    (await sql<{ v: number }>`select v from t order by v`.execute(database!.db)).rows.map((r) => r.v);

  it('commits the writes that arrive together in one transaction, each answered with its own result', async () => {
    const { db, transactions } = await setup();
    const write = groupCommit(db, async (v: number, trx) => {
      await sql`insert into t (v) values (${v})`.execute(trx);
      return v * 10;
    });
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => write(i)));
    expect(answers).toEqual(Array.from({ length: 50 }, (_, i) => i * 10));
    expect(await rows()).toHaveLength(50);
    expect(transactions).toHaveBeenCalledTimes(1);
  });

  it('lets a write see the writes before it in its group', async () => {
    const { db } = await setup();
    const addOnce = groupCommit(db, async (v: number, trx) => {
      const seen = await sql`select 1 from t where v = ${v}`.execute(trx);
      if (seen.rows.length > 0) return false;
      await sql`insert into t (v) values (${v})`.execute(trx);
      return true;
    });
    expect(await Promise.all([addOnce(7), addOnce(7), addOnce(8)])).toEqual([true, false, true]);
    expect(await rows()).toEqual([7, 8]);
  });

  it('fails a whole group when one of its writes throws, applying none of it; the next group commits', async () => {
    const { db } = await setup();
    const write = groupCommit(db, async (v: number, trx) => {
      await sql`insert into t (v) values (${v})`.execute(trx);
      return v;
    });
    const group = await Promise.allSettled([write(1), write(2), write(1)]); // the second 1 breaks `unique`
    expect(group.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(await rows()).toEqual([]);
    expect(await write(3)).toBe(3);
    expect(await rows()).toEqual([3]);
  });

  it('keeps at most its size in one transaction and commits the rest next', async () => {
    const { db, transactions } = await setup();
    const write = groupCommit(
      db,
      async (v: number, trx) => {
        await sql`insert into t (v) values (${v})`.execute(trx);
        return v;
      },
      4,
    );
    await Promise.all(Array.from({ length: 10 }, (_, i) => write(i)));
    expect(transactions).toHaveBeenCalledTimes(3);
    expect(await rows()).toHaveLength(10);
  });
});
