import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ContentListResponse } from '@packdex/shared/schemas';
import { matchesSearch, planSearch, searchDrive } from '../../db/full-text.ts';
import { ENGINE, useTestApp } from '../../../test/build-test-app.ts';
import { makeContent, makeModel, makeUser } from '../../../test/factories.ts';
import { recordingStatements } from '../../../test/statements.ts';
import { contentRepository } from './content.repository.ts';

const t = useTestApp();

type Item = { id: number; views: number; at: string; hidden: boolean };
const common: Item[] = [];
const rare: Item[] = [];

beforeAll(async () => {
  const model = await makeModel(t);
  // 40 visible and 5 hidden items match "qua"; 3 match "zeb". Views and dates are scrambled so
  // neither sort order follows the ids.
  for (let i = 0; i < 45; i += 1) {
    const views = (i * 37) % 101;
    const at = new Date(Date.UTC(2026, 0, 1 + ((i * 13) % 45))).toISOString();
    const hidden = i % 9 === 4;
    const { id } = await makeContent(t, { model, title: `Quasar ${i}`, views, createdAt: at, hidden });
    common.push({ id, views, at, hidden });
  }
  for (let i = 0; i < 3; i += 1) {
    const { id } = await makeContent(t, {
      model,
      title: `Zebulon ${i}`,
      views: i,
      createdAt: `2026-03-0${i + 1}T00:00:00.000Z`,
    });
    rare.push({ id, views: i, at: `2026-03-0${i + 1}T00:00:00.000Z`, hidden: false });
  }
});

const byViews = (a: Item, b: Item) => b.views - a.views || b.id - a.id;
const byDate = (a: Item, b: Item) => b.at.localeCompare(a.at) || b.id - a.id;
const list = async (query: string, as?: Awaited<ReturnType<typeof makeUser>>) => {
  const res = await t.request('GET', `/api/content?${query}`, { as });
  expect(res.statusCode).toBe(200);
  const body = await t.json<ContentListResponse>(res);
  return { ids: body.contents.map((c) => c.id), total: body.pagination.totalItems };
};

