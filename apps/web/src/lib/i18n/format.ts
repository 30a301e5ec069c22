// The shared formatters in the active language: the web app imports dates, numbers and sizes from
// here, never from @packdex/shared/utils directly, so every figure follows the interface's language.
// Named imports, not a namespace: the build follows each to its own module (chunk-plan.ts).
import {
  formatBytes as sharedFormatBytes,
  formatCount as sharedFormatCount,
  formatNumber as sharedFormatNumber,
  formatPercent as sharedFormatPercent,
  monthDay as sharedMonthDay,
  shortDate as sharedShortDate,
  shownCount,
  timeAgo as sharedTimeAgo,
} from '@packdex/shared/utils';
import { renderNow } from '../render-scope.ts';
import { currentLanguage } from './i18n.ts';

export const formatCount = (value: number, decimals: 0 | 1 = 0) =>
  sharedFormatCount(value, decimals, currentLanguage());
/**
 * A count for a plural message, compacted: `t('{count, plural, one {{shown} view} other {{shown} views}}',
 * compactCount(n))`. `shown` is the short figure ("1.5K"), `count` the figure it shows, which picks the
 * plural form ("1 view", "1K views"; "1 тыс. просмотров").
 */
export const compactCount = (value: number, decimals: 0 | 1 = 0) => ({
  count: shownCount(value, decimals),
  shown: formatCount(value, decimals),
});
/** What a compacted count message shows before its figure is known: "— views". */
export const unknownCount = { count: Number.NaN, shown: '—' } as const;
export const formatNumber = (value: number, decimals: 0 | 1 | 2 = 0) =>
  sharedFormatNumber(value, decimals, currentLanguage());
export const formatPercent = (value: number) => sharedFormatPercent(value, currentLanguage());
export const formatBytes = (bytes: number) => sharedFormatBytes(bytes, currentLanguage());
export const monthDay = (date: Date | string) => sharedMonthDay(date, currentLanguage());
// "Now" is the render's (lib/render-scope.ts): a page hydrated from the server's HTML shows the same
// relative times as that HTML.
export const shortDate = (date: Date | string, now: Date = renderNow()) =>
  sharedShortDate(date, now, currentLanguage());
export const timeAgo = (date: Date | string, now: Date = renderNow()) => sharedTimeAgo(date, now, currentLanguage());
