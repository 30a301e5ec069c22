import { describe, expect, it } from 'vitest';
import { addBusinessDays, businessDaysBetween, businessDaysCutoff } from '../src/utils/index.ts';

// 2026-11-20 is a Friday; 2026-11-23 a Monday.
describe('businessDaysBetween', () => {
  it('counts 0 on the same day, whatever the hours', () => {
    expect(businessDaysBetween('2026-11-23T00:00:00Z', '2026-11-23T23:59:59Z')).toBe(0);
  });
  it('skips the weekend: Friday to Monday is one business day', () => {
    expect(businessDaysBetween('2026-11-20T18:00:00Z', '2026-11-23T09:00:00Z')).toBe(1);
    expect(businessDaysBetween('2026-11-20T18:00:00Z', '2026-11-22T09:00:00Z')).toBe(0);
  });
  it('counts five a week and goes on across weeks and months', () => {
    expect(businessDaysBetween('2026-11-23T10:00:00Z', '2026-11-30T10:00:00Z')).toBe(5);
    expect(businessDaysBetween('2026-11-23T10:00:00Z', '2026-12-03T10:00:00Z')).toBe(8);
    expect(businessDaysBetween('2026-11-21T10:00:00Z', '2026-11-30T10:00:00Z')).toBe(6);
    expect(businessDaysBetween('2026-12-28T10:00:00Z', '2027-01-04T10:00:00Z')).toBe(5);
  });
  it('is 0 when the end is before the start or a date is unreadable', () => {
    expect(businessDaysBetween('2026-11-30T10:00:00Z', '2026-11-23T10:00:00Z')).toBe(0);
    expect(businessDaysBetween('not a date', '2026-11-23T10:00:00Z')).toBe(0);
  });
  it('accepts Date objects and reads days in UTC', () => {
    expect(businessDaysBetween(new Date('2026-11-23T23:30:00-05:00'), new Date('2026-11-25T01:00:00Z'))).toBe(1);
  });
});

describe('businessDaysCutoff', () => {
  it('is the first instant whose age is at most the given business days', () => {
    const now = '2026-12-03T10:00:00Z'; // Thursday
    const cutoff = businessDaysCutoff(7, now);
    expect(cutoff.toISOString()).toBe('2026-11-24T00:00:00.000Z');
    expect(businessDaysBetween(cutoff, now)).toBe(7);
    expect(businessDaysBetween(new Date(cutoff.getTime() - 1), now)).toBe(8);
  });
  it('steps back over a weekend', () => {
    // From Monday 2026-11-23, Thursday 2026-11-12 is 7 business days old and Wednesday 11-11 is 8.
    const cutoff = businessDaysCutoff(7, '2026-11-23T10:00:00Z');
    expect(cutoff.toISOString()).toBe('2026-11-12T00:00:00.000Z');
    expect(businessDaysBetween(cutoff, '2026-11-23T10:00:00Z')).toBe(7);
    expect(businessDaysBetween(new Date(cutoff.getTime() - 1), '2026-11-23T10:00:00Z')).toBe(8);
  });
});

describe('addBusinessDays', () => {
  const add = (from: string, days: number) => addBusinessDays(from, days).toISOString();

  it('keeps the time of day and skips the weekend from a Friday', () => {
    expect(add('2026-11-20T18:30:00.000Z', 1)).toBe('2026-11-23T18:30:00.000Z'); // Friday → Monday
    expect(add('2026-11-20T18:30:00.000Z', 5)).toBe('2026-11-27T18:30:00.000Z'); // → next Friday
  });

  it('counts from a weekend start as from the Friday before: one business day is Monday', () => {
    expect(add('2026-11-21T10:00:00.000Z', 1)).toBe('2026-11-23T10:00:00.000Z'); // Saturday → Monday
    expect(add('2026-11-22T10:00:00.000Z', 1)).toBe('2026-11-23T10:00:00.000Z'); // Sunday → Monday
    expect(add('2026-11-21T10:00:00.000Z', 10)).toBe('2026-12-04T10:00:00.000Z');
  });

  it('crosses two weekends for 10 business days: Wednesday to the Wednesday two weeks later', () => {
    expect(add('2026-11-25T10:00:00.000Z', 10)).toBe('2026-12-09T10:00:00.000Z');
    expect(add('2026-11-25T10:00:00.000Z', 9)).toBe('2026-12-08T10:00:00.000Z');
    expect(add('2026-11-20T10:00:00.000Z', 10)).toBe('2026-12-04T10:00:00.000Z'); // Friday → Friday
  });

  it('is `from` itself for 0 days, and agrees with businessDaysBetween', () => {
    expect(add('2026-11-21T10:00:00.000Z', 0)).toBe('2026-11-21T10:00:00.000Z');
    for (let start = Date.parse('2026-11-16T09:00:00Z'), n = 0; n < 14; n += 1, start += 86_400_000)
      for (const days of [1, 7, 8, 10])
        expect(businessDaysBetween(new Date(start), addBusinessDays(new Date(start), days))).toBe(days);
  });
});
