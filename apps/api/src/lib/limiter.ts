import type { Redis } from 'ioredis';
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
 * Fixed-window counters for limits keyed by something other than the address (an e-mail).
 * In-process by default; shared through Redis when REDIS_URL is set, so every instance agrees.
 */
export function createLimiter(redis?: Redis): Limiter {
  if (redis) {
    const count = async (key: string, windowMs: number) => {
      const k = `limit:${key}`;
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
        return Number((await redis.get(`limit:${key}`)) ?? 0);
      },
      async reset(key) {
        await redis.del(`limit:${key}`);
      },
    };
  }
  const windows = new Map<string, { count: number; resetAt: number }>();
  let sweeps = 0;
  const count = (key: string, windowMs: number) => {
    const at = Date.now();
    if (++sweeps % 1000 === 0) for (const [k, w] of windows) if (w.resetAt <= at) windows.delete(k);
    const w = windows.get(key);
    if (!w || w.resetAt <= at) {
      const fresh = { count: 1, resetAt: at + windowMs };
      windows.set(key, fresh);
      return { count: 1, ttl: windowMs };
    }
    w.count += 1;
    return { count: w.count, ttl: w.resetAt - at };
  };
  return {
    hit(key, max, windowMs) {
      const { count: n, ttl } = count(key, windowMs);
      return n > max ? Promise.reject(tooManyRequests(Math.max(1, Math.ceil(ttl / 1000)))) : Promise.resolve();
    },
    increment(key, windowMs) {
      return Promise.resolve(count(key, windowMs).count);
    },
    peek(key) {
      const w = windows.get(key);
      return Promise.resolve(w && w.resetAt > Date.now() ? w.count : 0);
    },
    reset(key) {
      windows.delete(key);
      return Promise.resolve();
    },
  };
}
