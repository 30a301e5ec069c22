import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { DB } from './schema.ts';

/** Which page of a list, counted from 1. */
export interface PageRequest {
  page: number;
  limit: number;
}

/** Limits an ordered query to one page. */
export function pageOf<TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>, { page, limit }: PageRequest) {
  return query.limit(limit).offset((page - 1) * limit);
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
    .limit(cap)
    .as('capped');
  const { n } = await db
    .selectFrom(rows)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** How a list's total is answered: `count` runs, or a cache answers for it (lib/page-cache.ts `cachedCounts`). */
export type TotalOf = (count: () => Promise<number>) => Promise<number>;

/** Runs the count: a list's total when no cache is given. */
export const countNow: TotalOf = (count) => count();
