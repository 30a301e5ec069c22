import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { audienceChange, refreshForAudience } from './audience.ts';

const member = { id: 7, isPremium: true, isAdmin: false };
const DIRECT = 'https://files.example/pack.zip';

describe('a change of audience of the signed-in account', () => {
  it('resets on losing premium or admin, invalidates on gaining one, and leaves other changes alone', () => {
    expect(audienceChange(member, { ...member, isPremium: false })).toBe('reset');
    expect(audienceChange({ ...member, isAdmin: true }, member)).toBe('reset');
    expect(audienceChange({ ...member, isPremium: false }, member)).toBe('invalidate');
    expect(audienceChange(member, { ...member, isAdmin: true })).toBe('invalidate');
    expect(audienceChange(member, member)).toBeNull();
    expect(audienceChange(member, { ...member, id: 8, isPremium: false })).toBeNull();
    expect(audienceChange(null, member)).toBeNull();
  });

  describe('applied to the cache', () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    afterEach(() => client.clear());

    /** A content answer on screen (observed) whose refetch does not land during the test. */
    function onScreen() {
      client.setQueryData(['content', 'detail', 'pack'], { url: DIRECT });
      client.setQueryData(['auth', 'dashboard'], { user: member });
      let fetches = 0;
      const observer = new QueryObserver(client, {
        queryKey: ['content', 'detail', 'pack'],
        queryFn: () => {
          fetches += 1;
          return new Promise<{ url: string }>(() => {});
        },
      });
      const unsubscribe = observer.subscribe(() => {});
      return { observer, unsubscribe, fetches: () => fetches };
    }

    it('drops answers with direct links at once when premium ends, before their refetch lands', async () => {
      const screen = onScreen();
      void refreshForAudience(client, member, { ...member, isPremium: false });
      await Promise.resolve();
      expect(client.getQueryData(['content', 'detail', 'pack'])).toBeUndefined();
      expect(screen.observer.getCurrentResult().data).toBeUndefined();
      expect(screen.fetches()).toBe(1); // refetching what is on screen
      expect(client.getQueryData(['auth', 'dashboard'])).toEqual({ user: member });
      screen.unsubscribe();
    });

    it('keeps the monetised answers on screen while they refetch when premium begins', async () => {
      const screen = onScreen();
      void refreshForAudience(client, { ...member, isPremium: false }, member);
      await Promise.resolve();
      expect(screen.observer.getCurrentResult().data).toEqual({ url: DIRECT });
      expect(screen.fetches()).toBe(1);
      screen.unsubscribe();
    });
  });
});
