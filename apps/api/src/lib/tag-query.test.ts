import { describe, expect, it } from 'vitest';
import { splitTagQuery } from './tag-query.ts';

describe('splitTagQuery', () => {
  it('keeps a search without tag terms as it is', () => {
    expect(splitTagQuery('beach day')).toEqual({ words: 'beach day', tags: [], excludeTags: [] });
    expect(splitTagQuery(undefined)).toEqual({ words: undefined, tags: [], excludeTags: [] });
  });

  it('takes tag: and -tag: terms out of the words, as slugs', () => {
    expect(splitTagQuery('tag:Cosplay beach -tag:"Night Shots" TAG:retro')).toEqual({
      words: 'beach',
      tags: ['cosplay', 'retro'],
      excludeTags: ['night-shots'],
    });
  });

  it('leaves a word that merely contains tag: alone', () => {
    expect(splitTagQuery('hashtag:x')).toEqual({ words: 'hashtag:x', tags: [], excludeTags: [] });
  });
});
