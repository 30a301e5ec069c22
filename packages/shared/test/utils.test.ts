import { describe, expect, it, vi } from 'vitest';
import {
  formatBytes,
  formatCount,
  formatNumber,
  formatPercent,
  longDate,
  longDateTime,
  monthDay,
  pluralCategory,
  shortDate,
  shownCount,
  slugify,
  timeAgo,
  timeOfDay,
} from '../src/utils/index.ts';
import { formatMoney } from '../src/utils/format-money.ts';

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

describe('shownCount', () => {
  it('is the figure a compacted count shows, for the plural form a message takes', () => {
    expect(shownCount(1)).toBe(1);
    expect(shownCount(999)).toBe(999);
    expect(shownCount(1_001)).toBe(1_000);
    expect(shownCount(1_590, 1)).toBe(1_500);
    expect(shownCount(2_350_000, 1)).toBe(2_300_000);
    expect(pluralCategory('ru', shownCount(21_001))).toBe('many');
  });
});

describe('formatNumber', () => {
  it('writes a count in full with thousands separators', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(1_234_567)).toBe('1,234,567');
  });
  it('writes exactly the decimals asked for (money takes two)', () => {
    expect(formatNumber(2450, 2)).toBe('2,450.00');
    expect(formatNumber(12.5, 2)).toBe('12.50');
    expect(formatNumber(12.25, 1)).toBe('12.3');
  });
  it('shows a dash for a value that is not a number', () => {
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('—');
  });
  it('writes English without creating an Intl.NumberFormat, exactly as Intl would', () => {
    const values = [
      0,
      -0,
      7,
      -7,
      -0.001,
      1e-7,
      0.5,
      9.995,
      999.5,
      1000,
      99_999.996,
      -1_234_567.891,
      12.25,
      0.045,
      1.005,
      2.675,
      1e15 + 0.5,
      123_456_789.125,
      9.999_999_999_999e20,
    ];
    const spy = vi.spyOn(Intl, 'NumberFormat');
    const ours = values.flatMap((v) => [0, 1, 2].map((d) => formatNumber(v, d as 0 | 1 | 2)));
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
    const intl = values.flatMap((v) =>
      [0, 1, 2].map((d) =>
        new Intl.NumberFormat('en-US', { minimumFractionDigits: d, maximumFractionDigits: d }).format(v),
      ),
    );
    expect(ours).toEqual(intl);
  });
});

