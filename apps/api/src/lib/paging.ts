import { MAX_LIST_DEPTH } from '@packdex/shared/constants';
import type { Pagination } from '@packdex/shared/schemas';

/**
 * The pagination block of a list answer. `totalItems` is the whole count (a public list's, up to
 * its reachable depth: `cappedPaginationOf`); `totalPages` only the
 * pages a query may ask for (within `maxDepth`, MAX_LIST_DEPTH or MAX_SEARCH_DEPTH: `maxDepthOf`),
 * so no client links to a page that answers 400.
 */
export function paginationOf(page: number, limit: number, totalItems: number, maxDepth = MAX_LIST_DEPTH): Pagination {
  const reachable = Math.max(1, Math.floor(maxDepth / limit));
  return { page, limit, totalItems, totalPages: Math.min(Math.ceil(totalItems / limit), reachable) };
}

/** How far a public list's total is counted (`countUpTo`): one past its reachable depth, to know whether it holds more. */
export const countCapOf = (maxDepth: number): number => maxDepth + 1;

/**
 * The pagination of a public list whose total was counted up to `countCapOf(maxDepth)` (ADR 0025):
 * within the depth `totalItems` is the whole count; past it, `totalItems` is the depth (all a reader
 * can page through) and `totalItemsCapped` says the list holds more than that.
 */
export function cappedPaginationOf(page: number, limit: number, counted: number, maxDepth: number): Pagination {
  if (counted <= maxDepth) return paginationOf(page, limit, counted, maxDepth);
  return { ...paginationOf(page, limit, maxDepth, maxDepth), totalItemsCapped: true };
}
