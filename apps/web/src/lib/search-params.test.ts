import { describe, expect, it } from 'vitest';
import { hrefForPageOf, readPageParam } from './search-params.ts';

describe('readPageParam', () => {
  it('reads a positive page number from the query', () => {
    expect(readPageParam('3')).toBe(3);
  });

  it('falls back to page 1 for anything else', () => {
    for (const value of [null, '', '0', '-2', '1.5', 'abc', '99999999999999999999'])
      expect(readPageParam(value)).toBe(1);
  });
});

describe('hrefForPageOf', () => {
  it('keeps the other parameters and sets the page', () => {
    expect(hrefForPageOf('/admin/reports', new URLSearchParams('status=pending&page=2'), 3)).toBe(
      '/admin/reports?status=pending&page=3',
    );
  });

  it('leaves ?page= out for page 1, and the ? when nothing is left', () => {
    expect(hrefForPageOf('/admin/audit', new URLSearchParams('entity=model&page=4'), 1)).toBe(
      '/admin/audit?entity=model',
    );
    expect(hrefForPageOf('/admin/users', new URLSearchParams('page=2'), 1)).toBe('/admin/users');
  });
});
