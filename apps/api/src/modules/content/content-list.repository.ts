import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { SortOption } from '@packdex/shared/constants';
import type { Engine } from '../../db/database.ts';
import {
  lexemeStats,
  matchesSearch,
  pageSearchCondition,
  planSearch,
  type SearchDrive,
  searchDrive,
  visibleSuggestions,
} from '../../db/full-text.ts';
import { countNow, countOf, countUpTo, pageOf, type PageRequest, type TotalOf } from '../../db/paging.ts';
import type { DB, Executor } from '../../db/schema.ts';
import type { NewContent } from '../../db/tables/content.table.ts';
import {
  countForm,
  tagConditions,
  type TagConditionForm,
  type TagFilter,
  withoutBlacklistedTags,
} from '../../db/tags.ts';
import { contentColumns as columns } from './content-columns.ts';

export interface ContentFilter extends TagFilter {
  search?: string | undefined;
  type?: NewContent['type'] | undefined;
  modelId?: number | undefined;
  includeHidden?: boolean;
  /** The tag names the viewer hides (its tag blacklist): items carrying one are left out. */
  hiddenTags?: readonly string[] | undefined;
}

function applyFilter<O>(
  engine: Engine,
  q: SelectQueryBuilder<DB, 'contents', O>,
  f: ContentFilter,
  drive: SearchDrive = 'matches',
  form: TagConditionForm = 'probe',
) {
  let out = q;
  if (!f.includeHidden) out = out.where('contents.hidden_at', 'is', null);
  if (f.type) out = out.where('contents.type', '=', f.type);
  if (f.modelId !== undefined) out = out.where('contents.model_id', '=', f.modelId);
  for (const condition of tagConditions('contents', f, form)) out = out.where(condition);
  out = withoutBlacklistedTags(out, f.hiddenTags, form);
  if (f.search) {
    const match = matchesSearch(engine, 'contents', f.search, drive);
    if (match) out = out.where(match);
  }
  return out;
}

/**
 * How many items match `filter`, counting no further than `cap` when one is given (a public list's
 * reachable depth, ADR 0025), each with the tag conditions in the form its count wants (`countForm`).
 */
function countMatching(engine: Engine, db: Kysely<DB>, filter: ContentFilter, cap?: number) {
  if (cap === undefined)
    return countOf(applyFilter(engine, db.selectFrom('contents'), filter, 'matches', countForm(engine)));
  const rows = applyFilter(
    engine,
    db.selectFrom('contents').select('contents.id'),
    filter,
    'matches',
    countForm(engine, true),
  );
  return countUpTo(db, rows, cap);
}

/** Whether a filter leaves items out by their tags (`-tag:`, the viewer's hidden tags). */
const leavesTagsOut = (f: ContentFilter) => (f.excludeTags?.length ?? 0) > 0 || (f.hiddenTags?.length ?? 0) > 0;

/** Whether a filter keeps only some items through an index of its own (a type, a model, a tag). */
const narrows = (f: ContentFilter) => Boolean(f.type) || f.modelId !== undefined || (f.tags?.length ?? 0) > 0;

/** Rows between two anchors of a walk: a deep page seeks from the anchor before it and skips fewer than this. */
export const ANCHOR_EVERY = 240;

/**
 * One walk of a plain list along its order, as deep as a reader can page: the total (up to the cap)
 * and the anchors, the id at every ANCHOR_EVERY-th place (the 240th, the 480th, ...).
 */
export interface ListWalk {
  total: number;
  anchors: number[];
}

/** How a list's walk is answered: `walk` runs, or a memo answers for it (lib/list-memo.ts). */
export type WalkOf = (walk: () => Promise<ListWalk>) => Promise<ListWalk>;

const walkNow: WalkOf = (walk) => walk();

/**
 * Whether a list's pages seek from anchors (issue 35): a public list (counted to a cap) in the recent
 * order, narrowed by nothing but its type. Its order's keys never change (views move the popular
 * order, not this one), and only catalogue changes add or remove its rows, which drop the walk
 * (lib/list-memo.ts). The walk reads the visible items' index as far as the capped count did, and
 * answers the total too. Searches, tags, hidden tags and a model's list keep the count and the
 * offset: a walk along the order could read the whole table to find a rare tag's rows, where the
 * count reads the tag's rows as a set, and a model's list is short.
 */
const walked = (f: ContentFilter, sortBy: SortOption, cap: number | undefined): cap is number =>
  cap !== undefined &&
  sortBy === 'recent' &&
  !f.includeHidden &&
  !f.search &&
  f.modelId === undefined &&
  (f.tags?.length ?? 0) === 0 &&
  !leavesTagsOut(f);

/** Where a page starts in a walked list: after an anchor's row, skipping `skip` more. */
interface Seek {
  anchor: number;
  skip: number;
}

