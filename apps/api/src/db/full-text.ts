import type { SortOption } from '@packdex/shared/constants';
import { type Expression, type Kysely, type RawBuilder, type Selectable, type SqlBool, sql } from 'kysely';
import { searchTokens } from '../lib/search.ts';
import type { Engine } from './database.ts';
import { postgresBatches } from './group-commit.ts';
import type { DB } from './schema.ts';

/** How SQLite runs a sorted, limited search: from its matches, or along the sort order's index. */
export type SearchDrive = 'matches' | 'order';

const ftsQuery = (tokens: string[]) => tokens.map((t) => `"${t}"*`).join(' ');
/** PostgreSQL: every token as a word prefix. */
const prefixQuery = (tokens: string[]) => tokens.map((t) => `${t}:*`).join(' & ');
const tsQuery = (tokens: string[]) => sql`to_tsquery('simple', ${prefixQuery(tokens)})`;

/**
 * A condition "row id matches every token as a word prefix" over the table's search_text:
 * FTS5 on SQLite, a tsvector prefix query on PostgreSQL. Returns null when there is nothing to
 * search for. Repositories of the searchable tables use it. On SQLite, `drive` says how a sorted
 * query runs (see `planSearch`): `order` hides the id from the planner's rowid lookups, so it walks
 * the ORDER BY's index and keeps the rows in the match list.
 */
export function matchesSearch(
  engine: Engine,
  table: 'contents' | 'models',
  text: string,
  drive: SearchDrive = 'matches',
): Expression<SqlBool> | null {
  const tokens = searchTokens(text);
  if (tokens.length === 0) return null;
  if (engine === 'postgres') {
    return sql<SqlBool>`${sql.ref(`${table}.search_vector`)} @@ ${tsQuery(tokens)}`;
  }
  const fts = sql.table(`${table}_fts`);
  const id = drive === 'order' ? sql`+${sql.ref(`${table}.id`)}` : sql.ref(`${table}.id`);
  return sql<SqlBool>`${id} in (select rowid from ${fts} where ${fts} match ${ftsQuery(tokens)})`;
}

/**
 * PostgreSQL: "the row is among the first `end` rows of `rows`, sorted by `order` (then id)
 * descending, that match every token as a word prefix". PostgreSQL's planner has no match count for
 * a prefix either: for one missing from its statistics it guesses 0.5 % of the rows, walks the sort
 * order's index and filters, and when the prefix is rare it reads every row (3 s at a million items
 * for a prefix that matches nothing). This is `planSearch`'s choice made inside one statement: walk
 * the order for at most √(factor × N × end) rows, which finds the first `end` matches whenever they
 * are common enough for the walk to win (at least √(N × end / factor) of N rows); when it finds fewer,
 * the matches come from the full-text index and are sorted (a rare word: few of them). `rows` is the
 * table's rows with every other filter applied (`select * from table where …`); the walk reads
 * `walkRows` instead when given, the same rows with the sort column indexed (the popular order's
 * ranks, `rankWalk`). Null when there is nothing to search for.
 */
export function firstMatches(
  table: 'contents' | 'models',
  rows: Expression<unknown>,
  order: 'views' | 'created_at',
  text: string,
  end: number,
  rare = false,
  walkRows: Expression<unknown> = rows,
): Expression<SqlBool> | null {
  const tokens = searchTokens(text);
  if (tokens.length === 0) return null;
  return firstMatchesOf(table, rows, order, tsQuery(tokens), sql`${end}::bigint`, rare, walkRows);
}

/**
 * PostgreSQL: a list page's search condition (`firstMatches`) in the page's sort order, the walk
 * reading the ranks for the popular order (`rankWalk`). `others` is the list's filter without its
 * search, `rows` the table's rows under it. The content and model lists share it.
 */
export async function pageSearchCondition(
  stats: ReturnType<typeof lexemeStats>,
  table: 'contents' | 'models',
  others: RankFilter,
  rows: Expression<unknown>,
  search: string,
  page: { page: number; limit: number; sortBy: SortOption },
): Promise<Expression<SqlBool> | null> {
  const order = page.sortBy === 'popular' ? 'views' : 'created_at';
  const end = page.page * page.limit;
  const rare = await stats.isRare(table, search, end);
  const walk = order === 'views' ? rankWalk(table, others, rows) : rows;
  return firstMatches(table, rows, order, search, end, rare, walk);
}

// Each catalogue table's ranks (ADR 0021), and the list filters they answer themselves.
const ranks = {
  contents: { table: 'content_ranks', key: 'content_id', carries: ['includeHidden', 'modelId'] },
  models: { table: 'model_ranks', key: 'model_id', carries: ['includeHidden'] },
} as const;

