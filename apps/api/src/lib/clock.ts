/**
 * The application's clock. Everything that decides by date (premium expiry, token lifetimes,
 * business-day deadlines, scheduled jobs) reads it instead of `Date.now()`, so tests can move time
 * forward: unit and API tests call `clock.advance()` in-process; the browser suite starts the
 * server with TEST_CLOCK=true and moves it through `POST /api/test/clock` (never in production).
 * Rate limits and shutdown deadlines keep real time on purpose.
 */
let offsetMs = 0;

export const clock = {
  /** The current time. */
  now(): Date {
    return new Date(Date.now() + offsetMs);
  },
  /** Milliseconds since the epoch, as `Date.now()`. */
  millis(): number {
    return Date.now() + offsetMs;
  },
  /** Moves time forward (or back, with a negative amount). */
  advance(ms: number): void {
    offsetMs += ms;
  },
  /** Back to real time. */
  reset(): void {
    offsetMs = 0;
  },
  get offsetMs(): number {
    return offsetMs;
  },
};
