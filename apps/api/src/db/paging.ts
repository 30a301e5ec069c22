import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { DB } from './schema.ts';

/** Which page of a list, counted from 1. */
export interface PageRequest {
  page: number;
  limit: number;
}

/**
 * Limits an ordered query to one page. The limit and offset are written into the statement, not
 * bound: PostgreSQL plans each prepared statement once for any parameters (`plan_cache_mode =
 * force_generic_plan`, db/database.ts), and a limit it cannot see it estimates at a tenth of the
 * table. The home list's page of 24 ids, joined back to its items and models, was then planned as
 * a hash join over every item and model: 200-390 ms at a million items instead of 1.
 */
export function pageOf<TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>, { page, limit }: PageRequest) {
  if (!Number.isSafeInteger(page) || !Number.isSafeInteger(limit) || page < 1 || limit < 1)
    throw new RangeError(`Not a page: page ${page}, limit ${limit}`);
  return query.limit(sql.lit(limit)).offset(sql.lit((page - 1) * limit));
}

/** How many rows a (filtered, unordered) query matches. */
export async function countOf<TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): Promise<number> {
  const { n } = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(n);
}

/**
 * How many rows a (filtered, unordered) query matches, counting no further than `cap`: a count that
 * stops at the cap reads at most `cap` rows, whatever the list holds (ADR 0025).
 */
export async function countUpTo<TB extends keyof DB, O>(
  db: Kysely<DB>,
  query: SelectQueryBuilder<DB, TB, O>,
  cap: number,
): Promise<number> {
  const rows = query
    .clearSelect()
    .select(sql<number>`1`.as('one'))
    .limit(sql.lit(cap))
    .as('capped');
  const { n } = await db
    .selectFrom(rows)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** How a list's total is answered: `count` runs, or a memo answers for it (lib/list-memo.ts). */
export type TotalOf = (count: () => Promise<number>) => Promise<number>;

/** Runs the count: a list's total when no cache is given. */
export const countNow: TotalOf = (count) => count();
