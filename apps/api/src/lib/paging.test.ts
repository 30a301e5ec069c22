import { MAX_LIST_DEPTH, MAX_SEARCH_DEPTH } from '@packdex/shared/constants';
import { describe, expect, it } from 'vitest';
import { cappedPaginationOf, countCapOf, paginationOf } from './paging.ts';

describe('paginationOf', () => {
  it('counts every item but offers only the pages a query may ask for', () => {
    expect(paginationOf(1, 24, 100)).toEqual({ page: 1, limit: 24, totalItems: 100, totalPages: 5 });
    expect(paginationOf(1, 24, 0)).toMatchObject({ totalPages: 0 });
    expect(paginationOf(1, 24, 1_000_000)).toMatchObject({ totalItems: 1_000_000, totalPages: MAX_LIST_DEPTH / 24 });
    expect(paginationOf(1, 24, 1_000_000, MAX_SEARCH_DEPTH)).toMatchObject({ totalPages: 41 });
    expect(paginationOf(1, 100, 1_000_000, MAX_SEARCH_DEPTH)).toMatchObject({ totalPages: 10 });
  });

  it('reports a public list counted up to its depth: whole within it, the depth and a mark past it', () => {
    expect(countCapOf(MAX_SEARCH_DEPTH)).toBe(MAX_SEARCH_DEPTH + 1);
    expect(cappedPaginationOf(2, 24, 100, MAX_LIST_DEPTH)).toEqual(paginationOf(2, 24, 100));
    expect(cappedPaginationOf(1, 24, MAX_LIST_DEPTH, MAX_LIST_DEPTH)).not.toHaveProperty('totalItemsCapped');
    expect(cappedPaginationOf(1, 24, countCapOf(MAX_LIST_DEPTH), MAX_LIST_DEPTH)).toEqual({
      page: 1,
      limit: 24,
      totalItems: MAX_LIST_DEPTH,
      totalPages: MAX_LIST_DEPTH / 24,
      totalItemsCapped: true,
    });
    expect(cappedPaginationOf(1, 100, countCapOf(MAX_SEARCH_DEPTH), MAX_SEARCH_DEPTH)).toMatchObject({
      totalItems: MAX_SEARCH_DEPTH,
      totalPages: 10,
      totalItemsCapped: true,
    });
  });
});
