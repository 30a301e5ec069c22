import { afterEach, describe, expect, it } from 'vitest';
import { auditEntries } from '../../../test/audit-log.ts';
import { useTestApp } from '../../../test/build-test-app.ts';
import { subscriptionLog } from '../../../test/payments-log.ts';
import { sandboxForms } from '../../../test/sandbox-forms.ts';
import { makeUser, type TestUser } from '../../../test/factories.ts';
import { clock } from '../../lib/clock.ts';

const t = useTestApp();
afterEach(() => clock.reset());

const form = sandboxForms(200);
const me = async (user: TestUser) =>
  (await t.request('GET', '/api/auth/dashboard', { as: user })).json<{
    user: { isPremium: boolean; expiredPremium: string };
  }>().user;
const subscriptionsOf = (userId: number) =>
  t.database.db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).execute();

/** Starts a purchase and returns the checkout page's path and token. */
async function startCheckout(user: TestUser) {
  const res = await t.request('POST', '/api/purchase', { as: user, body: { email: user.email } });
  expect(res.statusCode).toBe(200);
  const url = new URL(res.json<{ url: string }>().url);
  return { path: `${url.pathname}${url.search}`, token: url.searchParams.get('token')! };
}

async function subscribe(user: TestUser) {
  const { token } = await startCheckout(user);
  const paid = await t.request('POST', '/api/payments/sandbox/checkout', form(token));
  expect(paid.statusCode).toBe(303);
  return token;
}

async function openPortal(user: TestUser) {
  const res = await t.request('POST', '/api/billing/portal', { as: user, body: { email: user.email } });
  expect(res.statusCode).toBe(200);
  const url = new URL(res.json<{ url: string }>().url);
  return `${url.pathname}${url.search}`;
}

