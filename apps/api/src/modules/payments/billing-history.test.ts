import { afterEach, describe, expect, it } from 'vitest';
import type { BillingHistoryResponse } from '@packdex/shared/schemas';
import { useTestApp } from '../../../test/build-test-app.ts';
import { sandboxForms, sandboxSubscribe } from '../../../test/sandbox-forms.ts';
import { makeUser, type TestUser } from '../../../test/factories.ts';
import { clock } from '../../lib/clock.ts';

// GET /api/billing/history through the sandbox provider: real checkouts and portal actions, each
// a provider event the service applies and records for the account's history.
const t = useTestApp();
afterEach(() => clock.reset());

const form = sandboxForms(201);
const subscribe = (user: TestUser) => sandboxSubscribe(t, user, form);

/** Presses a button of the sandbox portal (Cancel subscription, Resume subscription). */
async function portal(user: TestUser, button: string) {
  const opened = await t.request('POST', '/api/billing/portal', { as: user, body: {} });
  const url = new URL(opened.json<{ url: string }>().url);
  const page = await t.request('GET', `${url.pathname}${url.search}`);
  const token = new RegExp(`name="token" value="([^"]+)"><button[^>]*>${button}<`).exec(page.body)?.[1];
  expect(token, button).toBeDefined();
  expect((await t.request('POST', '/api/payments/sandbox/portal', form(token!))).statusCode).toBe(303);
}

const history = async (user: TestUser, query = '') => {
  const res = await t.request('GET', `/api/billing/history${query}`, { as: user });
  expect(res.statusCode).toBe(200);
  return res.json<BillingHistoryResponse>();
};

describe('GET /api/billing/history', () => {
  it('answers 401 to a visitor', async () => {
    const res = await t.request('GET', '/api/billing/history');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('is empty for an account that never paid', async () => {
    expect(await history(await makeUser(t))).toEqual({
      items: [],
      pagination: { page: 1, limit: 10, totalItems: 0, totalPages: 0 },
    });
  });

  it("lists the viewer's payment, cancellation and resumption, newest first, with the amount and the paid-up date", async () => {
    const user = await makeUser(t, { verified: true });
    const paidAt = clock.now().toISOString();
    await subscribe(user);
    clock.advance(3 * 86_400_000);
    await portal(user, 'Cancel subscription');
    clock.advance(86_400_000);
    await portal(user, 'Resume subscription');

    const { items, pagination } = await history(user);
    expect(pagination).toEqual({ page: 1, limit: 10, totalItems: 3, totalPages: 1 });
    expect(items.map((i) => i.kind)).toEqual(['resumed', 'cancelled', 'payment']);
    const [resumed, cancelled, payment] = items;
    const [subscription] = await t.database.db
      .selectFrom('subscriptions')
      .select('current_period_end')
      .where('user_id', '=', user.id)
      .execute();
    const paidUntil = new Date(subscription!.current_period_end!).toISOString();
    expect(payment).toMatchObject({
      provider: 'sandbox',
      amount: { cents: 1200, currency: 'USD' },
      periodEnd: paidUntil,
    });
    expect(Date.parse(payment!.at)).toBeGreaterThanOrEqual(Date.parse(paidAt));
    expect(cancelled).toMatchObject({ amount: null, periodEnd: paidUntil });
    expect(Date.parse(cancelled!.at) - Date.parse(payment!.at)).toBeGreaterThanOrEqual(3 * 86_400_000);
    expect(Date.parse(resumed!.at)).toBeGreaterThan(Date.parse(cancelled!.at));
    expect(new Set(items.map((i) => i.id)).size).toBe(3);
  });

  it("shows only the viewer's own events, whatever the query asks", async () => {
    const mine = await makeUser(t, { verified: true });
    const theirs = await makeUser(t, { verified: true });
    await subscribe(theirs);
    await portal(theirs, 'Cancel subscription');
    await subscribe(mine);
    expect((await history(mine)).items.map((i) => i.kind)).toEqual(['payment']);
    expect((await history(theirs)).items.map((i) => i.kind)).toEqual(['cancelled', 'payment']);
    // There is no parameter naming an account: an unknown one is ignored, the session decides.
    expect((await history(mine, `?userId=${theirs.id}`)).items).toHaveLength(1);
  });

  it('keeps the events of a deleted account, belonging to nobody (they still tell redeliveries apart)', async () => {
    const user = await makeUser(t, { verified: true });
    await subscribe(user);
    const events = () =>
      t.database.db.selectFrom('payment_events').select(['user_id', 'kind']).where('provider', '=', 'sandbox');
    const before = (await events().where('user_id', '=', user.id).execute()).length;
    expect(before).toBe(1);
    const deleted = await t.request('DELETE', '/api/auth/account', { as: user, body: { password: user.password } });
    expect(deleted.statusCode).toBe(200);
    expect(await events().where('user_id', '=', user.id).execute()).toEqual([]);
    expect((await events().where('user_id', 'is', null).execute()).map((e) => e.kind)).toEqual(
      expect.arrayContaining(['payment', 'ended']),
    );
  });

  it('pages through the history and refuses a page past the reachable depth', async () => {
    const user = await makeUser(t, { verified: true });
    await subscribe(user);
    for (const button of ['Cancel subscription', 'Resume subscription', 'Cancel subscription', 'Resume subscription']) {
      clock.advance(60_000);
      await portal(user, button);
    }
    const first = await history(user, '?limit=2');
    const second = await history(user, '?limit=2&page=2');
    const third = await history(user, '?limit=2&page=3');
    expect(first.pagination).toEqual({ page: 1, limit: 2, totalItems: 5, totalPages: 3 });
    expect(first.items.map((i) => i.kind)).toEqual(['resumed', 'cancelled']);
    expect(second.items.map((i) => i.kind)).toEqual(['resumed', 'cancelled']);
    expect(third.items.map((i) => i.kind)).toEqual(['payment']);
    const ids = [...first.items, ...second.items, ...third.items].map((i) => i.id);
    expect(new Set(ids).size).toBe(5);
    expect((await history(user, '?limit=2&page=4')).items).toEqual([]);

    for (const query of ['?limit=0', '?limit=101', '?page=0', '?page=abc', '?page=1000&limit=100']) {
      const res = await t.request('GET', `/api/billing/history${query}`, { as: user });
      expect(res.statusCode, query).toBe(400);
    }
  });
});
