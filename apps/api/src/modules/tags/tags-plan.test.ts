import { CompiledQuery, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { tagConditions } from '../../db/tags.ts';
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
