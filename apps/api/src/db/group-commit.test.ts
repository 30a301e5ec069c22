import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDatabase, type Database } from './database.ts';
import { batches, groupCommit } from './group-commit.ts';

describe('batches', () => {
  it('runs the calls of one turn together, in arrival order, and those that come meanwhile next', async () => {
    const seen: number[][] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const double = batches(async (xs: number[]) => {
      seen.push(xs);
      if (seen.length === 1) await held;
      return xs.map((x) => x * 2);
    });
    const first = [double(1), double(2), double(3)];
    await new Promise((resolve) => setImmediate(resolve));
    const second = [double(4), double(5)];
    release();
    expect(await Promise.all([...first, ...second])).toEqual([2, 4, 6, 8, 10]);
    expect(seen).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
  });

  it('runs up to its concurrency of batches at once; the calls that come meanwhile wait for one to end', async () => {
    const seen: number[][] = [];
    const releases: (() => void)[] = [];
    let active = 0;
    let most = 0;
    const echo = batches(
      async (xs: number[]) => {
        seen.push(xs);
        active += 1;
        most = Math.max(most, active);
        await new Promise<void>((resolve) => releases.push(resolve));
        active -= 1;
        return xs;
      },
      256,
      2,
    );
    const turn = () => new Promise((resolve) => setImmediate(resolve));
    const calls = [echo(1), echo(2)];
    await turn();
    calls.push(echo(3));
    await turn();
    calls.push(echo(4), echo(5));
    await turn();
    // Two batches run ([1, 2] and [3]); 4 and 5 wait together for one of them.
    expect(seen).toEqual([[1, 2], [3]]);
    releases.shift()!();
    await turn();
    await turn();
    expect(seen).toEqual([[1, 2], [3], [4, 5]]);
    while (releases.length > 0 || active > 0) {
      releases.shift()?.();
      await turn();
    }
    expect(await Promise.all(calls)).toEqual([1, 2, 3, 4, 5]);
    expect(most).toBe(2);
  });

  it('keeps a batch to its size', async () => {
    const sizes: number[] = [];
    const echo = batches(async (xs: number[]) => (sizes.push(xs.length), xs), 4);
    expect(await Promise.all(Array.from({ length: 10 }, (_, i) => echo(i)))).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(sizes).toEqual([4, 4, 2]);
  });

  it('fails each call of a batch that throws or miscounts its answers, and runs the next batch', async () => {
    let mode: 'throw' | 'short' | 'ok' = 'throw';
    const run = batches(async (xs: number[]) => {
      if (mode === 'throw') throw new Error('database gone');
      return mode === 'short' ? xs.slice(1) : xs;
    });
    const thrown = await Promise.allSettled([run(1), run(2)]);
    expect(thrown.map((r) => r.status === 'rejected' && (r.reason as Error).message)).toEqual([
      'database gone',
      'database gone',
    ]);
    mode = 'short';
    const short = await Promise.allSettled([run(1), run(2)]);
    expect(short.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    mode = 'ok';
    expect(await Promise.all([run(7), run(8)])).toEqual([7, 8]);
  });
});

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
