import { clock } from '../src/lib/clock.ts';

/** Moves the application's clock to this instant (milliseconds since the epoch). */
export function setClock(at: number): void {
  clock.advance(at - clock.millis());
}

/**
 * Moves the application's clock forward to the next `weekday` (0 Sunday … 6 Saturday; never today)
 * at 10:00 UTC and returns that instant, so business-day arithmetic is fixed whatever day tests run.
 */
export function moveClockToNext(weekday: number): number {
  const today = new Date(clock.millis());
  const ahead = (weekday - today.getUTCDay() + 7) % 7 || 7;
  const at = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + ahead, 10);
  setClock(at);
  return at;
}
