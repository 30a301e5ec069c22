import { MAX_LIST_DEPTH, MAX_SEARCH_DEPTH } from '@packdex/shared/constants';
import { describe, expect, it } from 'vitest';
import { paginationOf } from './paging.ts';

describe('paginationOf', () => {
  it('counts every item but offers only the pages a query may ask for', () => {
    expect(paginationOf(1, 24, 100)).toEqual({ page: 1, limit: 24, totalItems: 100, totalPages: 5 });
    expect(paginationOf(1, 24, 0)).toMatchObject({ totalPages: 0 });
    expect(paginationOf(1, 24, 1_000_000)).toMatchObject({ totalItems: 1_000_000, totalPages: MAX_LIST_DEPTH / 24 });
    expect(paginationOf(1, 24, 1_000_000, MAX_SEARCH_DEPTH)).toMatchObject({ totalPages: 41 });
    expect(paginationOf(1, 100, 1_000_000, MAX_SEARCH_DEPTH)).toMatchObject({ totalPages: 10 });
  });
});
