import { describe, expect, it } from 'vitest';
import { humanize, longDate } from './format.ts';

describe('humanize', () => {
  it('turns stored tags and enum values into readable words', () => {
    expect(humanize('TIKTOK_STAR')).toBe('Tiktok Star');
    expect(humanize('MILF_PORN_STAR')).toBe('Milf Porn Star');
    expect(humanize('latina')).toBe('Latina');
    expect(humanize('dark-brown')).toBe('Dark Brown');
  });
});

describe('longDate', () => {
  it('reads a calendar date without shifting it by the time zone', () => {
    expect(longDate('1967-03-10')).toBe('March 10, 1967');
  });

  it('gives null for a missing or unreadable date', () => {
    expect(longDate(null)).toBeNull();
    expect(longDate('not a date')).toBeNull();
  });
});
