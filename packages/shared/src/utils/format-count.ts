import { isEnglish, numberFormat } from './locale-format.ts';

/**
 * Compacts a count: 999 → "999", 1500 → "1K" (or "1.5K" with one decimal, as the admin shows),
 * 2_300_000 → "2M". Rounds down so a figure never reads higher than it is. Other locales take
 * their own compact form ("1,5 Tsd.", "1,5 тыс."), rounded down the same way.
 */
export function formatCount(value: number, decimals: 0 | 1 = 0, locale?: string): string {
  if (!Number.isFinite(value)) return '—';
  if (!isEnglish(locale)) {
    return numberFormat(locale!, {
      notation: 'compact',
      maximumFractionDigits: decimals,
      roundingMode: 'trunc',
    }).format(Math.trunc(value));
  }
  const sign = value < 0 ? '-' : '';
  const n = Math.abs(Math.trunc(value));
  const factor = 10 ** decimals;
  const compact = (divisor: number, suffix: string) => {
    const scaled = Math.floor((n / divisor) * factor) / factor;
    const text = decimals === 0 ? String(scaled) : scaled.toFixed(decimals).replace(/\.0$/, '');
    return `${sign}${text}${suffix}`;
  };
  if (n >= 1_000_000) return compact(1_000_000, 'M');
  if (n >= 1_000) return compact(1_000, 'K');
  return `${sign}${n}`;
}

/**
 * A number in full with thousands separators: 12345 → "12,345"; with `decimals`, 1234.5 → "1,234.50"
 * (US English unless another locale is given: "12.345" in German).
 */
export function formatNumber(value: number, decimals: 0 | 1 | 2 = 0, locale?: string): string {
  if (!Number.isFinite(value)) return '—';
  return numberFormat(isEnglish(locale) ? 'en-US' : locale!, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);
}

/**
 * A percentage with at most one decimal: 12.5 → "12.5%", 40 → "40%" (US English); other locales
 * write it their way ("12,5 %" in German and French).
 */
export function formatPercent(value: number, locale?: string): string {
  if (!Number.isFinite(value)) return '—';
  if (isEnglish(locale)) return `${Number.isInteger(value) ? value : value.toFixed(1)}%`;
  return numberFormat(locale!, { style: 'percent', maximumFractionDigits: 1 }).format(value / 100);
}
