import { existsSync, mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from './database.ts';

const PAGE = 4096;

describe('SQLite checkpoints', () => {
  let database: Database | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  it('run in the background: a commit past 1,000 WAL pages returns before its pages reach the file, which a worker then writes', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'packdex-ckpt-')), 'packdex.db');
    database = createDatabase({ database: { kind: 'sqlite', file } });
    const { db } = database;
    await sql`create table blobs (b blob)`.execute(db);
    // About 3,000 pages in one commit: SQLite's default would checkpoint inside it, on the event loop.
    await sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < 3000)
      insert into blobs select randomblob(${PAGE - 200}) from n`.execute(db);
    const committed = statSync(file).size;
    expect(committed).toBeLessThan(1000 * PAGE);
    expect(statSync(`${file}-wal`).size).toBeGreaterThan(3000 * PAGE);
    // The worker copies them into the database file within a few of its 200 ms rounds.
    const deadline = Date.now() + 5_000;
    while (statSync(file).size < 3000 * PAGE && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(statSync(file).size).toBeGreaterThan(3000 * PAGE);
    // Reads and writes go on meanwhile; closing stops the worker and leaves no WAL behind.
    await sql`insert into blobs values (x'00')`.execute(db);
    const { rows } = await sql<{ n: number }>`select count(*) as n from blobs`.execute(db);
    expect(rows[0]!.n).toBe(3001);
    await database.close();
    database = undefined;
    expect(existsSync(`${file}-wal`)).toBe(false);
  });
});
