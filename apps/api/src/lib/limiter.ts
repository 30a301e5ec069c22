import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { tooManyRequests } from './errors.ts';

export interface Limiter {
  /** Counts one attempt under `key`; rejects with 429 and Retry-After once `max` is exceeded in the window. */
  hit(key: string, max: number, windowMs: number): Promise<void>;
  /** Counts one event under `key` and resolves with how many the window holds now (never rejects on a count). */
  increment(key: string, windowMs: number): Promise<number>;
  /** How many events the window of `key` holds, without counting one. */
  peek(key: string): Promise<number>;
  reset(key: string): Promise<void>;
}

/**
 * The most windows the in-process limiter keeps (about 150 bytes each: 7.5 MB at most). Keys come
 * from clients (an e-mail, an address): without a bound, a flood of new ones filled the heap and
 * stopped the process (issue 34). Past it the least recently used window is forgotten, which at
 * worst lets that key start a new window early; the per-address limits in front of every keyed
 * limit (the routes' own) bound how fast anyone can make keys.
 */
export const LIMITER_MAX_KEYS = 50_000;

/** A key of one length whatever the client sent (an e-mail may be 254 characters, a key holds two). */
export const limiterKey = (key: string): string => createHash('sha256').update(key).digest('base64url');

/**
 * Fixed-window counters for limits keyed by something other than the address (an e-mail).
 * In-process by default, bounded (LIMITER_MAX_KEYS); shared through Redis when REDIS_URL is set, so
 * every instance agrees, each key expiring there with its window.
 */
export function createLimiter(redis?: Redis): Limiter {
  return redis ? redisLimiter(redis) : memoryLimiter();
}

function redisLimiter(redis: Redis): Limiter {
  const count = async (key: string, windowMs: number) => {
    const k = `limit:${limiterKey(key)}`;
    const result = await redis.multi().incr(k).pexpire(k, windowMs, 'NX').pttl(k).exec();
    return { count: Number(result?.[0]?.[1] ?? 0), ttl: Number(result?.[2]?.[1] ?? windowMs) };
  };
  return {
    async hit(key, max, windowMs) {
      const { count: n, ttl } = await count(key, windowMs);
      if (n > max) throw tooManyRequests(Math.max(1, Math.ceil(ttl / 1000)));
    },
    async increment(key, windowMs) {
      return (await count(key, windowMs)).count;
    },
    async peek(key) {
      return Number((await redis.get(`limit:${limiterKey(key)}`)) ?? 0);
    },
    async reset(key) {
      await redis.del(`limit:${limiterKey(key)}`);
    },
  };
}

/** The in-process limiter, with the number of windows it holds (for its tests). */
export function memoryLimiter(maxKeys = LIMITER_MAX_KEYS): Limiter & { readonly size: number } {
  const windows = new LRUCache<string, { count: number; resetAt: number }>({ max: maxKeys });
  const count = (key: string, windowMs: number) => {
    const at = Date.now();
    const k = limiterKey(key);
    const w = windows.get(k);
    if (!w || w.resetAt <= at) {
      windows.set(k, { count: 1, resetAt: at + windowMs });
      return { count: 1, ttl: windowMs };
    }
    w.count += 1;
    return { count: w.count, ttl: w.resetAt - at };
  };
  return {
    get size() {
      return windows.size;
    },
    hit(key, max, windowMs) {
      const { count: n, ttl } = count(key, windowMs);
      return n > max ? Promise.reject(tooManyRequests(Math.max(1, Math.ceil(ttl / 1000)))) : Promise.resolve();
    },
    increment(key, windowMs) {
      return Promise.resolve(count(key, windowMs).count);
    },
    peek(key) {
      const w = windows.peek(limiterKey(key));
      return Promise.resolve(w && w.resetAt > Date.now() ? w.count : 0);
    },
    reset(key) {
      windows.delete(limiterKey(key));
      return Promise.resolve();
    },
  };
}
