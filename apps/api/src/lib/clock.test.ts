import { afterEach, describe, expect, it } from 'vitest';
import { clock } from './clock.ts';
import { now } from './time.ts';

describe('clock', () => {
  afterEach(() => clock.reset());

  it('moves the time the application reads, and goes back to real time on reset', () => {
    const before = Date.now();
    clock.advance(10 * 86_400_000);
    expect(clock.millis() - before).toBeGreaterThanOrEqual(10 * 86_400_000);
    expect(new Date(now()).getTime() - before).toBeGreaterThanOrEqual(10 * 86_400_000);
    clock.reset();
    expect(Math.abs(clock.millis() - Date.now())).toBeLessThan(1000);
  });
});
