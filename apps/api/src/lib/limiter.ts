import { tooManyRequests } from './errors.ts';

/**
 * Fixed-window counters for limits keyed by something other than the address (an e-mail, an
 * account). In-process; several instances would share them through Redis (see docs/operations.md).
 */
export function createLimiter() {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let sweeps = 0;
  return {
    /** Counts one attempt under `key`; throws 429 with Retry-After once `max` is exceeded in the window. */
    hit(key: string, max: number, windowMs: number): void {
      const at = Date.now();
      if (++sweeps % 1000 === 0) for (const [k, w] of windows) if (w.resetAt <= at) windows.delete(k);
      const w = windows.get(key);
      if (!w || w.resetAt <= at) {
        windows.set(key, { count: 1, resetAt: at + windowMs });
        return;
      }
      w.count += 1;
      if (w.count > max) throw tooManyRequests(Math.ceil((w.resetAt - at) / 1000));
    },
    reset(key: string): void {
      windows.delete(key);
    },
  };
}
export type Limiter = ReturnType<typeof createLimiter>;
