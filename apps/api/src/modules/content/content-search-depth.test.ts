import { CompiledQuery, type KyselyPlugin } from 'kysely';
import { MAX_SEARCH_DEPTH } from '@packdex/shared/constants';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ContentListResponse } from '@packdex/shared/schemas';
import { ENGINE, useTestApp } from '../../../test/build-test-app.ts';
import { lexemeStats } from '../../db/full-text.ts';
import { makeModel, makeUser } from '../../../test/factories.ts';
import { modelsRepository } from '../models/models.repository.ts';
import { contentRepository } from './content.repository.ts';

const t = useTestApp();

// Enough items that a search can no longer walk the whole sort order within its bound
// (√(3 × rows × end) + end rows): a rare word's pages come from its few matches, a common word's from
// the walk, and a word that matches nothing reads only the bound.
const ITEMS = 3_000;
type Item = { id: number; views: number; at: string; hidden: boolean; title: string };
const items: Item[] = [];
const models: Item[] = [];

beforeAll(async () => {
  const model = await makeModel(t);
  const rows = Array.from({ length: ITEMS }, (_, i) => {
    // Distinct views and dates, scrambled against the ids.
    const views = (i * 7919) % ITEMS;
    const at = new Date(Date.UTC(2025, 0, 1) + ((i * 104_729) % ITEMS) * 60_000).toISOString();
    // Willow: 10 % of the items, and the least viewed ones, at the far end of the popular order.
    const words = [
      i % 3 === 0 ? 'Maple' : 'Filler',
      i % 701 === 13 ? 'Orchid' : 'Plain',
      views < ITEMS / 10 ? 'Willow' : 'Tree',
    ];
    const hidden = i === 13 + 701 * 2 || i % 997 === 5;
    return { i, views, at, hidden, title: `${words.join(' ')} ${i}` };
  });
  type Row = (typeof rows)[number];
  // 500 rows per statement; each row's id kept beside its words, views and date.
  const insertAll = async (into: Item[], insert: (chunk: Row[]) => Promise<{ id: number }[]>) => {
    for (let from = 0; from < rows.length; from += 500) {
      const chunk = rows.slice(from, from + 500);
      (await insert(chunk)).forEach(({ id }, k) => {
        const { views, at, hidden, title } = chunk[k]!;
        into.push({ id, views, at, hidden, title });
      });
    }
  };
  const { db } = t.database;
  await insertAll(items, (chunk) =>
    db
      .insertInto('contents')
      .values(
        chunk.map((r) => ({
          slug: `depth-${r.i}`,
          title: r.title,
          url: `https://${t.config.fileHostDomain}/d/depth-${r.i}`,
          thumbnail_url: `/uploads/test/content/depth-${r.i}.svg`,
          type: 'gallery' as const,
          model_id: model.id,
          views: r.views,
          images: 1,
          videos: 0,
          size: 1_000,
          search_text: `${r.title} ${model.name}`,
          hidden_at: r.hidden ? r.at : null,
          created_at: r.at,
          updated_at: r.at,
        })),
      )
      .returning('id')
      .execute(),
  );
  // Models: the same words, views and dates over as many profiles.
  await insertAll(models, (chunk) =>
    db
      .insertInto('models')
      .values(
        chunk.map((r) => ({
          model_id: `DEPTH-${r.i}`,
          slug: `depth-model-${r.i}`,
          name: r.title,
          photo_url: `/uploads/test/models/depth-${r.i}.svg`,
          views: r.views,
          ethnicity: 'latina' as const,
          age: 30,
          hair_color: 'brown' as const,
          eye_color: 'green' as const,
          body_type: 'slim' as const,
          bio: 'A profile for tests.',
          search_text: r.title,
          hidden_at: r.hidden ? r.at : null,
          created_at: r.at,
          updated_at: r.at,
        })),
      )
      .returning('id')
      .execute(),
  );
  if (ENGINE === 'postgres') await t.database.db.executeQuery(CompiledQuery.raw('analyze contents, models'));
});

const byViews = (a: Item, b: Item) => b.views - a.views || b.id - a.id;
const byDate = (a: Item, b: Item) => b.at.localeCompare(a.at) || b.id - a.id;
const visibleWith = (word: string, among = items) =>
  among.filter((c) => !c.hidden && c.title.split(' ').includes(word));

