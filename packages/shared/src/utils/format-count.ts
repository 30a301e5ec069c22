import { isEnglish, numberFormat } from './locale-format.ts';

/**
 * Compacts a count: 999 → "999", 1500 → "1K" (or "1.5K" with one decimal, as the admin shows),
 * 2_300_000 → "2M". Rounds down so a figure never reads higher than it is. Other locales take
 * their own compact form ("1,5 тыс.", "1,5 Tsd."), rounded down the same way, from 1,000 up in every one.
 */
export function formatCount(value: number, decimals: 0 | 1 = 0, locale?: string): string {
  if (!Number.isFinite(value)) return '—';
  if (!isEnglish(locale)) return localeCount(Math.trunc(value), decimals, locale!);
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
 * The figure a compacted count shows, written out: 1,590 → 1,000 ("1K"), with one decimal 1,500
 * ("1.5K"). A message takes the plural form of the figure a reader sees: "1 тыс. просмотров",
 * where 1,001 itself would take the singular.
 */
export function shownCount(value: number, decimals: 0 | 1 = 0): number {
  if (!Number.isFinite(value)) return 0;
  const n = Math.trunc(value);
  const unit = Math.abs(n) >= 1_000_000 ? 1_000_000 : Math.abs(n) >= 1_000 ? 1_000 : 1;
  const factor = 10 ** decimals;
  return (Math.trunc((n * factor) / unit) * unit) / factor;
}

/** The short word for thousands where a locale's own short form leaves them whole. */
const THOUSANDS: Record<string, string> = { de: 'Tsd.' };

function localeCount(n: number, decimals: 0 | 1, locale: string): string {
  const short = numberFormat(locale, { notation: 'compact', maximumFractionDigits: decimals, roundingMode: 'trunc' });
  if (Math.abs(n) < 1_000 || short.formatToParts(n).some((part) => part.type === 'compact')) return short.format(n);
  // German's short form compacts millions but writes thousands in full ("118.670"): compact them as
  // every other language does ("118,6 Tsd."), the figure rounded down in whole numbers first.
  const factor = 10 ** decimals;
  const thousands = Math.trunc((n * factor) / 1_000) / factor;
  const word = THOUSANDS[locale.split('-')[0]!];
  if (!word)
    return numberFormat(locale, {
      notation: 'compact',
      compactDisplay: 'long',
      maximumFractionDigits: decimals,
    }).format(thousands * 1_000);
  return `${numberFormat(locale, { maximumFractionDigits: decimals }).format(thousands)}\u00a0${word}`;
}

/**
 * What Intl.NumberFormat('en-US') writes, without it: the first NumberFormat a page creates loads
 * ICU's number data, about 50 ms of main thread on a phone-class CPU in every first visit that shows
 * a figure (docs/web-performance.md). Like Intl, it rounds the shortest decimal form of the number
 * half away from zero (1.005 → "1.01", where toFixed gives "1.00") and signs negative zero.
 */
function englishNumber(value: number, decimals: number): string {
  const abs = Math.abs(value);
  const [whole, fraction = ''] = (abs < 1e-6 ? '0' : String(abs)).split('.');
  let digits = `${whole}${fraction.padEnd(decimals, '0').slice(0, decimals)}`;
  if ((fraction[decimals] ?? '0') >= '5') digits = (BigInt(digits) + 1n).toString().padStart(digits.length, '0');
  const wholePart = digits.slice(0, digits.length - decimals).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return decimals === 0 ? `${sign}${wholePart}` : `${sign}${wholePart}.${digits.slice(digits.length - decimals)}`;
}

/**
 * A number in full with thousands separators: 12345 → "12,345"; with `decimals`, 1234.5 → "1,234.50"
 * (US English unless another locale is given: "12.345" in German).
 */
export function formatNumber(value: number, decimals: 0 | 1 | 2 = 0, locale?: string): string {
  if (!Number.isFinite(value)) return '—';
  if (isEnglish(locale) && Math.abs(value) < 1e21) return englishNumber(value, decimals);
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