describe('pluralCategory', () => {
  it('gives English categories without Intl, as Intl.PluralRules gives them', () => {
    const values = [0, 1, -1, 1.5, 2, 11, 21, 101, 0.1, -2, 1e6, Number.NaN, Number.POSITIVE_INFINITY];
    const spy = vi.spyOn(Intl, 'PluralRules');
    const ours = ['en', 'en-GB'].flatMap((locale) => values.map((v) => pluralCategory(locale, v)));
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
    const intl = ['en', 'en-GB'].flatMap((locale) => values.map((v) => new Intl.PluralRules(locale).select(v)));
    expect(ours).toEqual(intl);
  });

  it('asks Intl in other languages', () => {
    expect(pluralCategory('ru', 3)).toBe('few');
    expect(pluralCategory('ru', 5)).toBe('many');
    expect(pluralCategory('fr', 0)).toBe('one');
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

describe('monthDay', () => {
  it('gives month and day without a year, read in UTC', () => {
    expect(monthDay('2026-11-22')).toBe('Nov 22');
    expect(monthDay('2019-01-05T23:30:00-05:00')).toBe('Jan 6');
    expect(monthDay('nonsense')).toBe('—');
  });
});

describe('timeOfDay and longDateTime', () => {
  it('give the time of day in UTC, named as such', () => {
    expect(timeOfDay('2025-03-04T23:30:05-05:00')).toBe('04:30:05 UTC');
    expect(timeOfDay(new Date('2025-03-05T14:05:09Z'))).toBe('14:05:09 UTC');
    expect(longDateTime('2025-03-04T23:30:05-05:00')).toBe('March 5, 2025, 04:30:05 UTC');
  });
  it('give a dash or null for a missing or unreadable time', () => {
    expect(timeOfDay('nonsense')).toBe('—');
    expect(longDateTime(null)).toBeNull();
    expect(longDateTime('nonsense')).toBeNull();
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

describe('in another language', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  // Intl separates number and unit with no-break spaces of either width; compare them as spaces.
  const spaced = (text: string) => text.replace(/\s/gu, ' ');
  it('compacts counts in the locale’s own form, still rounding down', () => {
    expect(spaced(formatCount(1_590, 1, 'ru'))).toBe('1,5 тыс.');
    expect(spaced(formatCount(2_390_000, 0, 'de'))).toBe('2 Mio.');
    expect(spaced(formatCount(1_590, 1, 'es'))).toBe('1,5 mil');
    expect(formatCount(999, 0, 'fr')).toBe('999');
    expect(formatCount(1_590, 1, 'en')).toBe('1.5K');
  });
  it('compacts thousands in every locale, German too, whose own short form writes them in full', () => {
    expect(spaced(formatCount(118_670, 0, 'de'))).toBe('118 Tsd.');
    expect(spaced(formatCount(1_999, 1, 'de'))).toBe('1,9 Tsd.');
    expect(spaced(formatCount(-4_100, 1, 'de'))).toBe('-4,1 Tsd.');
    expect(formatCount(999, 0, 'de')).toBe('999');
    for (const locale of ['es', 'pt', 'fr', 'de', 'ru']) expect(formatCount(118_670, 0, locale)).not.toMatch(/670/);
  });
  it('writes numbers and sizes with the locale’s separators and units', () => {
    expect(formatNumber(12_345, 0, 'de')).toBe('12.345');
    expect(spaced(formatNumber(1_234.5, 2, 'fr'))).toBe('1 234,50');
    expect(spaced(formatBytes(1_536, 'fr'))).toBe('1,5 ko');
    expect(spaced(formatBytes(1_536, 'ru'))).toBe('1,5 кБ');
    expect(formatBytes(1_536, 'en')).toBe('1.5 KB');
    expect(formatPercent(12.5)).toBe('12.5%');
    expect(formatPercent(40)).toBe('40%');
    expect(spaced(formatPercent(12.5, 'de'))).toBe('12,5 %');
    expect(formatPercent(99.84, 'es')).toMatch(/^99,8\s%$/);
  });
  it('writes dates in the locale, in UTC', () => {
    expect(monthDay('2026-11-22', 'es')).toBe('22 nov');
    expect(longDate('1967-03-10', 'de')).toBe('10. März 1967');
    expect(shortDate('2024-03-10', now, 'pt')).toBe('10 de mar. de 2024');
    expect(longDateTime('2025-03-04T23:30:05-05:00', 'fr')).toBe('5 mars 2025, 04:30:05 UTC');
  });
  it('reads elapsed time in the locale', () => {
    expect(timeAgo(new Date(now.getTime() - 20_000), now, 'de')).toBe('jetzt');
    expect(spaced(timeAgo(new Date(now.getTime() - 5 * 60_000), now, 'fr'))).toBe('il y a 5 min');
    expect(spaced(timeAgo(new Date(now.getTime() - 3 * 3_600_000), now, 'ru'))).toBe('3 ч назад');
    expect(spaced(timeAgo(new Date(now.getTime() - 5 * 86_400_000), now, 'es'))).toBe('hace 5 d');
  });
});

describe('formatMoney', () => {
  const spaced = (text: string) => text.replace(/\s/gu, ' ');

  it('writes an amount in cents as the product does in English, negative for money given back', () => {
    expect(formatMoney(1200, 'USD')).toBe('$12.00');
    expect(formatMoney(-1200, 'USD', 'en')).toBe('-$12.00');
    expect(formatMoney(999, 'EUR')).toBe('€9.99');
  });

  it('takes the locale’s form in another language', () => {
    expect(spaced(formatMoney(1200, 'USD', 'de'))).toBe('12,00 $');
    expect(spaced(formatMoney(1200, 'USD', 'fr'))).toBe('12,00 $US');
    expect(spaced(formatMoney(1200, 'USD', 'pt'))).toBe('US$ 12,00');
  });

  it('falls back to the figure and the code for a currency the runtime does not know', () => {
    expect(formatMoney(1250, 'NOPE')).toBe('12.50 NOPE');
  });
});
