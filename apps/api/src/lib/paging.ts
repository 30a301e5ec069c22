import type { Pagination } from '@packdex/shared/schemas';

/** The pagination block of a list answer. */
export function paginationOf(page: number, limit: number, totalItems: number): Pagination {
  return { page, limit, totalItems, totalPages: Math.ceil(totalItems / limit) };
}
