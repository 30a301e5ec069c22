import { describe, expect, it } from 'vitest';
import { readPageParam } from './search-params.ts';

describe('readPageParam', () => {
  it('reads a positive page number from the query', () => {
    expect(readPageParam('3')).toBe(3);
  });

  it('falls back to page 1 for anything else', () => {
    for (const value of [null, '', '0', '-2', '1.5', 'abc', '99999999999999999999'])
      expect(readPageParam(value)).toBe(1);
  });
});
