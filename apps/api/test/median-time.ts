import { expect } from 'vitest';
import type { TestApp } from './build-test-app.ts';

/**
 * The median time in milliseconds of GET `url` over `runs` requests, after `warmups` unmeasured
 * ones (caches and prepared statements filled); every answer must be 200.
 */
export async function medianTime(t: TestApp, url: string, { warmups = 3, runs = 15 } = {}): Promise<number> {
  for (let i = 0; i < warmups; i += 1) await t.app.inject({ url });
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    const res = await t.app.inject({ url });
    times.push(performance.now() - start);
    expect(res.statusCode, url).toBe(200);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)]!;
}
