import { describe, expect, it } from 'vitest';
import { nextParams, readAge, readContentListParams, readModelListParams, toQuery } from './list-params.ts';

const params = (query: string) => new URLSearchParams(query);

describe('readModelListParams', () => {
  it('reads every filter, the sort, the search and the page from the URL', () => {
    expect(
      readModelListParams(
        params(
          'page=2&sortBy=popular&search=%20ana%20&ethnicity=latina&hairColor=red&eyeColor=green&bodyType=slim&minAge=21&maxAge=40',
        ),
      ),
    ).toEqual({
      page: 2,
      sortBy: 'popular',
      search: 'ana',
      ethnicity: 'latina',
      hairColor: 'red',
      eyeColor: 'green',
      bodyType: 'slim',
      minAge: 21,
      maxAge: 40,
    });
  });

  it('ignores unknown values instead of breaking the page', () => {
    expect(readModelListParams(params('page=-1&sortBy=best&ethnicity=martian&bodyType=&minAge=abc'))).toMatchObject({
      page: 1,
      sortBy: 'recent',
      ethnicity: undefined,
      bodyType: undefined,
      minAge: undefined,
    });
  });

  it('clamps ages to 18–65 and swaps a reversed range', () => {
    expect(readModelListParams(params('minAge=10&maxAge=99'))).toMatchObject({ minAge: 18, maxAge: 65 });
    expect(readModelListParams(params('minAge=50&maxAge=30'))).toMatchObject({ minAge: 30, maxAge: 50 });
  });
});

describe('readAge', () => {
  it('accepts whole numbers only', () => {
    expect(readAge('30')).toBe(30);
    expect(readAge('30.5')).toBeUndefined();
    expect(readAge('')).toBeUndefined();
    expect(readAge(null)).toBeUndefined();
  });
});

describe('readContentListParams', () => {
  it('reads a known content type and drops an unknown one', () => {
    expect(readContentListParams(params('type=video')).type).toBe('video');
    expect(readContentListParams(params('type=audio')).type).toBeUndefined();
  });
});

describe('nextParams', () => {
  it('goes back to page 1 when anything but the page changes', () => {
    expect(toQuery(nextParams(params('search=ana&page=3'), { sortBy: 'popular' }))).toBe('?search=ana&sortBy=popular');
  });

  it('keeps the other values when the page changes', () => {
    expect(toQuery(nextParams(params('search=ana&sortBy=popular'), { page: 2 }))).toBe(
      '?search=ana&sortBy=popular&page=2',
    );
  });

  it('leaves empty and default values out of the URL', () => {
    expect(toQuery(nextParams(params('search=ana&sortBy=popular&page=2'), { search: '  ', sortBy: 'recent' }))).toBe(
      '',
    );
    expect(toQuery(nextParams(params('page=2'), { page: 1 }))).toBe('');
  });
});
