// The long forms of a date (a detail page's dates, an invoice's, the admin's logs), in UTC like
// format-date.ts: a module of their own, so that a page showing only short dates goes without them.
import { toDate } from './format-date.ts';
import { dateFormat, isEnglish } from './locale-format.ts';

const LONG_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * A long date such as "March 10, 1967", or null when missing or unreadable. Read in UTC like
 * `shortDate` (an ISO calendar date parses as UTC midnight), so a birth date never shifts a day
 * with the viewer's time zone and a timestamp shows the same day as its short date.
 */
export function longDate(value: string | null | undefined, locale?: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  if (!isEnglish(locale)) return dateFormat(locale!, { year: 'numeric', month: 'long', day: 'numeric' }).format(date);
  return `${LONG_MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** The time of day in UTC, such as "14:05:09 UTC"; "—" when unreadable. */
export function timeOfDay(value: Date | string): string {
  const d = toDate(value);
  if (Number.isNaN(d.getTime())) return '—';
  return `${twoDigits(d.getUTCHours())}:${twoDigits(d.getUTCMinutes())}:${twoDigits(d.getUTCSeconds())} UTC`;
}

/** A long date with its time of day, such as "March 5, 2025, 04:30:00 UTC"; null when missing or unreadable. */
export function longDateTime(value: string | null | undefined, locale?: string): string | null {
  const day = longDate(value, locale);
  return day === null ? null : `${day}, ${timeOfDay(value!)}`;
}