/** A list's filter, as far as a walk of the ranks reads it: whatever else is set narrows the walk. */
export type RankFilter = { includeHidden?: boolean | undefined; modelId?: number | undefined; search?: unknown };

/**
 * PostgreSQL: the rows a walk of the popular order reads (`firstMatches`' `walkRows`): id, views and
 * search vector from the table's ranks (ADR 0021), visible ones unless `includeHidden`, of one model
 * when `modelId` is given (items only). A filter the ranks do not carry narrows the walk to `rows`
 * (the table's rows with every filter but the search, a relation with an `id` column) at a
 * primary-key probe per row walked.
 */
export function rankWalk(
  table: 'contents' | 'models',
  filter: RankFilter,
  rows: Expression<unknown>,
): RawBuilder<unknown> {
  const { table: ranked, key, carries } = ranks[table];
  const carried = (name: string) => (carries as readonly string[]).includes(name);
  const narrowed = Object.entries(filter).some(
    ([name, value]) => name !== 'search' && value !== undefined && !carried(name),
  );
  const conditions = [sql`true`];
  if (!filter.includeHidden) conditions.push(sql`r.visible`);
  if (filter.modelId !== undefined && carried('modelId')) conditions.push(sql`r.model_id = ${filter.modelId}`);
  if (narrowed) conditions.push(sql`${sql.ref(`r.${key}`)} in (select w.id from ${rows} as w)`);
  return sql`(select ${sql.ref(`r.${key}`)} as id, r.views, r.search_vector from ${sql.table(ranked)} as r
    where ${sql.join(conditions, sql` and `)})`;
}

/**
 * `firstMatches` for a search given as SQL: `query` a tsquery, `end` a bigint, and `rare` either
 * known (true: the matches straight from the full-text index) or a boolean column of the row being
 * searched for, as in a lateral join over several searches (true: the walk reads no row and the
 * matches come from the full-text index, which is the same answer).
 */
function firstMatchesOf(
  table: 'contents' | 'models',
  rows: Expression<unknown>,
  order: 'views' | 'created_at',
  query: RawBuilder<unknown>,
  end: RawBuilder<unknown>,
  rare: boolean | RawBuilder<boolean>,
  walkRows: Expression<unknown> = rows,
): Expression<SqlBool> {
  const sort = sql.ref(`f.${order}`);
  // An expression of the sort column keeps the planner off its index: the few matches are sorted.
  const unindexed = order === 'views' ? sql`f.views + 0` : sql`f.created_at + interval '0 seconds'`;
  // Known to be rare (lexemeStats): the walk would read its whole bound in vain (100 ms at a million
  // items), so the matches come straight from the full-text index.
  if (rare === true) {
    return sql<SqlBool>`${sql.ref(`${table}.id`)} in (
      select f.id from ${rows} as f where f.search_vector @@ ${query} order by ${unindexed} desc, f.id desc limit ${end})`;
  }
  const bound = sql`(select cast(sqrt(${sql.lit(ORDER_WALK_FACTOR)} * coalesce(max(id), 0) * ${end}::float8) as bigint) + ${end}
          from ${sql.table(table)})`;
  const walked = rare === false ? bound : sql`case when ${rare} then 0 else ${bound} end`;
  return sql<SqlBool>`${sql.ref(`${table}.id`)} in (
    with walk as materialized (
      select w.id from (
        select f.id, ${sort} as sort, f.search_vector from ${walkRows} as f order by ${sort} desc, f.id desc
        limit ${walked}
      ) as w
      where w.search_vector @@ ${query} order by w.sort desc, w.id desc limit ${end})
    select id from walk where (select count(*) from walk) >= ${end}
    union all
    select m.id from (
      select f.id from ${rows} as f where f.search_vector @@ ${query} order by ${unindexed} desc, f.id desc limit ${end}
    ) as m
    where (select count(*) from walk) < ${end})`;
}

/**
 * PostgreSQL: the visible rows most viewed first that match each search (`firstMatches`), for
 * searches asked for together (suggestions the page cache does not hold yet), in one statement: a
 * lateral join over the searches. A statement per search paid its socket write, its round trip and
 * its wait for a pooled connection; under load, the writes alone took a quarter of the server's
 * main thread (bench/: "suggestions, any prefix"). Answers each search's rows with `columns`,
 * `limit` of them at most.
 */
