import { describe, expect, it } from 'vitest';
import { formatBytes, formatCount, longDate, shortDate, slugify, timeAgo } from '../src/utils/index.ts';

describe('formatCount', () => {
  it('keeps small counts as they are', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
  });
  it('compacts thousands and millions without decimals on public pages', () => {
    expect(formatCount(1000)).toBe('1K');
    expect(formatCount(1999)).toBe('1K');
    expect(formatCount(15_300)).toBe('15K');
    expect(formatCount(2_300_000)).toBe('2M');
  });
  it('shows one decimal in the admin and never rounds up', () => {
    expect(formatCount(1500, 1)).toBe('1.5K');
    expect(formatCount(1999, 1)).toBe('1.9K');
    expect(formatCount(1000, 1)).toBe('1K');
    expect(formatCount(2_350_000, 1)).toBe('2.3M');
    expect(formatCount(999_999, 1)).toBe('999.9K');
  });
  it('shows a dash for a value that is not a number', () => {
    expect(formatCount(Number.NaN)).toBe('—');
  });
});

describe('formatBytes', () => {
  it('uses B below one kilobyte', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1023)).toBe('1023 B');
  });
  it('uses KB, MB and GB with one decimal', () => {
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(1024 * 1024)).toBe('1.0 MB');
    expect(formatBytes(2.25 * 1024 ** 3)).toBe('2.3 GB');
    expect(formatBytes(5000 * 1024 ** 3)).toBe('5000.0 GB');
  });
  it('refuses negative sizes', () => {
    expect(formatBytes(-1)).toBe('—');
  });
});

describe('timeAgo', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  it('reads just now under a minute', () => {
    expect(timeAgo(new Date('2026-11-21T11:59:30Z'), now)).toBe('just now');
  });
  it('reads minutes, hours and days up to a week', () => {
    expect(timeAgo('2026-11-21T11:55:00Z', now)).toBe('5m ago');
    expect(timeAgo('2026-11-21T09:00:00Z', now)).toBe('3h ago');
    expect(timeAgo('2026-11-15T12:00:01Z', now)).toBe('5d ago');
  });
  it('falls back to a short date after a week', () => {
    expect(timeAgo('2026-11-14T12:00:00Z', now)).toBe('Nov 14');
    expect(timeAgo('2025-03-02T12:00:00Z', now)).toBe('Mar 2, 2025');
    expect(shortDate('nonsense', now)).toBe('—');
  });
});

describe('longDate', () => {
  it('reads a calendar date as that day, whatever the time zone', () => {
    expect(longDate('1967-03-10')).toBe('March 10, 1967');
  });
  it('reads a timestamp in UTC, the same day its short date shows', () => {
    const late = '2025-03-04T23:30:00-05:00'; // 04:30 UTC on the 5th
    expect(longDate(late)).toBe('March 5, 2025');
    expect(shortDate(late, new Date('2025-06-01T00:00:00Z'))).toBe('Mar 5');
  });
  it('gives null for a missing or unreadable date', () => {
    expect(longDate(null)).toBeNull();
    expect(longDate(undefined)).toBeNull();
    expect(longDate('')).toBeNull();
    expect(longDate('not a date')).toBeNull();
  });
});

describe('slugify', () => {
  it('lower-cases, strips accents and punctuation', () => {
    expect(slugify("Zoë's Summer Pack!")).toBe('zoes-summer-pack');
    expect(slugify('  --Hello   World--  ')).toBe('hello-world');
  });
  it('cuts long text without a trailing dash', () => {
    expect(slugify('a'.repeat(10) + ' ' + 'b'.repeat(10), 11)).toBe('aaaaaaaaaa');
  });
});