describe('POST /api/purchase', () => {
  it('answers 401 signed out, 403 EMAIL_NOT_VERIFIED unverified, 409 ALREADY_PREMIUM for members', async () => {
    expect((await t.request('POST', '/api/purchase', { body: {} })).statusCode).toBe(401);
    const unverified = await t.request('POST', '/api/purchase', { as: await makeUser(t), body: {} });
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json()).toMatchObject({
      code: 'EMAIL_NOT_VERIFIED',
      error: 'You need to verify your email before purchasing premium. Please check your inbox.',
    });
    const member = await makeUser(t, { verified: true, premium: true });
    const again = await t.request('POST', '/api/purchase', { as: member, body: { email: member.email } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'ALREADY_PREMIUM',
      error: 'You already have an active premium subscription.',
    });
  });

  it('gives a verified user the sandbox checkout URL and grants nothing by itself', async () => {
    const user = await makeUser(t, { verified: true });
    const res = await t.request('POST', '/api/purchase', { as: user, body: { email: user.email } });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ url: string }>().url).toMatch(
      new RegExp(`^${t.config.publicUrl}/api/payments/sandbox/checkout\\?token=[\\w-]+\\.[\\w-]+$`),
    );
    expect((await me(user)).isPremium).toBe(false);
    expect(await subscriptionsOf(user.id)).toEqual([]);
  });

  it('rejects a malformed body with a readable 400', async () => {
    const user = await makeUser(t, { verified: true });
    const res = await t.request('POST', '/api/purchase', { as: user, body: { email: 'not-an-email' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('is rate limited per address', async () => {
    const user = await makeUser(t, { verified: true });
    const codes: number[] = [];
    for (let i = 0; i < 11; i += 1)
      codes.push((await t.request('POST', '/api/purchase', { as: user, body: {} })).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 200)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});

describe('the sandbox checkout', () => {
  it('is a script-free page labelled "Sandbox — no real payment" with Pay and Cancel', async () => {
    const user = await makeUser(t, { verified: true });
    const { path, token } = await startCheckout(user);
    const page = await t.request('GET', path);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(page.body).toContain('Sandbox — no real payment');
    expect(page.body).toContain('name="viewport"');
    expect(page.body).toContain(`<input type="hidden" name="token" value="${token}">`);
    expect(page.body).toMatch(/<form method="post" action="\/api\/payments\/sandbox\/checkout">.*>Pay<\/button>/);
    expect(page.body).toMatch(/<form method="get" action="\/cancel">.*>Cancel<\/button>/);
    expect(page.body).not.toMatch(/<script|onclick=/i);
    expect(page.body).toContain(user.email);
  });

  it('Pay creates an active subscription ending one month later and redirects to /success', async () => {
    const user = await makeUser(t, { verified: true });
    const before = clock.now();
    await subscribe(user);
    const [subscription] = await subscriptionsOf(user.id);
    expect(subscription).toMatchObject({ provider: 'sandbox', status: 'active', cancel_at_period_end: 0 });
    const end = new Date(subscription!.current_period_end!);
    const expected = new Date(before);
    expected.setUTCMonth(expected.getUTCMonth() + 1);
    expect(Math.abs(end.getTime() - expected.getTime())).toBeLessThan(60_000);
    const account = await me(user);
    expect(account.isPremium).toBe(true);
    expect(account.expiredPremium).toBe(end.toISOString());
  });

  it('answers Pay with a redirect to /success and is single-use: a replay changes nothing', async () => {
    const user = await makeUser(t, { verified: true });
    const { path, token } = await startCheckout(user);
    const first = await t.request('POST', '/api/payments/sandbox/checkout', form(token));
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe('/success');
    const [before] = await subscriptionsOf(user.id);
    const replay = await t.request('POST', '/api/payments/sandbox/checkout', form(token));
    expect(replay.statusCode).toBe(303);
    expect(await subscriptionsOf(user.id)).toEqual([before]);
    expect((await t.request('GET', path)).body).toContain('This checkout has already been paid.');
  });

  it('creates no second subscription when a second checkout is paid while the first still runs', async () => {
    const user = await makeUser(t, { verified: true });
    const first = await startCheckout(user);
    const second = await startCheckout(user);
    await t.request('POST', '/api/payments/sandbox/checkout', form(first.token));
    const again = await t.request('POST', '/api/payments/sandbox/checkout', form(second.token));
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe('/success');
    expect(await subscriptionsOf(user.id)).toHaveLength(1);
  });

  it('refuses a forged, altered or expired token with a readable 400', async () => {
    const user = await makeUser(t, { verified: true });
    const { token } = await startCheckout(user);
    const [body, mac] = token.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as { userId: number };
    const other = Buffer.from(JSON.stringify({ ...claims, userId: claims.userId + 1 })).toString('base64url');
    for (const bad of [`${other}.${mac}`, `${body}.${mac.slice(1)}x`, 'nonsense', '']) {
      const res = await t.request('POST', '/api/payments/sandbox/checkout', form(bad));
      expect(res.statusCode).toBe(400);
      expect(res.json<{ error: string }>().error).toMatch(/invalid or has expired|Invalid|Too small|token/i);
    }
    clock.advance(2 * 60 * 60 * 1000);
    const late = await t.request('POST', '/api/payments/sandbox/checkout', form(token));
    expect(late.statusCode).toBe(400);
    expect(await subscriptionsOf(user.id)).toEqual([]);
  });

  it('records each premium change from a provider event in the audit log without an admin', async () => {
    const user = await makeUser(t, { verified: true });
    await subscribe(user);
    const rows = await auditEntries(t, 'user', user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ admin_id: null, action: 'subscription.sandbox.checkout.paid' });
    expect(JSON.parse(rows[0]!.details!)).toMatchObject({
      label: user.email,
      before: { isPremium: false },
      after: { isPremium: true },
      subscription: { status: 'active' },
    });
  });
});

describe('POST /api/billing/portal and the sandbox portal', () => {
  it('answers 401 signed out and 404 for an account that never subscribed', async () => {
    expect((await t.request('POST', '/api/billing/portal', { body: {} })).statusCode).toBe(401);
    const res = await t.request('POST', '/api/billing/portal', { as: await makeUser(t, { verified: true }), body: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('is rate limited to 10 a minute per address, with a readable 429', async () => {
    const user = await makeUser(t, { verified: true });
    const portal = (ip = user.ip) => t.request('POST', '/api/billing/portal', { as: user, body: {}, ip });
    const codes: number[] = [];
    for (let i = 0; i < 10; i += 1) codes.push((await portal()).statusCode);
    expect(codes.every((c) => c === 404)).toBe(true);
    const limited = await portal();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', error: expect.any(String) });
    expect((await portal('10.9.8.7')).statusCode).toBe(404);
  });

  it('shows the plan and Cancel subscription; premium stays until the period end, then stops', async () => {
    const user = await makeUser(t, { verified: true });
    await subscribe(user);
    const page = await t.request('GET', await openPortal(user));
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Sandbox — no real payment');
    expect(page.body).toContain('$12.00/month');
    const [stored] = await subscriptionsOf(user.id);
    const end = new Date(stored!.current_period_end!);
    const endDay = end.toLocaleDateString('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' });
    expect(page.body).toContain(`<dt>Period ends</dt><dd>${endDay}</dd>`);
    expect(page.body).not.toMatch(/<script/i);
    const action = /name="token" value="([^"]+)"><button class="secondary" type="submit">Cancel subscription</.exec(
      page.body,
    );
    expect(action).not.toBeNull();

    const cancelled = await t.request('POST', '/api/payments/sandbox/portal', form(action![1]!));
    expect(cancelled.statusCode).toBe(303);
    const after = await t.request('GET', cancelled.headers.location as string);
    expect(after.body).toContain('Cancelled — premium stays until the period ends');
    expect(after.body).toContain('Resume subscription');
    const [subscription] = await subscriptionsOf(user.id);
    expect(subscription).toMatchObject({ status: 'active', cancel_at_period_end: 1 });

    const account = await me(user);
    expect(account.isPremium).toBe(true);
    clock.advance(new Date(account.expiredPremium).getTime() - clock.millis() - 60_000);
    expect((await me(user)).isPremium).toBe(true);
    clock.advance(2 * 60_000);
    const lapsed = await me(user);
    expect(lapsed.isPremium).toBe(false);
    expect(lapsed.expiredPremium).toBe(account.expiredPremium);
    // The portal stays open to someone who had a subscription, and buying again is possible.
    expect((await t.request('POST', '/api/billing/portal', { as: user, body: {} })).statusCode).toBe(200);
    expect((await t.request('POST', '/api/purchase', { as: user, body: {} })).statusCode).toBe(200);
  });

  it("never shows or changes another account's subscription", async () => {
    const owner = await makeUser(t, { verified: true });
    await subscribe(owner);
    const page = await t.request('GET', await openPortal(owner));
    const token = /name="token" value="([^"]+)"/.exec(page.body)![1]!;
    const [body, mac] = token.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as { userId: number };
    const forged = Buffer.from(JSON.stringify({ ...claims, userId: claims.userId + 1 })).toString('base64url');
    expect((await t.request('POST', '/api/payments/sandbox/portal', form(`${forged}.${mac}`))).statusCode).toBe(400);
    expect((await subscriptionsOf(owner.id))[0]).toMatchObject({ cancel_at_period_end: 0 });
  });
});

describe('GET /api/billing/status', () => {
  const status = async (user: TestUser) => {
    const res = await t.request('GET', '/api/billing/status', { as: user });
    expect(res.statusCode).toBe(200);
    return res.json<{ subscription: Record<string, unknown> | null }>().subscription;
  };

  it('answers 401 signed out and no subscription for an account that never subscribed', async () => {
    expect((await t.request('GET', '/api/billing/status')).statusCode).toBe(401);
    expect(await status(await makeUser(t, { verified: true }))).toBeNull();
    // Premium given without a subscription has nothing for the portal to manage either.
    expect(await status(await makeUser(t, { verified: true, premium: true }))).toBeNull();
  });

  it('says when the subscription renews, and that it ends then once cancelled in the portal', async () => {
    const user = await makeUser(t, { verified: true });
    await subscribe(user);
    const [stored] = await subscriptionsOf(user.id);
    const periodEnd = new Date(stored!.current_period_end!).toISOString();
    expect(await status(user)).toEqual({ status: 'active', cancelAtPeriodEnd: false, currentPeriodEnd: periodEnd });

    const page = await t.request('GET', await openPortal(user));
    const token = /name="token" value="([^"]+)"><button class="secondary" type="submit">Cancel subscription</.exec(
      page.body,
    )![1]!;
    expect((await t.request('POST', '/api/payments/sandbox/portal', form(token))).statusCode).toBe(303);
    expect(await status(user)).toEqual({ status: 'active', cancelAtPeriodEnd: true, currentPeriodEnd: periodEnd });
  });

  it("never tells another account's subscription", async () => {
    await subscribe(await makeUser(t, { verified: true }));
    expect(await status(await makeUser(t, { verified: true }))).toBeNull();
  });
});

describe('deleting an account', () => {
  it('cancels its active subscription at the provider first', async () => {
    const user = await makeUser(t, { verified: true });
    await subscribe(user);
    const res = await t.request('DELETE', '/api/auth/account', { as: user, body: { password: user.password } });
    expect(res.statusCode).toBe(200);
    const log = await subscriptionLog(t, user.id);
    expect(log.map((r) => r.action)).toEqual([
      'subscription.sandbox.checkout.paid',
      'subscription.sandbox.subscription.deleted',
    ]);
    expect(JSON.parse(log[1]!.details!)).toMatchObject({
      subscription: { status: 'ended' },
      after: { isPremium: false },
    });
  });
});
