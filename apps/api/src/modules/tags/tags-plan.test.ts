import { CompiledQuery, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { countForm, notBlacklisted, tagConditions } from '../../db/tags.ts';
import { ENGINE, useTestApp } from '../../../test/build-test-app.ts';
import { makeContent } from '../../../test/factories.ts';

// The tag filter and the tag list read through indexes (migration 2026-12-11-0700-tags), never a
// scan of the tag rows: a tag page at a million items stays within the home list's budget.
const t = useTestApp();

async function planOf(query: { sql: string; parameters: readonly unknown[] }): Promise<string> {
  const { db } = t.database;
  if (ENGINE === 'sqlite') {
    const { rows } = await db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
    );
    return rows.map((r) => r.detail).join(' | ');
  }
  // PostgreSQL plans a small table by scanning it: ask what it does when a scan is not an option.
  return db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    const { rows } = await trx.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]),
    );
    return rows.map((r) => r['QUERY PLAN']).join(' | ');
  });
}

describe('tag query plans', () => {
  it('filters a list by tag through an index of the tag rows', async () => {
    for (let i = 0; i < 30; i += 1) await makeContent(t, { tags: [i % 2 ? 'Planned Odd' : 'Planned Even'] });
    let q = t.database.db.selectFrom('contents').select('contents.id').where('contents.hidden_at', 'is', null);
    for (const c of tagConditions('contents', { tags: [['Planned Odd']], excludeTags: ['Planned Even'] }))
      q = q.where(c);
    const plan = await planOf(q.orderBy('contents.created_at', 'desc').limit(24).compile());
    if (ENGINE === 'sqlite') {
      expect(plan).toMatch(
        /(SEARCH|USING COVERING INDEX) .*(content_tags_tag_content_idx|sqlite_autoindex_content_tags)/,
      );
      expect(plan).not.toMatch(/SCAN t\b(?! USING)/);
    } else {
      expect(plan).toMatch(/Index Only Scan using (content_tags_tag_content_idx|content_tags_pk)/);
      expect(plan).not.toMatch(/Seq Scan on content_tags/);
    }
  });

  it('counts a tag page and a blacklisted list from the tag rows on SQLite, not by a probe per item', async () => {
    // A correlated probe per item made these counts 3.8 s and 5.0 s at a million items (0.34 and 0.66 s as sets).
    let q = t.database.db
      .selectFrom('contents')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('contents.hidden_at', 'is', null);
    const form = countForm(ENGINE);
    for (const c of tagConditions('contents', { tags: [['Planned Odd']], excludeTags: ['Planned Even'] }, form))
      q = q.where(c);
    q = q.where(notBlacklisted(['Planned Hidden'], form)!);
    const plan = await planOf(q.compile());
    if (ENGINE === 'sqlite') {
      expect(plan).toMatch(/LIST SUBQUERY/);
      expect(plan).not.toMatch(/CORRELATED/);
      expect(plan).toMatch(/content_tags_tag_content_idx/);
    } else {
      // PostgreSQL's semi- and anti-joins: never a subquery run again for every row (NOT IN's trap).
      expect(plan).not.toMatch(/SubPlan/);
    }
  });

  it('the content list counts with the tag conditions in the count form', async () => {
    const seen: string[] = [];
    t.database.traceQueries((text) => seen.push(text));
    try {
      const res = await t.request('GET', '/api/content?tag=planned-odd&excludeTag=planned-even&page=1&limit=24');
      expect(res.statusCode, res.body).toBe(200);
    } finally {
      t.database.traceQueries(() => undefined);
    }
    const count = seen.find((text) => /^select count\(\*\)/i.test(text) && text.includes('content_tags'));
    expect(count, seen.join('\n')).toBeDefined();
    if (ENGINE === 'sqlite') expect(count).toMatch(/"contents"\."id" in \(select "t"\."content_id"/);
    else expect(count).toMatch(/exists \(select 1 from "content_tags"/);
  });

  it('lists tags by popularity along their count index', async () => {
    const q = t.database.db
      .selectFrom('tags')
      .select(['id', 'slug'])
      .where('count', '>', 0)
      .orderBy('count', 'desc')
      .orderBy('id', 'desc')
      .limit(60)
      .compile();
    expect(await planOf(q)).toMatch(/tags_count_idx/);
  });
});
