import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import type { Browser, Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { waitForLink } from '../../apps/api/test/mail-reader.ts';
import { DESKTOP, e2e, openPage } from './browser.ts';

/** An address no other run has used. */
export const uniqueEmail = (tag: string) => `e2e-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** The link to `route` in the newest mail delivered to an address (waits for it to arrive). */
export const linkFromMail = (to: string, route: '/verify-email' | '/reset-password' | '/confirm-email') =>
  waitForLink(path.join(e2e.dataDir, 'outbox'), to, route);

/** Waits for the alert with this title and closes it with OK. */
export async function dismissAlert(page: Page, title: string) {
  const alert = page.getByRole('alertdialog');
  await alert.getByRole('heading', { name: title }).waitFor();
  await alert.getByRole('button', { name: 'OK' }).click();
  await alert.waitFor({ state: 'detached' });
  // Radix gives focus back to what opened the alert in a timer of its own, after the alert is gone
  // (FocusScope's unmount): a field filled before that timer ran lost its text to the button the
  // focus went back to (a flaky Add Content in admin-catalogue.spec.ts). Until then focus is on the
  // body; an alert whose opener is gone leaves it there, hence the bounded wait.
  await page
    .waitForFunction(() => document.activeElement !== null && document.activeElement !== document.body, undefined, {
      timeout: 2000,
    })
    .catch(() => undefined);
}

/** Waits for a form dialog to close once saved; when an alert opens instead, fails with what it says. */
export async function closesAfterSaving(page: Page, dialog: Locator): Promise<void> {
  const alert = page.getByRole('alertdialog');
  const outcome = await Promise.race([
    dialog.waitFor({ state: 'detached' }).then(() => 'closed' as const),
    alert.waitFor().then(
      () => 'alert' as const,
      () => 'no alert' as const,
    ),
  ]);
  if (outcome === 'alert') throw new Error(`Saving failed: ${await alert.innerText()}`);
  if (outcome === 'no alert') await dialog.waitFor({ state: 'detached' });
}

/** A token and the user it belongs to, as sign-in and registration answer them. */
export interface Session {
  token: string;
  user: unknown;
}

/**
 * A client address of its own for one API registration. Registration is rate limited per address
 * and the whole suite shares one machine; the e2e server trusts X-Forwarded-For from loopback (as it
 * would from nginx in front), so each account the suite makes through the API comes from an address
 * of the benchmarking range 198.18.0.0/15 that no other registration of this run is likely to use.
 * What the browser itself sends still comes from 127.0.0.1 and meets the real limit.
 */
const clientAddress = () => `198.18.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

/** Registers an account through the API, from an address of its own (see clientAddress). */
export async function registerAccount(tag = 'api', name = 'Phone User', password = 'phone-pass-1') {
  const email = uniqueEmail(tag);
  const res = await fetch(`${e2e.baseURL}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': clientAddress() },
    body: JSON.stringify({ name, email, password, ageConfirmed: true }),
  });
  if (res.status !== 201) throw new Error(`Registration failed: ${res.status}`);
  const { token, user } = (await res.json()) as Session & { user: { id: number } };
  return { token, user, email, password };
}

/** Registers through the API and verifies the e-mail with the link from the delivered mail. */
export async function verifiedSession(tag = 'verified', name = 'Verified User'): Promise<Session & { email: string }> {
  const { email } = await registerAccount(tag, name);
  const link = new URL(await linkFromMail(email, '/verify-email'));
  const res = await fetch(`${e2e.baseURL}/api/auth/verify-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: link.searchParams.get('token') }),
  });
  if (!res.ok) throw new Error(`Verification failed: ${res.status}`);
  return { ...((await res.json()) as Session), email };
}

/** A page signed in with this session; the session is put in once per tab, so a sign-out in the test sticks. */
export async function pageWithSession(browser: Browser, session: Session, viewport = DESKTOP) {
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
    [session.token, JSON.stringify(session.user)],
  );
  return { context, page };
}

/** Registers through the API and returns a page already signed in as that account. */
export async function signedInPage(browser: Browser, viewport = DESKTOP) {
  const account = await registerAccount();
  return { ...(await pageWithSession(browser, account, viewport)), email: account.email };
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

/**
 * Closes an open dialog or menu with Escape, as a keyboard user does, and waits until it is gone.
 * It first waits for the layer to hold focus: the UI runs effects (the layer's Escape listener, the
 * focus trap) after the next frame, which a loaded machine delays past the first paint, so an Escape
 * pressed the moment the layer shows can reach nothing.
 */
export async function closeWithEscape(page: Page, layer: Locator): Promise<void> {
  await expect.poll(() => layer.first().evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await layer.first().waitFor({ state: 'detached' });
}

/** Whether the control has keyboard focus. */
export function isFocused(control: Locator): Promise<boolean> {
  return control.evaluate((element) => element === document.activeElement);
}

/**
 * After a submit the form refused: react-hook-form focuses the first invalid field, then again a
 * task later. Typing into another field before that second focus would land in the first one.
 */
export async function firstInvalidFocused(page: Page, control: Locator): Promise<void> {
  await expect.poll(() => isFocused(control)).toBe(true);
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

/** Moves the server's clock forward (the e2e server runs with TEST_CLOCK=true); `null` goes back to real time. */
export async function moveServerClock(advanceMs: number | null): Promise<void> {
  const res = await fetch(`${e2e.baseURL}/api/test/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(advanceMs === null ? { reset: true } : { advanceMs }),
  });
  if (!res.ok) throw new Error(`Moving the server clock failed: ${res.status}`);
}

/** The server's time (its clock may have been moved: TEST_CLOCK), which its TOTP check uses. */
export async function serverNow(): Promise<number> {
  const res = await fetch(`${e2e.baseURL}/api/test/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advanceMs: 0 }),
  });
  if (!res.ok) throw new Error(`Reading the server clock failed: ${res.status}`);
  return Date.parse(((await res.json()) as { now: string }).now);
}

