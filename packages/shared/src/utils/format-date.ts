// Every date the product shows is formatted here (the long forms in long-date.ts), in UTC: in the
// product's own US English forms by default, or in the given locale's (the API's server-rendered
// pages and e-mails use these too).
import { dateFormat, isEnglish, relativeTimeFormat } from './locale-format.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export const toDate = (date: Date | string) => (typeof date === 'string' ? new Date(date) : date);

/** The month and day alone, such as "Nov 22" (a chart's day axis, where the year is never wanted). */
export function monthDay(date: Date | string, locale?: string): string {
  const d = toDate(date);
  if (Number.isNaN(d.getTime())) return '—';
  if (!isEnglish(locale)) return dateFormat(locale!, { month: 'short', day: 'numeric' }).format(d);
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}`;
}

/** A short date such as "Nov 14" (with the year when it is not the current one). */
export function shortDate(date: Date | string, now: Date = new Date(), locale?: string): string {
  const d = toDate(date);
  if (Number.isNaN(d.getTime())) return '—';
  const sameYear = d.getUTCFullYear() === now.getUTCFullYear();
  if (!isEnglish(locale)) {
    return sameYear
      ? monthDay(d, locale)
      : dateFormat(locale!, { year: 'numeric', month: 'short', day: 'numeric' }).format(d);
  }
  return sameYear ? monthDay(d) : `${monthDay(d)}, ${d.getUTCFullYear()}`;
}

/** Relative time: "just now", "5m ago", "3h ago", "2d ago" up to a week, then a short date. */
export function timeAgo(date: Date | string, now: Date = new Date(), locale?: string): string {
  const d = toDate(date);
  if (Number.isNaN(d.getTime())) return '—';
  const elapsed = now.getTime() - d.getTime();
  if (!isEnglish(locale)) {
    const rtf = relativeTimeFormat(locale!);
    if (elapsed < MINUTE) return rtf.format(0, 'second');
    if (elapsed < HOUR) return rtf.format(-Math.floor(elapsed / MINUTE), 'minute');
    if (elapsed < DAY) return rtf.format(-Math.floor(elapsed / HOUR), 'hour');
    if (elapsed < WEEK) return rtf.format(-Math.floor(elapsed / DAY), 'day');
    return shortDate(d, now, locale);
  }
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}m ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h ago`;
  if (elapsed < WEEK) return `${Math.floor(elapsed / DAY)}d ago`;
  return shortDate(d, now);
}
