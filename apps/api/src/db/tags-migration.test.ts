import { describe, expect, it } from 'vitest';
import { useTestApp, WITHOUT_JOBS } from '../../test/build-test-app.ts';
import { makeContent, makeModel } from '../../test/factories.ts';
import { migrateTo, migrateToLatest } from './migrate.ts';

// The tags migration (2026-12-11-0700-tags) makes each distinct string a tag: spellings with one
// slug become one tag (the most used), rows say its name once, and counts are of visible rows.
const t = useTestApp(WITHOUT_JOBS);
const BEFORE_TAGS = '2026-12-10-0600-system-status';

describe('the tags migration', () => {
  it('backfills tags from the strings, merging spellings of one slug, counting visible rows only', async () => {
    const { db } = t.database;
    await migrateTo(db, BEFORE_TAGS);
    const model = await makeModel(t);
    const [a, b, c, hidden] = [
      await makeContent(t, { model, tags: [] }),
      await makeContent(t, { model, tags: [] }),
      await makeContent(t, { model, tags: [] }),
      await makeContent(t, { model, tags: [], hidden: true }),
    ];
    await db
      .insertInto('content_tags')
      .values([
        { content_id: a.id, tag: 'Night Shot' },
        { content_id: b.id, tag: 'Night Shot' },
        { content_id: c.id, tag: 'night shot' },
        { content_id: c.id, tag: 'Night Shot' },
        { content_id: hidden.id, tag: 'Backstage' },
      ])
      .execute();
    await db.insertInto('model_tags').values({ model_id: model.id, tag: 'night-shot' }).execute();
    await migrateToLatest(db);

    const tags = await db.selectFrom('tags').select(['name', 'slug', 'count']).orderBy('slug').execute();
    expect(tags.filter((x) => ['backstage', 'night-shot'].includes(x.slug))).toEqual([
      { name: 'Backstage', slug: 'backstage', count: 0 },
      { name: 'Night Shot', slug: 'night-shot', count: 4 },
    ]);
    const rows = await db
      .selectFrom('content_tags')
      .select(['content_id', 'tag'])
      .where('content_id', '=', c.id)
      .execute();
    expect(rows).toEqual([{ content_id: c.id, tag: 'Night Shot' }]);
    expect((await db.selectFrom('model_tags').select('tag').where('model_id', '=', model.id).execute())[0]!.tag).toBe(
      'Night Shot',
    );
  });
});