export function visibleMatchesInBatches<T extends 'contents' | 'models', C extends keyof Selectable<DB[T]> & string>(
  db: Kysely<DB>,
  stats: LexemeStats,
  table: T,
  columns: readonly C[],
): (text: string, limit: number) => Promise<Pick<Selectable<DB[T]>, C>[]> {
  type R = Pick<Selectable<DB[T]>, C>;
  type Search = { query: string; rare: boolean; limit: number };
  const t = sql.table(table);
  const select = sql.join(columns.map((column) => sql.ref(`${table}.${column}`)));
  const visible = sql`(select * from ${t} where hidden_at is null)`;
  const walk = rankWalk(table, {}, visible);
  const run = postgresBatches(async (searches: Search[]) => {
    const { rows } = await sql<R & { search_ordinal: number; match_id: number; match_views: number }>`
      select q.ord as search_ordinal, r.* from
        unnest(${searches.map((s) => s.query)}::text[], ${searches.map((s) => s.rare)}::boolean[],
          ${searches.map((s) => s.limit)}::integer[]) with ordinality as q(query, rare, lim, ord)
      cross join lateral (
        select ${select}, ${sql.ref(`${table}.id`)} as match_id, ${sql.ref(`${table}.views`)} as match_views
        from ${t}
        where ${sql.ref(`${table}.hidden_at`)} is null
          and ${firstMatchesOf(table, visible, 'views', sql`to_tsquery('simple', q.query)`, sql`q.lim::bigint`, sql<boolean>`q.rare`, walk)}
        order by ${sql.ref(`${table}.views`)} desc, ${sql.ref(`${table}.id`)} desc
        limit q.lim
      ) as r
      order by q.ord, r.match_views desc, r.match_id desc`.execute(db);
    const found: R[][] = searches.map(() => []);
    // The ordering columns are dropped: each search gets exactly `columns`.
    for (const { search_ordinal, match_id: _id, match_views: _views, ...row } of rows)
      found[Number(search_ordinal) - 1]!.push(row as unknown as R);
    return found;
  });
  return async (text, limit) => {
    const tokens = searchTokens(text);
    if (tokens.length === 0) return [];
    return run({ query: prefixQuery(tokens), rare: await stats.isRare(table, text, limit), limit });
  };
}

/**
 * PostgreSQL: whether a search's matches are known to be few, from what ANALYZE last saw of the
 * table's search_vector (pg_stats: its most common lexemes and their frequencies, refreshed by
 * autovacuum). `firstMatches` walks the sort order first, which finds a common prefix's first rows
 * in a few milliseconds but reads its whole bound in vain for one that matches little or nothing
 * (about 8,500 rows and 30–100 ms at a million items for 24 suggestions). A token's share is the sum
 * of the frequencies of the listed lexemes it prefixes; one that prefixes none matches fewer rows
 * than the least common listed lexeme (ANALYZE lists every lexeme above its cut-off). A search's
 * share is its rarest token's. Rare is at most the walk's break-even, √(rows × end / factor) rows
 * (`driveFor`): then the few matches are read from the full-text index and sorted. Without
 * statistics (a table never analysed) nothing is known to be rare. Read once a minute per table.
 */
export function lexemeStats(db: Kysely<DB>, ttlMs = 60_000) {
  type Stats = { rows: number; elems: string[]; freqs: number[] } | null;
  const cache = new Map<string, { at: number; stats: Promise<Stats> }>();
  const read = async (table: 'contents' | 'models'): Promise<Stats> => {
    const { rows } = await sql<{ elems: string[] | null; freqs: number[] | null; rows: number }>`
      select s.most_common_elems::text::text[] as elems, s.most_common_elem_freqs as freqs, c.reltuples as rows
      from pg_stats s, pg_class c
      where c.oid = to_regclass(${table}) and s.schemaname = current_schema() and s.tablename = ${table}
        and s.attname = 'search_vector' and not s.inherited`.execute(db);
    const row = rows[0];
    if (!row?.elems || !row.freqs || Number(row.rows) <= 0) return null;
    return { rows: Number(row.rows), elems: row.elems, freqs: row.freqs.map(Number) };
  };
  const statsOf = (table: 'contents' | 'models') => {
    const hit = cache.get(table);
    if (hit && Date.now() - hit.at < ttlMs) return hit.stats;
    const stats = read(table).catch(() => null);
    cache.set(table, { at: Date.now(), stats });
    return stats;
  };
  return {
    async isRare(table: 'contents' | 'models', text: string, end: number): Promise<boolean> {
      const tokens = searchTokens(text);
      const stats = tokens.length > 0 ? await statsOf(table) : null;
      if (!stats) return false;
      const { rows, elems, freqs } = stats;
      const share = Math.min(
        ...tokens.map((token) => {
          let sum = 0;
          elems.forEach((lexeme, i) => {
            if (lexeme.startsWith(token)) sum += freqs[i] ?? 0;
          });
          return sum;
        }),
      );
      return share * rows <= Math.sqrt((rows * end) / ORDER_WALK_FACTOR);
    },
  };
}
export type LexemeStats = ReturnType<typeof lexemeStats>;

