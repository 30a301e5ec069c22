import { describe, expect, it } from 'vitest';
import { findBannedTerm, termKey } from './banned-terms-match.ts';

const list = (...terms: string[]) => terms.map((term) => ({ term, key: termKey(term) }));

describe('finding a banned term', () => {
  const terms = list('underage', 'hidden cam', 'minor');

  it.each([
    ['Underage fun', 'underage'],
    ['UNDER-AGE', 'underage'],
    ['under_age pack', 'underage'],
    ['u.n.d.e.r.a.g.e', 'underage'],
    ['Ünderäge', 'underage'],
    ['und3r4ge', 'underage'],
    ['a m1n0r', 'minor'],
    ['$pycam or hidden-cam', 'hidden cam'],
    ['hiddencam', 'hidden cam'],
    ['Hidden   Cam!', 'hidden cam'],
  ])('finds it in %j', (text, term) => {
    expect(findBannedTerm(text, terms)).toBe(term);
  });

  it.each(['Minority report', 'A minors-free zone?', 'Sunday at the harbour', 'hidden camera', 'cam hidden', ''])(
    'finds nothing in %j (whole words only)',
    (text) => {
      expect(findBannedTerm(text, terms)).toBeUndefined();
    },
  );

  it('ignores a term with no letters', () => {
    expect(findBannedTerm('2 8 9 !!!', list('2-8 9!'))).toBeUndefined();
  });
});
