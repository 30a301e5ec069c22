import { MAX_LIST_DEPTH } from '@packdex/shared/constants';
import type { Pagination } from '@packdex/shared/schemas';

/**
 * The pagination block of a list answer. `totalItems` is the whole count; `totalPages` only the
 * pages a query may ask for (within `maxDepth`, MAX_LIST_DEPTH or MAX_SEARCH_DEPTH: `maxDepthOf`),
 * so no client links to a page that answers 400.
 */
export function paginationOf(page: number, limit: number, totalItems: number, maxDepth = MAX_LIST_DEPTH): Pagination {
  const reachable = Math.max(1, Math.floor(maxDepth / limit));
  return { page, limit, totalItems, totalPages: Math.min(Math.ceil(totalItems / limit), reachable) };
}
