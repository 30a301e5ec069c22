const DAY_MS = 86_400_000;

/** Midnight UTC of the day `date` falls on, in milliseconds. */
function utcDay(date: Date | string): number {
  const d = typeof date === 'string' ? new Date(date) : date;
  return Math.floor(d.getTime() / DAY_MS) * DAY_MS;
}

/** Whether a UTC day (midnight, in milliseconds) is a Saturday or Sunday. */
const isWeekend = (dayMs: number) => [0, 6].includes(new Date(dayMs).getUTCDay());

/**
 * Business days (Monday to Friday, UTC; no public holidays) from `from` to `to`: the weekdays
 * after `from`'s day up to and including `to`'s day. Same day → 0; Friday → Monday → 1;
 * `to` before `from` → 0; an unreadable date → 0.
 */
export function businessDaysBetween(from: Date | string, to: Date | string): number {
  const start = utcDay(from);
  const end = utcDay(to);
  if (Number.isNaN(start) || Number.isNaN(end) || end <= start) return 0;
  const days = Math.round((end - start) / DAY_MS);
  const weeks = Math.floor(days / 7);
  let count = weeks * 5;
  for (let day = start + weeks * 7 * DAY_MS + DAY_MS; day <= end; day += DAY_MS) if (!isWeekend(day)) count += 1;
  return count;
}

/**
 * The earliest instant whose age at `now` is at most `days` business days: anything created
 * before it is older than `days` business days (a cut-off a database can compare with).
 */
export function businessDaysCutoff(days: number, now: Date | string): Date {
  let day = utcDay(now);
  while (businessDaysBetween(new Date(day - DAY_MS), now) <= days) day -= DAY_MS;
  return new Date(day);
}

/**
 * The instant `days` business days after `from`: the same time of day on the `days`-th weekday
 * after `from`'s day, so `businessDaysBetween(from, result) === days`.
 */
export function addBusinessDays(from: Date | string, days: number): Date {
  const start = typeof from === 'string' ? new Date(from) : from;
  let at = start.getTime();
  let left = days;
  while (left > 0) {
    at += DAY_MS;
    if (!isWeekend(utcDay(new Date(at)))) left -= 1;
  }
  return new Date(at);
}
