import { describe, expect, it } from 'vitest';
import { premiumPollInterval } from './await-premium.ts';

describe('premiumPollInterval', () => {
  it('polls every 1.5 s until premium shows, for 30 s at most', () => {
    expect(premiumPollInterval(false, 1_000, 0)).toBe(1500);
    expect(premiumPollInterval(false, 29_999, 0)).toBe(1500);
    expect(premiumPollInterval(true, 1_000, 0)).toBe(false);
    expect(premiumPollInterval(false, 30_000, 0)).toBe(false);
  });
});
