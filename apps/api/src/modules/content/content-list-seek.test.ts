import { MAX_LIST_DEPTH } from '@packdex/shared/constants';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENGINE, useTestApp } from '../../../test/build-test-app.ts';
import { countNow } from '../../db/paging.ts';
import { countCapOf } from '../../lib/paging.ts';
import { ANCHOR_EVERY, type ListWalk, type WalkOf } from './content-list.repository.ts';
import { contentRepository, type ContentFilter } from './content.repository.ts';

// Deep pages of the plain lists seek from anchors (issue 35): the rows a page shows are those the
// offset would show, with ties in the order, hidden items and every page size, and a deep page
// skips fewer than ANCHOR_EVERY rows instead of every row before it.
const t = useTestApp({ catalogue: { models: 5, contents: 1000, seed: 11 } });
const CAP = countCapOf(MAX_LIST_DEPTH);

beforeAll(async () => {
  const db = t.database.db;
  // Ties: every seven items share a time, so the order's second key (id) decides within them.
  await sql`update contents set created_at = (select min(c2.created_at) from contents c2 where c2.id / 7 = contents.id / 7)`.execute(
    db,
  );
  await sql`update contents set hidden_at = created_at where id % 13 = 0`.execute(db);
});

/** A walk memo that keeps one walk and counts how often it ran. */
function keptWalk() {
  const w = { runs: 0, kept: undefined as Promise<ListWalk> | undefined };
  const walkOf: WalkOf = (walk) => {
    if (!w.kept) {
      w.runs += 1;
      w.kept = walk();
    }
    return w.kept;
  };
  return { w, walkOf };
}

const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

describe('a plain list’s pages', () => {
  const filters: [string, ContentFilter][] = [
    ['the whole list', {}],
    ['one type', { type: 'video' }],
  ];

  it.each(filters)('%s: every page seeks to the rows the offset shows', async (_, filter) => {
    const repo = contentRepository(t.database.db, ENGINE);
    const { w, walkOf } = keptWalk();
    // Without a cap the list is not walked: its pages are read by their offset.
    const all = await repo.list(filter, { page: 1, limit: 1000, sortBy: 'recent' }, countNow);
    expect(all.total).toBeGreaterThan(ANCHOR_EVERY);
    for (const limit of [24, 7, 100]) {
      for (let page = 1; (page - 1) * limit < all.total + limit; page += 1) {
        const walked = await repo.list(filter, { page, limit, sortBy: 'recent' }, countNow, CAP, walkOf);
        expect(walked.total).toBe(all.total);
        expect(ids(walked.rows), `page ${page} of ${limit}`).toEqual(
          ids(all.rows.slice((page - 1) * limit, page * limit)),
        );
      }
    }
    expect(w.runs).toBe(1);
    expect((await w.kept!).anchors).toEqual(ids(all.rows).filter((_, i) => (i + 1) % ANCHOR_EVERY === 0));
  });

  it('reads a deep page after its anchor: the statement skips fewer than ANCHOR_EVERY rows', async () => {
    const repo = contentRepository(t.database.db, ENGINE);
    const seen: string[] = [];
    t.database.traceQueries((text) => seen.push(text));
    try {
      await repo.list({}, { page: 30, limit: 24, sortBy: 'recent' }, countNow, CAP);
    } finally {
      t.database.traceQueries(() => undefined);
    }
    const page = seen.find((text) => /offset \d+/.test(text) && text.includes('"page"'));
    expect(page, seen.join('\n')).toBeDefined();
    expect(Number(/offset (\d+)/.exec(page!)![1])).toBeLessThan(ANCHOR_EVERY);
    expect(page).toMatch(/select a\.created_at, a\.id from contents a where a\.id =/);
    // Without a walk (an admin's list counts everything) the same page is read by its offset.
    seen.length = 0;
    t.database.traceQueries((text) => seen.push(text));
    try {
      await repo.list({ includeHidden: true }, { page: 30, limit: 24, sortBy: 'recent' }, countNow);
    } finally {
      t.database.traceQueries(() => undefined);
    }
    expect(
      seen.some((text) => text.includes(`offset ${29 * 24}`)),
      seen.join('\n'),
    ).toBe(true);
  });

  it('reads the page by its offset when a walk names a row deleted since', async () => {
    const repo = contentRepository(t.database.db, ENGINE);
    const { walkOf } = keptWalk();
    const page = { page: 12, limit: 24, sortBy: 'recent' as const };
    const before = await repo.list({}, page, countNow, CAP, walkOf);
    const walk = await walkOf(() => Promise.reject(new Error('kept')));
    // The anchor page 12 seeks from (the 240th row): gone, as a deletion the walk has not seen yet.
    const anchor = walk.anchors[0]!;
    await t.database.db.deleteFrom('content_tags').where('content_id', '=', anchor).execute();
    await t.database.db.deleteFrom('contents').where('id', '=', anchor).execute();
    const after = await repo.list({}, page, countNow, CAP, walkOf);
    const offset = await repo.list({}, page, countNow);
    expect(after.rows.length).toBe(24);
    expect(ids(after.rows)).toEqual(ids(offset.rows));
    expect(ids(after.rows)).not.toEqual(ids(before.rows));
  });
});
