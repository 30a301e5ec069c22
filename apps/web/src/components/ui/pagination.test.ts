import { describe, expect, it } from 'vitest';
import { pageItems } from './pagination.tsx';

describe('pageItems', () => {
  it('lists every page when there are few', () => {
    expect(pageItems(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps first, last and the neighbours of the current page, with gaps', () => {
    expect(pageItems(10, 25)).toEqual([1, 'gap-start', 9, 10, 11, 'gap-end', 25]);
    expect(pageItems(1, 25)).toEqual([1, 2, 'gap-end', 25]);
    expect(pageItems(25, 25)).toEqual([1, 'gap-start', 24, 25]);
  });
});
