import type { Browser, Locator, Page } from 'playwright-core';
import { DESKTOP, e2e, openPage } from './browser.ts';

/** An address no other run has used. */
export const uniqueEmail = (tag: string) => `e2e-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** Waits for the alert with this title and closes it with OK. */
export async function dismissAlert(page: Page, title: string) {
  const alert = page.getByRole('alertdialog');
  await alert.getByRole('heading', { name: title }).waitFor();
  await alert.getByRole('button', { name: 'OK' }).click();
  await alert.waitFor({ state: 'detached' });
}

/** Registers through the API and returns a page already signed in as that account. */
export async function signedInPage(browser: Browser, viewport = DESKTOP) {
  const email = uniqueEmail('api');
  const res = await fetch(`${e2e!.baseURL}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Phone User', email, password: 'phone-pass-1', ageConfirmed: true }),
  });
  const { token, user } = (await res.json()) as { token: string; user: unknown };
  const { context, page } = await openPage(browser, viewport);
  await context.addInitScript(
    ([t, u]) => {
      localStorage.setItem('ageConfirmed', 'true');
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('token', t!);
        localStorage.setItem('user', u!);
        sessionStorage.setItem('seeded', '1');
      }
    },
    [token, JSON.stringify(user)],
  );
  return { context, page, email };
}

/** What a screen reader announces with a control besides its name: the text its aria-describedby points to. */
export function description(control: Locator): Promise<string> {
  return control.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' | '),
  );
}

/** Whether the control has keyboard focus. */
export function isFocused(control: Locator): Promise<boolean> {
  return control.evaluate((element) => element === document.activeElement);
}
