import type { Redis } from 'ioredis';
import { tooManyRequests } from './errors.ts';

export interface Limiter {
  /** Counts one attempt under `key`; rejects with 429 and Retry-After once `max` is exceeded in the window. */
  hit(key: string, max: number, windowMs: number): Promise<void>;
  reset(key: string): Promise<void>;
}

/**
 * Fixed-window counters for limits keyed by something other than the address (an e-mail).
 * In-process by default; shared through Redis when REDIS_URL is set, so every instance agrees.
 */
export function createLimiter(redis?: Redis): Limiter {
  if (redis) {
    return {
      async hit(key, max, windowMs) {
        const k = `limit:${key}`;
        const result = await redis.multi().incr(k).pexpire(k, windowMs, 'NX').pttl(k).exec();
        const count = Number(result?.[0]?.[1] ?? 0);
        const ttl = Number(result?.[2]?.[1] ?? windowMs);
        if (count > max) throw tooManyRequests(Math.max(1, Math.ceil(ttl / 1000)));
      },
      async reset(key) {
        await redis.del(`limit:${key}`);
      },
    };
  }
  const windows = new Map<string, { count: number; resetAt: number }>();
  let sweeps = 0;
  return {
    hit(key, max, windowMs) {
      const at = Date.now();
      if (++sweeps % 1000 === 0) for (const [k, w] of windows) if (w.resetAt <= at) windows.delete(k);
      const w = windows.get(key);
      if (!w || w.resetAt <= at) {
        windows.set(key, { count: 1, resetAt: at + windowMs });
        return Promise.resolve();
      }
      w.count += 1;
      return w.count > max ? Promise.reject(tooManyRequests(Math.ceil((w.resetAt - at) / 1000))) : Promise.resolve();
    },
    reset(key) {
      windows.delete(key);
      return Promise.resolve();
    },
  };
}
