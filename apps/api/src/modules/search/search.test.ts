import { beforeAll, describe, expect, it } from 'vitest';
import { ENGINE, useTestApp } from '../../../test/build-test-app.ts';
import { makeContent, makeModel } from '../../../test/factories.ts';
import { recordingStatements } from '../../../test/statements.ts';
import { contentRepository } from '../content/content.repository.ts';
import { modelsRepository } from '../models/models.repository.ts';
import { matchRank, searchService } from './search.service.ts';

const t = useTestApp();

beforeAll(async () => {
  const goldie = await makeModel(t, { name: 'Goldie Marsh', views: 50 });
  await makeModel(t, { name: 'Margot Gold', views: 900 });
  await makeModel(t, { name: 'Hidden Golden', views: 999, hidden: true });
  for (let i = 0; i < 10; i += 1) await makeContent(t, { model: goldie, title: `Golden Hour ${i}`, views: i });
  await makeContent(t, { title: 'Sunlit Terrace', tags: ['goldfish'] });
});

const suggest = async (q: string) =>
  (await t.request('GET', `/api/search/suggestions?q=${encodeURIComponent(q)}`)).json<{
    suggestions: { kind: string; label: string; slug: string }[];
  }>().suggestions;

describe('GET /api/search/suggestions', () => {
  it('needs at least 2 characters', async () => {
    const res = await t.request('GET', '/api/search/suggestions?q=a');
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toMatch(/at least 2 characters/);
    expect((await t.request('GET', '/api/search/suggestions')).statusCode).toBe(400);
  });

  it('answers at most 8: labels starting with the query first, models before content, then by views', async () => {
    const labels = (await suggest('gold')).map((s) => `${s.kind}:${s.label}`);
    expect(labels).toEqual([
      'model:Goldie Marsh',
      'content:Golden Hour 9',
      'content:Golden Hour 8',
      'content:Golden Hour 7',
      'content:Golden Hour 6',
      'content:Golden Hour 5',
      'content:Golden Hour 4',
      'content:Golden Hour 3',
    ]);
  });

  it('matches any word of a label by prefix and never suggests hidden models', async () => {
    const labels = (await suggest('margot go')).map((s) => s.label);
    expect(labels).toEqual(['Margot Gold']);
    expect((await suggest('hidden')).map((s) => s.label)).toEqual([]);
  });

  it('answers an empty list for punctuation only', async () => {
    expect(await suggest('""')).toEqual([]);
  });

  it('answers searches asked for together each as alone, in one statement per table on PostgreSQL', async () => {
    const { db, statements } = recordingStatements(t.database.db);
    const search = searchService({ models: modelsRepository(db, ENGINE), contents: contentRepository(db, ENGINE) });
    const queries = ['gold', 'golden hour 3', 'margot go', 'hidden', 'zzq', 'goldf', 'gold'];
    const alone: unknown[] = [];
    for (const q of queries) alone.push(await search.suggestions(q));
    statements.length = 0;
    // One turn of the event loop.
    const together = await Promise.all(queries.map((q) => search.suggestions(q)));
    expect(together).toEqual(alone);
    expect((together[0] as unknown[]).length).toBe(8);
    expect(together[1]).toEqual([
      { kind: 'content', label: 'Golden Hour 3', slug: expect.any(String), imageUrl: expect.any(String) },
    ]);
    expect(together[3]).toEqual([]);
    expect(together[5]).toMatchObject([{ kind: 'content', label: 'Sunlit Terrace' }]);
    if (ENGINE === 'postgres') expect(statements).toHaveLength(2);
  });
});

describe('matchRank', () => {
  it('ranks a label prefix over a word prefix over a match elsewhere, ignoring case and accents', () => {
    expect(matchRank('Élodie Gold', 'elo')).toBe(0);
    expect(matchRank('Margot Gold', 'gol')).toBe(1);
    expect(matchRank('Sunlit Terrace', 'goldfish')).toBe(2);
  });
});
