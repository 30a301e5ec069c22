import { beforeAll, describe, expect, it } from 'vitest';
import { ENGINE, useTestApp } from '../../../test/build-test-app.ts';
import { makeContent, makeModel } from '../../../test/factories.ts';
import { countNow } from '../../db/paging.ts';
import { contentRepository, type ContentFilter } from './content.repository.ts';

// A public list counts its total only as deep as a reader can page (ADR 0025): `list`'s cap stops
// the count there, whatever filter shapes the list, while its page stays the same.
const t = useTestApp();
const page = { page: 1, limit: 2, sortBy: 'recent' as const };

beforeAll(async () => {
  const model = await makeModel(t, { name: 'Totals Model' });
  // 6 Cedar items (4 tagged forest, 2 of them also night), 2 plain ones, 1 hidden Cedar forest item.
  for (let i = 0; i < 6; i += 1)
    await makeContent(t, {
      model,
      title: `Cedar Grove ${i}`,
      tags: i < 4 ? (i < 2 ? ['forest', 'night'] : ['forest']) : ['meadow'],
    });
  await makeContent(t, { model, title: 'Plain One', tags: ['meadow'] });
  await makeContent(t, { model, title: 'Plain Two', tags: ['night'] });
  await makeContent(t, { model, title: 'Cedar Hidden', tags: ['forest'], hidden: true });
});

describe('a list total counted up to a cap', () => {
  const cases: [string, ContentFilter, number][] = [
    ['the whole list', {}, 8],
    ['a tag', { tags: [['forest']] }, 4],
    ['a tag left out', { excludeTags: ['night'] }, 5],
    ['hidden tags', { hiddenTags: ['night', 'meadow'] }, 2],
    ['a search', { search: 'cedar' }, 6],
    ['a search leaving a tag out', { search: 'cedar', excludeTags: ['night'] }, 4],
    ['a search and a tag', { search: 'cedar', tags: [['forest']] }, 4],
  ];

  it.each(cases)(
    '%s: the whole count without a cap, the cap when more match, the count when fewer',
    async (_, filter, all) => {
      const repo = contentRepository(t.database.db, ENGINE);
      const whole = await repo.list(filter, page, countNow);
      expect(whole.total).toBe(all);
      const capped = await repo.list(filter, page, countNow, 3);
      expect(capped.total).toBe(Math.min(all, 3));
      expect(capped.rows.map((r) => r.id)).toEqual(whole.rows.map((r) => r.id));
      expect((await repo.list(filter, page, countNow, all + 5)).total).toBe(all);
    },
  );

  it('counts hidden items too in an admin list, up to the cap', async () => {
    const repo = contentRepository(t.database.db, ENGINE);
    expect((await repo.list({ search: 'cedar', includeHidden: true }, page, countNow)).total).toBe(7);
    expect((await repo.list({ tags: [['forest']], includeHidden: true }, page, countNow, 6)).total).toBe(5);
  });
});
