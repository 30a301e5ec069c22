import { afterEach, describe, expect, it, vi } from 'vitest';
import { routerReady } from './router.tsx';
import type { AppRouter } from './router.tsx';

/** Enough of a router for routerReady: its state and subscribers. */
function fakeRouter(initialized: boolean) {
  const listeners = new Set<(state: { initialized: boolean }) => void>();
  const router = {
    state: { initialized },
    subscribe(listener: (state: { initialized: boolean }) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const initialize = () => {
    router.state.initialized = true;
    for (const listener of [...listeners]) listener(router.state);
  };
  return { router: router as unknown as AppRouter, initialize, listeners };
}

describe('routerReady', () => {
  afterEach(() => vi.useRealTimers());

  it('resolves at once for a router that has its first page, and when the first page has loaded otherwise', async () => {
    await routerReady(fakeRouter(true).router, 10_000);
    vi.useFakeTimers();
    const { router, initialize, listeners } = fakeRouter(false);
    let ready = false;
    const waiting = routerReady(router, 10_000).then(() => (ready = true));
    await Promise.resolve();
    expect(ready).toBe(false);
    initialize();
    await waiting;
    expect(ready).toBe(true);
    expect(listeners.size).toBe(0);
  });

  it('stops waiting after its time, so a slow chunk shows the loading placeholder', async () => {
    vi.useFakeTimers();
    const { router, listeners } = fakeRouter(false);
    let ready = false;
    const waiting = routerReady(router, 3000).then(() => (ready = true));
    await vi.advanceTimersByTimeAsync(2999);
    expect(ready).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await waiting;
    expect(ready).toBe(true);
    expect(listeners.size).toBe(0);
  });
});