async function list(query: string) {
  const res = await t.request('GET', `/api/content?${query}`);
  expect(res.statusCode).toBe(200);
  const body = await t.json<ContentListResponse>(res);
  return { ids: body.contents.map((c) => c.id), total: body.pagination.totalItems };
}

describe('content search over more rows than a walk of the sort order may read', () => {
  it('pages a rare word, a common word and a word with no match in either order, at any depth', async () => {
    for (const [word, prefix, pages] of [
      ['Orchid', 'orc', [1, 2, 3]],
      ['Maple', 'map', [1, 7, 40]],
      ['Willow', 'wil', [1, 5, 20]],
    ] as const) {
      const visible = visibleWith(word);
      for (const [sortBy, order] of [
        ['popular', byViews],
        ['recent', byDate],
      ] as const) {
        const expected = [...visible].sort(order).map((c) => c.id);
        for (const page of pages) {
          expect(
            await list(`search=${prefix}&sortBy=${sortBy}&limit=2&page=${page}`),
            `${word} ${sortBy} ${page}`,
          ).toEqual({
            ids: expected.slice((page - 1) * 2, page * 2),
            total: visible.length,
          });
        }
      }
    }
    expect(visibleWith('Orchid')).toHaveLength(4);
    expect(await list('search=zzq&sortBy=popular&limit=24')).toEqual({ ids: [], total: 0 });
  });

  it('counts a search only as far as it can be paged: past MAX_SEARCH_DEPTH the total is capped and says so', async () => {
    expect(visibleWith('Tree').length).toBeGreaterThan(MAX_SEARCH_DEPTH);
    const res = await t.request('GET', '/api/content?search=tree&limit=24');
    expect(res.statusCode).toBe(200);
    expect((await t.json<ContentListResponse>(res)).pagination).toEqual({
      page: 1,
      limit: 24,
      totalItems: MAX_SEARCH_DEPTH,
      totalPages: Math.floor(MAX_SEARCH_DEPTH / 24),
      totalItemsCapped: true,
    });
    // Within the depth the count is whole and not marked; an admin's list counts every match.
    const within = await t.request('GET', '/api/content?search=maple&limit=24');
    expect((await t.json<ContentListResponse>(within)).pagination).not.toHaveProperty('totalItemsCapped');
    const admin = await makeUser(t, { admin: true });
    const all = await t.request('GET', '/api/content?search=tree&limit=24&includeHidden=true', { as: admin });
    expect((await t.json<ContentListResponse>(all)).pagination).toMatchObject({
      totalItems: items.filter((c) => c.title.split(' ').includes('Tree')).length,
    });
    expect((await t.json<ContentListResponse>(all)).pagination).not.toHaveProperty('totalItemsCapped');
  });

  it('suggests the most viewed visible matches of a rare and of a common word', async () => {
    const repository = contentRepository(t.database.db, ENGINE);
    for (const [word, prefix] of [
      ['Orchid', 'orc'],
      ['Maple', 'map'],
      ['Willow', 'wil'],
    ] as const) {
      const expected = visibleWith(word).sort(byViews).slice(0, 8);
      expect((await repository.suggestions(prefix, 8)).map((s) => s.slug)).toEqual(
        expected.map((c) => `depth-${items.indexOf(c)}`),
      );
    }
    expect(await repository.suggestions('zzq', 8)).toEqual([]);
  });

  it('lists and suggests models the same way: a rare word, a common one, one at the far end of the order', async () => {
    const repository = modelsRepository(t.database.db, ENGINE);
    for (const [word, prefix] of [
      ['Orchid', 'orc'],
      ['Maple', 'map'],
      ['Willow', 'wil'],
    ] as const) {
      const visible = visibleWith(word, models);
      for (const [sortBy, order] of [
        ['popular', byViews],
        ['recent', byDate],
      ] as const) {
        const expected = [...visible].sort(order).map((c) => c.id);
        for (const page of [1, 3]) {
          const { rows, total } = await repository.list({ search: prefix }, { page, limit: 3, sortBy });
          expect({ ids: rows.map((r) => r.id), total }, `${word} ${sortBy} ${page}`).toEqual({
            ids: expected.slice((page - 1) * 3, page * 3),
            total: visible.length,
          });
        }
      }
      expect((await repository.suggestions(prefix, 8)).map((s) => s.slug)).toEqual(
        [...visible]
          .sort(byViews)
          .slice(0, 8)
          .map((c) => `depth-model-${models.indexOf(c)}`),
      );
    }
    expect(await repository.suggestions('zzq', 8)).toEqual([]);
  });

  it('keeps to a filter that the walk of the popular order does not carry (a type, a hair colour)', async () => {
    const { db } = t.database;
    // Only the three least viewed visible Maple items are videos, and only those profiles black-haired:
    // a walk of the popular order meets the most viewed Maple rows, all outside the filter, first.
    const last = (among: Item[]) => visibleWith('Maple', among).sort(byViews).slice(-3);
    const videos = last(items);
    const blackHaired = last(models);
    const set = async (type: 'video' | 'gallery', hair: 'black' | 'brown') => {
      await db
        .updateTable('contents')
        .set({ type })
        .where(
          'id',
          'in',
          videos.map((c) => c.id),
        )
        .execute();
      await db
        .updateTable('models')
        .set({ hair_color: hair })
        .where(
          'id',
          'in',
          blackHaired.map((m) => m.id),
        )
        .execute();
    };
    await set('video', 'black');
    try {
      const popular = { page: 1, limit: 2, sortBy: 'popular' as const };
      const content = await contentRepository(db, ENGINE).list({ search: 'map', type: 'video' }, popular);
      expect({ ids: content.rows.map((r) => r.id), total: content.total }).toEqual({
        ids: videos.slice(0, 2).map((c) => c.id),
        total: 3,
      });
      const profiles = await modelsRepository(db, ENGINE).list({ search: 'map', hairColor: 'black' }, popular);
      expect({ ids: profiles.rows.map((r) => r.id), total: profiles.total }).toEqual({
        ids: blackHaired.slice(0, 2).map((m) => m.id),
        total: 3,
      });
    } finally {
      await set('gallery', 'brown');
    }
  });

  /**
   * PostgreSQL: the content and model repositories, and `read`, which runs a call and counts the
   * rows its statements read along a sort order's index (a walk), as EXPLAIN ANALYZE reports them.
   */
  const walkCounter = () => {
    const { db } = t.database;
    // The statements run: a builder embedded in another also passes through transformQuery, but
    // only what runs has a result.
    const compiled = new Map<unknown, CompiledQuery>();
    const statements: CompiledQuery[] = [];
    const recorder: KyselyPlugin = {
      transformQuery: ({ node, queryId }) => {
        compiled.set(queryId, db.getExecutor().compileQuery(node, queryId));
        return node;
      },
      transformResult: async ({ result, queryId }) => {
        statements.push(compiled.get(queryId)!);
        return result;
      },
    };
    const repository = contentRepository(db.withPlugin(recorder), 'postgres');
    const profiles = modelsRepository(db.withPlugin(recorder), 'postgres');
    const read = async (run: () => Promise<unknown>) => {
      statements.length = 0;
      await run();
      let rows = 0;
      for (const q of statements) {
        // Planned as on a large table, where reading every row is never the cheap plan (here it is:
        // 3,000 rows fit in a few pages).
        const plan = await db.transaction().execute(async (trx) => {
          await trx.executeQuery(CompiledQuery.raw('set local enable_seqscan = off'));
          return (
            await trx.executeQuery<{ 'QUERY PLAN': unknown }>(
              CompiledQuery.raw(`explain (analyze, format json) ${q.sql}`, [...q.parameters]),
            )
          ).rows;
        });
        // Every row read along the popular order's index (a walk: the ranks', ADR 0021), over all its loops.
        const visit = (node: Record<string, unknown>) => {
          if (
            node['Node Type'] === 'Index Scan' &&
            /^(content|model)_ranks_(visible_)?views_idx$/.test(String(node['Index Name']))
          ) {
            const loops = Number(node['Actual Loops'] ?? 1);
            rows += (Number(node['Actual Rows'] ?? 0) + Number(node['Rows Removed by Filter'] ?? 0)) * loops;
          }
          for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) visit(child);
        };
        visit((plan[0]!['QUERY PLAN'] as { Plan: Record<string, unknown> }[])[0]!.Plan);
      }
      return rows;
    };
    return { repository, profiles, read };
  };

  it.runIf(ENGINE === 'postgres')(
    'walks the sort order no further than its bound when the matches sit at its far end',
    async () => {
      const { repository, profiles, read } = walkCounter();
      // PostgreSQL estimates Willow at 10 % of the rows and walks the popular order for the first
      // ones, past the 2,700 rows before them. The bounded walk stops after √(3 × 3,000 × end) + end
      // rows (276 for 8 suggestions, 489 for a page of 24); the matches are then read and sorted.
      // Each walks (along the ranks' index: a count of 0 would mean the walk went elsewhere), and stops at its bound.
      const walked = async (run: () => Promise<unknown>, bound: number) => {
        const rows = await read(run);
        expect(rows).toBeGreaterThan(0);
        expect(rows).toBeLessThanOrEqual(bound);
      };
      await walked(() => repository.suggestions('wil', 8), 276);
      await walked(
        () => repository.list({ search: 'wil' }, { page: 1, limit: 24, sortBy: 'popular' }, async () => 0),
        489,
      );
      await walked(() => profiles.suggestions('wil', 8), 276);
      await walked(
        () => profiles.list({ search: 'wil' }, { page: 1, limit: 24, sortBy: 'popular' }, async () => 0),
        489,
      );
    },
  );

  it.runIf(ENGINE === 'postgres')(
    'reads a rare word’s or an absent prefix’s matches without walking the sort order, from the statistics',
    async () => {
      const { db } = t.database;
      const stats = lexemeStats(db);
      // Orchid: 4 rows of 3,000, below the walk's break-even (√(3,000 × 8 / 3) ≈ 89 for 8 suggestions);
      // zzq: no lexeme; Maple and Willow: a third and a tenth of the rows.
      expect(await stats.isRare('contents', 'orc', 8)).toBe(true);
      expect(await stats.isRare('contents', 'zzq', 8)).toBe(true);
      expect(await stats.isRare('contents', 'map', 8)).toBe(false);
      expect(await stats.isRare('contents', 'wil', 8)).toBe(false);
      expect(await stats.isRare('contents', 'maple orc', 8)).toBe(true);
      expect(await stats.isRare('models', 'orc', 8)).toBe(true);
      expect(await stats.isRare('models', 'map', 8)).toBe(false);
      expect(await stats.isRare('contents', ' ', 8)).toBe(false);

      const { repository, profiles, read } = walkCounter();
      for (const prefix of ['orc', 'zzq']) {
        expect(await read(() => repository.suggestions(prefix, 8)), prefix).toBe(0);
        expect(await read(() => profiles.suggestions(prefix, 8)), prefix).toBe(0);
        expect(
          await read(() =>
            repository.list({ search: prefix }, { page: 1, limit: 24, sortBy: 'popular' }, async () => 0),
          ),
          prefix,
        ).toBe(0);
      }
    },
  );

  it.runIf(ENGINE === 'postgres')(
    'keeps the full-text index’s pending list small while counters change, and no trigram index',
    async () => {
      const { db } = t.database;
      const run = (text: string) => db.executeQuery<Record<string, unknown>>(CompiledQuery.raw(text));
      await run('create extension if not exists pgstattuple');
      // Six thousand new versions of rows, as views write them (the counters end where they began).
      for (const step of [1, -1, 1, -1, 1, -1]) {
        await run(
          `update contents set views = views + (${step}) where id in (select id from contents order by id limit 1000)`,
        );
      }
      const { rows } = await run("select pending_pages from pgstatginindex('contents_search_vector_idx')");
      // 64 kB is 8 pages; PostgreSQL's default of 4 MB let this bench's list reach 316.
      expect(Number(rows[0]!.pending_pages)).toBeLessThanOrEqual(9);
      const trigram = await run("select indexname from pg_indexes where indexname like '%search_trgm_idx'");
      expect(trigram.rows).toEqual([]);
    },
  );

  it.runIf(ENGINE === 'postgres')(
    'has autovacuum clear the counters’ dead row versions after 2 % of the catalogue, not the default 20 %',
    async () => {
      const { rows } = await t.database.db.executeQuery<{ relname: string; reloptions: string[] | null }>(
        CompiledQuery.raw(
          "select relname, reloptions from pg_class where relname in ('contents', 'models') and relkind = 'r' order by relname",
        ),
      );
      expect(rows).toEqual(
        ['contents', 'models'].map((relname) => ({
          relname,
          reloptions: expect.arrayContaining([
            'autovacuum_vacuum_scale_factor=0.02',
            'autovacuum_analyze_scale_factor=0.05',
          ]) as unknown,
        })),
      );
    },
  );
});