/** The TOTP code of `secret` at `at` (RFC 6238: SHA-1, 6 digits, 30 s), as an authenticator app shows it. */
export const totpCode = (secret: string, at: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: at });

/**
 * Signs in an account with two-factor sign-in on. A code is accepted once, and spec files sign the
 * admin in at about the same time: when this step's code was taken, the next step's (accepted for
 * clock drift) is tried, then the step after, once it begins.
 */
export async function signInWithCode(email: string, password: string, secret: string): Promise<Session> {
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const now = await serverNow();
    for (const at of [now, now + 30_000]) {
      // From an address of its own, as registrations are: sign-in allows 10 attempts per address in
      // 15 minutes, and every spec file signs its admin in.
      const res = await fetch(`${e2e.baseURL}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': clientAddress() },
        body: JSON.stringify({ email, password, code: totpCode(secret, at) }),
      });
      if (res.ok) return (await res.json()) as Session;
      if (res.status !== 401) throw new Error(`Sign-in with a code failed: ${res.status} ${await res.text()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 30_000 - (now % 30_000) + 500));
  }
  throw new Error(`Sign-in with a code failed for ${email}`);
}

/** Turns two-factor sign-in on for the account of `token` through the API; its secret and backup codes. */
export async function enrolTwoFactor(token: string): Promise<{ secret: string; backupCodes: string[] }> {
  const call = async <T>(url: string, body?: object) => {
    const res = await fetch(`${e2e.baseURL}/api${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body ?? {}),
    });
    if (!res.ok) throw new Error(`${url} failed: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  const { secret } = await call<{ secret: string }>('/auth/2fa/setup');
  const { backupCodes } = await call<{ backupCodes: string[] }>('/auth/2fa/enable', {
    code: totpCode(secret, await serverNow()),
  });
  return { secret, backupCodes };
}

let admin: Promise<Session> | undefined;
/**
 * The session of the site's admin (the account the e2e server seeds, with two-factor sign-in on),
 * signed in once per spec file: sign-in is rate limited per address, and the whole suite shares one.
 */
export function adminSession(): Promise<Session> {
  admin ??= signInWithCode(e2e.adminEmail, e2e.adminPassword, e2e.adminTotpSecret);
  return admin;
}

/** A page signed in as the site's admin. */
export async function adminPage(browser: Browser, viewport = DESKTOP) {
  return pageWithSession(browser, await adminSession(), viewport);
}

/**
 * The session of a new premium member: registered, verified with the mailed link, and paid through
 * the sandbox checkout (premium comes from the provider's event, as for any member).
 */
export async function premiumSession(): Promise<Session> {
  const email = uniqueEmail('member');
  const api = (route: string, init: RequestInit = {}) => fetch(`${e2e.baseURL}/api${route}`, init);
  const post = (route: string, body: unknown, token?: string) =>
    api(route, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  await post('/auth/register', { name: 'Premium Member', email, password: 'member-pass-1', ageConfirmed: true });
  const link = new URL(await linkFromMail(email, '/verify-email'));
  const { token } = (await (await post('/auth/verify-email', { token: link.searchParams.get('token') })).json()) as {
    token: string;
  };
  const { url } = (await (await post('/purchase', { email }, token)).json()) as { url: string };
  const paid = await api('/payments/sandbox/checkout', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token: new URL(url).searchParams.get('token')! }),
    redirect: 'manual',
  });
  if (paid.status !== 303) throw new Error(`The sandbox checkout answered ${paid.status}`);
  const dashboard = await api('/auth/dashboard', { headers: { authorization: `Bearer ${token}` } });
  const { user } = (await dashboard.json()) as { user: { isPremium: boolean } };
  if (!user.isPremium) throw new Error('The sandbox payment did not make the account premium');
  return { token, user };
}

/** A page signed in as a new premium member (premiumSession). */
export async function premiumPage(browser: Browser, viewport = DESKTOP) {
  return pageWithSession(browser, await premiumSession(), viewport);
}
