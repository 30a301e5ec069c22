import { describe, expect, it } from 'vitest';
import { activityHref, readActivityState } from './activity-params.ts';

const read = (query: string) => readActivityState(new URLSearchParams(query));

describe('the address of My activity', () => {
  it('reads the likes’ first page by default and anything unknown as the default', () => {
    expect(read('')).toEqual({ tab: 'likes', page: 1, likes: 'all', models: 1, tags: 1 });
    expect(read('tab=nope&page=-2&type=comments&models=x&tags=0')).toEqual({
      tab: 'likes',
      page: 1,
      likes: 'all',
      models: 1,
      tags: 1,
    });
  });

  it('reads a tab, its page, the likes’ filter and the page of followed models', () => {
    expect(read('tab=following&page=3&models=2&tags=4')).toMatchObject({
      tab: 'following',
      page: 3,
      models: 2,
      tags: 4,
    });
    expect(read('type=model&page=2')).toMatchObject({ tab: 'likes', likes: 'model', page: 2 });
  });

  it('writes a state back, leaving the defaults out', () => {
    expect(activityHref({ tab: 'likes', page: 1, likes: 'all' })).toBe('/activity');
    expect(activityHref({ tab: 'history', page: 2 })).toBe('/activity?tab=history&page=2');
    expect(activityHref({ tab: 'following', models: 2, page: 3 })).toBe('/activity?tab=following&models=2&page=3');
    for (const query of ['type=content&page=4', 'tab=following&models=3', 'tab=following&tags=2'])
      expect(activityHref(read(query))).toBe(`/activity?${query}`);
  });
});