/**
 * Fetching and sorting a match costs about this many steps along an index (measured at a million
 * items): walking the sort order wins while it takes fewer steps than this times the matches.
 */
const ORDER_WALK_FACTOR = 3;

/**
 * How to run a SQLite search sorted by an indexed column, and how many rows it matches. SQLite's
 * planner gets no row estimate from FTS5 and always fetched every match and sorted them: fine for
 * a rare word, 200 ms to 1 s at a million items for a common prefix (bench/, 2026-11-26). Sorting
 * the matches costs about one row per match; walking the index costs about one entry per
 * `rows / matches` until the page is full. The visible total is the full-text count (its own
 * index) less the hidden rows that match (a partial index of the few hidden ones), never a look
 * at each match. Null when there is nothing to search for.
 */
export async function planSearch(
  db: Kysely<DB>,
  table: 'contents' | 'models',
  text: string,
  end: number,
): Promise<{ drive: SearchDrive; matches: number; visibleMatches: number } | null> {
  const tokens = searchTokens(text);
  if (tokens.length === 0) return null;
  const fts = sql.table(`${table}_fts`);
  const query = ftsQuery(tokens);
  const { rows } = await sql<{ matches: number; hidden: number; last: number | null }>`
    select (select count(*) from ${fts} where ${fts} match ${query}) as matches,
      (select count(*) from ${fts} where ${fts} match ${query}
        and rowid in (select id from ${sql.table(table)} where hidden_at is not null)) as hidden,
      (select max(id) from ${sql.table(table)}) as last`.execute(db);
  const { matches, hidden, last } = rows[0]!;
  return {
    drive: driveFor(Number(last ?? 0), Number(matches), end),
    matches: Number(matches),
    visibleMatches: Number(matches) - Number(hidden),
  };
}

/** Walking the sort order wins while it takes fewer steps than fetching and sorting every match. */
function driveFor(rows: number, matches: number, end: number): SearchDrive {
  const walk = (rows / Math.max(1, matches)) * end;
  return walk < matches * ORDER_WALK_FACTOR ? 'order' : 'matches';
}

/**
 * The drive alone, for a search that shows no total (suggestions): the matches are counted only as
 * far as the choice needs. Walking the order wins once matches exceed √(rows × end / factor), about
 * 2,800 of a million rows for 24 suggestions, so a common prefix costs a capped count (under a
 * millisecond at a million items) instead of a full one (6–14 ms). Null when there is nothing to
 * search for.
 */
export async function searchDrive(
  db: Kysely<DB>,
  table: 'contents' | 'models',
  text: string,
  end: number,
): Promise<SearchDrive | null> {
  const tokens = searchTokens(text);
  if (tokens.length === 0) return null;
  const fts = sql.table(`${table}_fts`);
  const rows = sql.table(table);
  const { rows: found } = await sql<{ last: number | null; matches: number }>`
    select (select max(id) from ${rows}) as last,
      (select count(*) from (select 1 from ${fts} where ${fts} match ${ftsQuery(tokens)}
        limit (select cast(sqrt(coalesce(max(id), 0) * 1.0 * ${end} / ${ORDER_WALK_FACTOR}) as integer) + 1 from ${rows}))) as matches`.execute(
    db,
  );
  return driveFor(Number(found[0]!.last ?? 0), Number(found[0]!.matches), end);
}

/**
 * Search suggestions from a catalogue table: its visible rows whose text matches every word of the
 * search as a prefix, most viewed first, with `columns`. PostgreSQL (`stats` given): the searches
 * asked for together in one statement (visibleMatchesInBatches), each a bounded walk of the order
 * unless its matches are known to be few; SQLite: the drive from a capped count.
 */
export function visibleSuggestions<T extends 'contents' | 'models', C extends keyof Selectable<DB[T]> & string>(
  db: Kysely<DB>,
  engine: Engine,
  stats: LexemeStats | undefined,
  table: T,
  columns: readonly C[],
): (text: string, limit: number) => Promise<Pick<Selectable<DB[T]>, C>[]> {
  const inBatches = stats && visibleMatchesInBatches(db, stats, table, columns);
  return async (text, limit) => {
    if (inBatches) return inBatches(text, limit);
    const match = matchesSearch(engine, table, text, (await searchDrive(db, table, text, limit)) ?? undefined);
    if (!match) return [];
    // Typed as the content table: both tables have hidden_at, views and id.
    const rows = await db
      .selectFrom(table as 'contents')
      .select(columns as unknown as readonly 'id'[])
      .where('hidden_at', 'is', null)
      .where(match)
      .orderBy('views', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows as unknown as Pick<Selectable<DB[T]>, C>[];
  };
}
