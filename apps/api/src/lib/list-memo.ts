import { LRUCache } from 'lru-cache';
import { clock } from './clock.ts';
import type { PageCache } from './page-cache.ts';

/**
 * What a list knows of itself, by key: its total, and for the plain lists the walk its deep pages
 * seek from (modules/content/content-list.repository.ts). `compute` runs when nothing is kept.
 */
export type ListMemo = <V extends object | number>(key: string, compute: () => Promise<V>) => Promise<V>;

/** Computes every time: the default where no memo is given, and LIST_TOTALS_TTL_MS=0. */
export const noListMemo: ListMemo = (_key, compute) => compute();

/** How many lists' totals and walks a process keeps (the least recently read dropped first). */
const LIST_MEMO_ENTRIES = 5_000;

/**
 * Lists' totals and walks, kept in this process until the catalogue changes (the page cache's
 * version, shared through Redis, which every invalidating write moves) and for at most `ttlMs`, the
 * bound for a change made outside a request (a restore, the CLI). Views and likes move neither a
 * total nor the recent order, so both outlive the pages: PAGE_CACHE_TTL_MS bounds how stale a page's
 * counters are, and a page computed again (its TTL ran out, or it was never cached: a crawler's
 * deep page) still finds its list's total here instead of counting it again. Concurrent misses of
 * one key share one computation; a failed one is not kept. While the cache cannot trust its version
 * (Redis unread for too long) nothing is kept or read.
 */
export function listMemo(
  cache: Pick<PageCache, 'version' | 'trusted'>,
  { ttlMs, maxEntries = LIST_MEMO_ENTRIES }: { ttlMs: number; maxEntries?: number },
): ListMemo {
  if (ttlMs === 0) return noListMemo;
  const kept = new LRUCache<string, object | number, () => Promise<object | number>>({
    max: maxEntries,
    ttl: ttlMs,
    perf: { now: () => clock.millis() },
    fetchMethod: (_key, _stale, { context }) => context(),
  });
  return async <V extends object | number>(key: string, compute: () => Promise<V>) => {
    if (!cache.trusted()) return compute();
    const value = await kept.fetch(`${cache.version()}|${key}`, { context: compute });
    return value as V;
  };
}
