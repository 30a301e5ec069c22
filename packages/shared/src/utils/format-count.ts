/**
 * Compacts a count: 999 → "999", 1500 → "1K" (or "1.5K" with one decimal, as the admin shows),
 * 2_300_000 → "2M". Rounds down so a figure never reads higher than it is.
 */
export function formatCount(value: number, decimals: 0 | 1 = 0): string {
  if (!Number.isFinite(value)) return '—';
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
