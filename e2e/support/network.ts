import type { Page, Request, Route } from '@playwright/test';

/**
 * The server refuses the next request the predicate matches with a 500 (as a failing database
 * would), then lets requests through again. `sent` resolves once the refusal is sent.
 */
export async function refuseNext(page: Page, matches: (request: Request) => boolean) {
  let refused: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (refused = resolve));
  let used = false;
  const handler = async (route: Route) => {
    if (used || !matches(route.request())) return route.fallback();
    used = true;
    await route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'Something went wrong on our side. Please try again.', code: 'INTERNAL_ERROR' }),
    });
    refused();
  };
  await page.route('**/api/**', handler);
  return { sent: done.then(() => page.unroute('**/api/**', handler)) };
}
