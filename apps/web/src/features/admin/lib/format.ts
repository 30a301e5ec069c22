import { formatCount, formatNumber, formatPercent } from '@/lib/i18n/format.ts';
import { msg, t } from '@/lib/i18n/i18n.ts';

/** A count as the admin shows it: compacted with one decimal (1.5K). */
export const adminCount = (value: number) => formatCount(value, 1);

/** Cents as US dollars in the interface's language: 1200 → "$12.00", 245000 → "$2,450.00" ("2.450,00 $" in German). */
export const dollars = (cents: number) => t('${amount}', { amount: formatNumber(cents / 100, 2) });

/** A percentage with at most one decimal, in the interface's language: 12.5 → "12.5%" ("12,5 %" in German). */
export const percentText = (value: number) => formatPercent(value);

/** A signed percentage: 15.2 → "+15.2%". */
export const signedPercent = (value: number) => `${value > 0 ? '+' : ''}${percentText(value)}`;

/** Share of `part` in `whole` in percent, one decimal; null when there is no whole. */
export const shareOf = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : null);

/** Readable labels of the report reasons. */
const REASON_LABELS: Record<string, string> = {
  broken_link: msg('Broken link'),
  child_content: msg('Child content'),
  no_consent: msg('No consent'),
  spam: msg('Spam'),
  inappropriate: msg('Inappropriate'),
  other: msg('Other'),
};
/** A report reason's label in the interface's language (an unknown reason as the API sends it). */
export const reasonLabel = (reason: string) => {
  const label = REASON_LABELS[reason];
  return label ? t(label) : reason;
};