describe('content search', () => {
  it('pages the visible matches in either order, with their total, at any depth', async () => {
    const visible = common.filter((c) => !c.hidden);
    expect(visible).toHaveLength(40);
    for (const [sortBy, order] of [
      ['popular', byViews],
      ['recent', byDate],
    ] as const) {
      const expected = [...visible].sort(order).map((c) => c.id);
      for (const page of [1, 2, 4]) {
        expect(await list(`search=qua&sortBy=${sortBy}&limit=10&page=${page}`)).toEqual({
          ids: expected.slice((page - 1) * 10, page * 10),
          total: 40,
        });
      }
    }
    expect(await list('search=zeb&sortBy=popular&limit=10')).toEqual({
      ids: [...rare].sort(byViews).map((c) => c.id),
      total: 3,
    });
    expect(await list('search=qua%20zeb&limit=10')).toEqual({ ids: [], total: 0 });
  });

  it('counts the hidden matches too for an admin who asks for them', async () => {
    const admin = await makeUser(t, { verified: true, admin: true });
    const { total, ids } = await list('search=qua&includeHidden=true&sortBy=popular&limit=50', admin);
    expect(total).toBe(45);
    expect(ids).toEqual([...common].sort(byViews).map((c) => c.id));
  });

  it.runIf(ENGINE === 'sqlite')(
    'walks the sort order for a common word and sorts the matches of a rare one, with the same rows either way',
    async () => {
      const { db } = t.database;
      expect(await planSearch(db, 'contents', 'qua', 10)).toEqual({ drive: 'order', matches: 45, visibleMatches: 40 });
      expect(await planSearch(db, 'contents', 'zeb', 10)).toEqual({ drive: 'matches', matches: 3, visibleMatches: 3 });
      expect(await planSearch(db, 'contents', '  ', 10)).toBeNull();
      // Suggestions take the same choice from a count that stops once the walk has won.
      for (const end of [1, 10, 24, 45]) {
        for (const word of ['qua', 'zeb', 'qua zeb']) {
          expect(await searchDrive(db, 'contents', word, end)).toBe(
            (await planSearch(db, 'contents', word, end))!.drive,
          );
        }
      }
      expect(await searchDrive(db, 'contents', '  ', 10)).toBeNull();
      for (const word of ['qua', 'zeb']) {
        const rows = async (drive: 'order' | 'matches') =>
          (
            await db
              .selectFrom('contents')
              .select('id')
              .where('hidden_at', 'is', null)
              .where(matchesSearch('sqlite', 'contents', word, drive)!)
              .orderBy('views', 'desc')
              .orderBy('id', 'desc')
              .execute()
          ).map((r) => r.id);
        expect(await rows('order')).toEqual(await rows('matches'));
      }
      // The walk is what SQLite does with the `order` drive; the match list with the other.
      const plan = async (drive: 'order' | 'matches') =>
        (
          await sql<{
            detail: string;
          }>`explain query plan select id from contents where hidden_at is null and ${matchesSearch('sqlite', 'contents', 'qua', drive)!} order by views desc, id desc limit 10`.execute(
            db,
          )
        ).rows.map((r) => r.detail);
      expect((await plan('order')).join(' | ')).toMatch(/SCAN contents USING INDEX contents_visible_views_idx/);
      expect((await plan('matches')).join(' | ')).toMatch(/USE TEMP B-TREE FOR ORDER BY/);
    },
  );

  it.runIf(ENGINE === 'sqlite')(
    'with the total already counted, plans a search page from a capped count, not a full one',
    async () => {
      const { db, statements } = recordingStatements(t.database.db);
      const repository = contentRepository(db, 'sqlite');
      const visible = common.filter((c) => !c.hidden);
      const expected = [...visible].sort(byViews).map((c) => c.id);
      const page = { page: 2, limit: 10, sortBy: 'popular' as const };
      // The full plan counts every match and the hidden ones among them.
      const planned = await repository.list({ search: 'qua' }, page);
      expect(planned.total).toBe(40);
      expect(planned.rows.map((r) => r.id)).toEqual(expected.slice(10, 20));
      expect(statements.filter((q) => q.includes('hidden_at is not null'))).toHaveLength(1);
      statements.length = 0;
      // A cached total: the same rows, and only the capped count that chooses the drive.
      const cached = await repository.list({ search: 'qua' }, page, async () => 40);
      expect(cached).toEqual(planned);
      expect(statements.filter((q) => q.includes('hidden_at is not null'))).toHaveLength(0);
      expect(statements.filter((q) => q.includes('sqrt('))).toHaveLength(1);
    },
  );

  it('plans a search that leaves a tag out like a search alone, with the exclusion in its rows and total', async () => {
    // Every "qua" item whose number is a multiple of 4 carries the tag "Left Out".
    const left = common.filter((_, i) => i % 4 === 0).map((c) => c.id);
    await t.database.db
      .insertInto('content_tags')
      .values(left.map((id) => ({ content_id: id, tag: 'Left Out' })))
      .execute();
    const kept = common.filter((c) => !c.hidden && !left.includes(c.id));
    const { db, statements } = recordingStatements(t.database.db);
    const repository = contentRepository(db, ENGINE);
    const page = { page: 1, limit: 10, sortBy: 'recent' as const };
    for (const filter of [{ excludeTags: ['Left Out'] }, { hiddenTags: ['Left Out'] }]) {
      statements.length = 0;
      const found = await repository.list({ search: 'qua', ...filter }, page);
      expect(found.total).toBe(kept.length);
      expect(found.rows.map((r) => r.id)).toEqual(
        [...kept]
          .sort(byDate)
          .map((c) => c.id)
          .slice(0, 10),
      );
      // SQLite walks the date order (`+id`, a common word: 45 of 48 rows) instead of sorting every match.
      if (ENGINE === 'sqlite')
        expect(statements.some((q) => q.includes('+"contents"."id" in (select rowid'))).toBe(true);
    }
    await t.database.db.deleteFrom('content_tags').where('tag', '=', 'Left Out').execute();
  });
});