/**
 * The content lists (part of contentRepository): a page of items under a filter with its total,
 * planned per engine (a search's drive on SQLite, its first matches and rank walk on PostgreSQL,
 * the deferred join of a plain page), the items of a saved search's filter, an admin search's ids,
 * and the search suggestions.
 */
export function contentListRepository(db: Kysely<DB>, engine: Engine) {
  // PostgreSQL: which searches are rare enough to skip the walk of the sort order (firstMatches).
  const stats = engine === 'postgres' ? lexemeStats(db) : undefined;
  const suggestions = visibleSuggestions(db, engine, stats, 'contents', [
    'id',
    'title',
    'slug',
    'thumbnail_url',
    'views',
  ]);
  const joined = (executor: Executor = db) =>
    executor.selectFrom('contents').leftJoin('models', 'models.id', 'contents.model_id').select(columns);

  /**
   * The ids of one page, read from the sort order's index alone (a deferred join): the page's
   * columns and its models are then read for those ids only. Joined and selected whole, every row
   * skipped by the offset was read from the table and joined too: page 400 of 24 at 10k items took
   * 5.3 ms of SQLite instead of 0.2, and a server answering random pages off the cache spent half
   * its time there (issue 35).
   */
  const pageIds = (filter: ContentFilter, page: PageRequest & { sortBy: SortOption }, seek?: Seek) => {
    let ids = applyFilter(engine, db.selectFrom('contents').select('contents.id'), filter);
    // After the anchor in the recent order, its key read by its id: an index range on both engines
    // (SQLite's row value, PostgreSQL's row comparison), exact whatever the timestamps' precision.
    if (seek)
      ids = ids.where(
        sql<boolean>`(${sql.ref('contents.created_at')}, ${sql.ref('contents.id')}) < (select a.created_at, a.id from contents a where a.id = ${seek.anchor})`,
      );
    const ordered =
      page.sortBy === 'popular'
        ? ids.orderBy('contents.views', 'desc').orderBy('contents.id', 'desc')
        : ids.orderBy('contents.created_at', 'desc').orderBy('contents.id', 'desc');
    return seek ? ordered.limit(sql.lit(page.limit)).offset(sql.lit(seek.skip)) : pageOf(ordered, page);
  };
  /** One page of items, read through its ids (pageIds), in the list's order. */
  const inPage = (filter: ContentFilter, page: PageRequest & { sortBy: SortOption }, seek?: Seek) => {
    const rows = db
      .selectFrom(pageIds(filter, page, seek).as('page'))
      .innerJoin('contents', 'contents.id', 'page.id')
      .leftJoin('models', 'models.id', 'contents.model_id')
      .select(columns);
    return page.sortBy === 'popular'
      ? rows.orderBy('contents.views', 'desc').orderBy('contents.id', 'desc')
      : rows.orderBy('contents.created_at', 'desc').orderBy('contents.id', 'desc');
  };

  /** The ids along a walked list's order, as far as `cap`: its total and its anchors. */
  const walk = async (filter: ContentFilter, cap: number): Promise<ListWalk> => {
    const ids = await applyFilter(engine, db.selectFrom('contents').select('contents.id'), filter)
      .orderBy('contents.created_at', 'desc')
      .orderBy('contents.id', 'desc')
      .limit(sql.lit(cap))
      .execute();
    const anchors: number[] = [];
    for (let at = ANCHOR_EVERY; at <= ids.length; at += ANCHOR_EVERY) anchors.push(ids[at - 1]!.id);
    return { total: ids.length, anchors };
  };

  /**
   * A page of a walked list (`walked`): read after the anchor before it, so a deep page reads fewer
   * than ANCHOR_EVERY rows it does not show instead of every row before it.
   */
  const walkedPage = async (
    filter: ContentFilter,
    page: PageRequest & { sortBy: SortOption },
    cap: number,
    walkOf: WalkOf,
  ) => {
    const { total, anchors } = await walkOf(() => walk(filter, cap));
    const offset = (page.page - 1) * page.limit;
    const before = Math.min(Math.floor(offset / ANCHOR_EVERY), anchors.length);
    if (before === 0) return { rows: await inPage(filter, page).execute(), total };
    const rows = await inPage(filter, page, {
      anchor: anchors[before - 1]!,
      skip: offset - before * ANCHOR_EVERY,
    }).execute();
    // A walk made before a deletion it has not seen yet can name a row that is gone: nothing follows
    // it. The page is then read by its offset.
    if (rows.length === 0 && offset < total) return { rows: await inPage(filter, page).execute(), total };
    return { rows, total };
  };

  return {
    /**
     * A page of items and the total; `total` may answer the count from a cache (lib/list-memo.ts).
     * With a `cap`, the total counts no further than it (a public list's reachable depth + 1, ADR
     * 0025), and a plain list in the recent order is walked instead (`walked`), through `walkOf`.
     */
    async list(
      filter: ContentFilter,
      page: PageRequest & { sortBy: SortOption },
      total: TotalOf = countNow,
      cap?: number,
      walkOf: WalkOf = walkNow,
    ) {
      if (walked(filter, page.sortBy, cap)) return walkedPage(filter, page, cap, walkOf);
      const sorted = (q: ReturnType<typeof joined>) =>
        page.sortBy === 'popular'
          ? q.orderBy('contents.views', 'desc').orderBy('contents.id', 'desc')
          : q.orderBy('contents.created_at', 'desc').orderBy('contents.id', 'desc');
      // A search alone on SQLite is planned from its match count (db/full-text.ts), which is also the
      // total. With the total cached the plan needs only its drive, from a count that stops as soon
      // as the choice is made: a common word's full count at a million items is 6-14 ms. A search
      // that leaves tags out (`-tag:`, a hidden tag) is planned the same way, since leaving out
      // narrows little: driven from its matches, a common word with a tag left out sorted its
      // 46,000 matches on every page (210 ms at a million items, against 7 walking the order). Its
      // total is counted with the exclusions, which the plan's count does not know.
      if (engine === 'sqlite' && filter.search && !narrows(filter)) {
        const end = page.page * page.limit;
        let drive: SearchDrive | undefined;
        const count = await total(async () => {
          if (leavesTagsOut(filter)) return countMatching(engine, db, filter, cap);
          const plan = await planSearch(db, 'contents', filter.search!, end);
          if (!plan) return countMatching(engine, db, filter, cap);
          drive = plan.drive;
          const matches = filter.includeHidden ? plan.matches : plan.visibleMatches;
          return cap === undefined ? matches : Math.min(matches, cap);
        });
        drive ??= (await searchDrive(db, 'contents', filter.search, end)) ?? undefined;
        const rows = await pageOf(sorted(applyFilter(engine, joined(), filter, drive)), page).execute();
        return { rows, total: count };
      }
      // PostgreSQL picks a search's rows in a statement that cannot read every row (firstMatches);
      // SQLite's search with other filters narrows through their indexes.
      const others = { ...filter, search: undefined };
      let q = applyFilter(engine, joined(), engine === 'postgres' ? others : filter);
      if (engine === 'postgres' && filter.search) {
        const rowsOf = applyFilter(engine, db.selectFrom('contents').selectAll('contents'), others);
        const firsts = await pageSearchCondition(stats!, 'contents', others, rowsOf, filter.search, page);
        if (firsts) q = q.where(firsts);
      }
      // PostgreSQL's popular order is the ranks' (ADR 0021): its indexes carry the visibility and the model.
      const ordered =
        engine === 'postgres' && page.sortBy === 'popular'
          ? pageOf(
              q
                .innerJoin('content_ranks', 'content_ranks.content_id', 'contents.id')
                .$if(!filter.includeHidden, (r) => r.where(sql<boolean>`${sql.ref('content_ranks.visible')}`))
                .$if(filter.modelId !== undefined, (r) => r.where('content_ranks.model_id', '=', filter.modelId!))
                .orderBy('content_ranks.views', 'desc')
                .orderBy('content_ranks.content_id', 'desc'),
              page,
            )
          : filter.search
            ? pageOf(sorted(q), page)
            : inPage(filter, page);
      // On PostgreSQL the page and the count run side by side, on two of the pool's connections.
      const [rows, count] = await Promise.all([ordered.execute(), total(() => countMatching(engine, db, filter, cap))]);
      return { rows, total: count };
    },

    /**
     * Which of `ids` (a saved search's new items, a handful) are public and match `filter`, by the
     * list's own conditions: a primary-key probe per id, then the filter on those rows only.
     */
    async matching(filter: ContentFilter, ids: readonly number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await applyFilter(
        engine,
        db
          .selectFrom('contents')
          .select('contents.id')
          .where('contents.id', 'in', [...ids]),
        { ...filter, includeHidden: false },
      ).execute();
      return rows.map((r) => r.id);
    },

    /**
     * Up to `limit` ids of the items an admin list's search finds (hidden ones too), in id order,
     * through the full-text index: what "select all matching the search" selects.
     */
    async idsMatching(search: string | undefined, limit: number, executor: Executor = db): Promise<number[]> {
      const q = applyFilter(engine, executor.selectFrom('contents').select('contents.id'), {
        search,
        includeHidden: true,
      });
      const rows = await q.orderBy('contents.id').limit(limit).execute();
      return rows.map((r) => r.id);
    },

    /** Visible items whose text matches every word of `q` as a prefix, most viewed first (search suggestions). */
    suggestions,
  };
}
