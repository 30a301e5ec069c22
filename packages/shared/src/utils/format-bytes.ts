import { isEnglish, numberFormat } from './locale-format.ts';

const UNITS = ['KB', 'MB', 'GB'] as const;
const INTL_UNITS = ['kilobyte', 'megabyte', 'gigabyte'] as const;

/**
 * Formats a byte count as B, KB, MB or GB (1024-based) with one decimal: 1536 → "1.5 KB"; other
 * locales write the number and unit their way ("1,5 ko" in French).
 */
export function formatBytes(bytes: number, locale?: string): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '—';
  const english = isEnglish(locale);
  if (bytes < 1024) {
    return english
      ? `${Math.trunc(bytes)} B`
      : numberFormat(locale!, { style: 'unit', unit: 'byte', unitDisplay: 'short' }).format(Math.trunc(bytes));
  }
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  if (english) return `${value.toFixed(1)} ${UNITS[unit]}`;
  return numberFormat(locale!, {
    style: 'unit',
    unit: INTL_UNITS[unit],
    unitDisplay: 'short',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value);
}
