/** How often and how long /success asks for the account while the provider's event is on its way. */
const PREMIUM_POLL_MS = 1500;
const PREMIUM_POLL_WINDOW_MS = 30_000;

/**
 * The dashboard's refetch interval on /success: every 1.5 s until premium shows, or until the
 * last answer came 30 s after the page opened.
 */
export function premiumPollInterval(isPremium: boolean, lastAnswerAt: number, openedAt: number): number | false {
  return isPremium || lastAnswerAt - openedAt >= PREMIUM_POLL_WINDOW_MS ? false : PREMIUM_POLL_MS;
}
