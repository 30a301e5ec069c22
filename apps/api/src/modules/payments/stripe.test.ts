import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillingHistoryResponse } from '@packdex/shared/schemas';
import { useTestApp } from '../../../test/build-test-app.ts';
import { subscriptionActions } from '../../../test/payments-log.ts';
import { makeUser, type TestUser } from '../../../test/factories.ts';

// Stripe's API is outside: a local HTTP server stands in for it, and the SDK is pointed at it
// (STRIPE_API_BASE → the SDK's host/port/protocol options). Webhooks are signed with the SDK's
// own test header helper.

const WEBHOOK_SECRET = 'whsec_test_secret_for_packdex';
const PRICE = 'price_premium_monthly';
const DAY = 86_400;

interface Recorded {
  method: string;
  path: string;
  body: URLSearchParams;
}
const calls: Recorded[] = [];
const subscriptions = new Map<string, Record<string, unknown>>();
let server: Server;
let seq = 0;
const env: Record<string, string> = {};

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0]!;
      calls.push({ method: req.method ?? '', path, body: new URLSearchParams(raw) });
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++seq}` });
        res.end(JSON.stringify(body));
      };
      const sub = /^\/v1\/subscriptions\/([\w]+)$/.exec(path);
      if (req.method === 'POST' && path === '/v1/customers') {
        if (raw.includes('unlucky'))
          return send(500, { error: { type: 'api_error', message: 'Something went wrong' } });
        return send(200, { id: `cus_${++seq}`, object: 'customer' });
      }
      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        const id = `cs_test_${++seq}`;
        return send(200, { id, object: 'checkout.session', url: `https://checkout.stripe.test/c/pay/${id}` });
      }
      if (req.method === 'POST' && path === '/v1/billing_portal/sessions') {
        const id = `bps_${++seq}`;
        return send(200, { id, object: 'billing_portal.session', url: `https://billing.stripe.test/p/session/${id}` });
      }
      if (sub && subscriptions.has(sub[1]!)) {
        const found = subscriptions.get(sub[1]!)!;
        if (req.method === 'DELETE') {
          const cancelled = { ...found, status: 'canceled', ended_at: Math.floor(Date.now() / 1000) };
          subscriptions.set(sub[1]!, cancelled);
          return send(200, cancelled);
        }
        return send(200, found);
      }
      return send(404, { error: { type: 'invalid_request_error', message: `No such route ${path}` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  Object.assign(env, {
    PAYMENTS: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_packdex',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PRICE_ID: PRICE,
    STRIPE_API_BASE: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
  });
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const t = useTestApp({ env });
const sdk = new Stripe('sk_test_unused');
const nowSeconds = () => Math.floor(Date.now() / 1000);

function subscriptionObject(
  user: TestUser,
  customer: string,
  o: { end?: number; status?: string; price?: string } = {},
) {
  const id = `sub_${++seq}`;
  const object = {
    id,
    object: 'subscription',
    customer,
    status: o.status ?? 'active',
    cancel_at_period_end: false,
    cancel_at: null,
    ended_at: null,
    metadata: { userId: String(user.id) },
    items: {
      object: 'list',
      data: [
        {
          id: `si_${seq}`,
          object: 'subscription_item',
          price: { id: o.price ?? PRICE, object: 'price' },
          quantity: 1,
          current_period_end: o.end ?? nowSeconds() + 30 * DAY,
        },
      ],
    },
  };
  subscriptions.set(id, object);
  return object;
}

const eventOf = (type: string, object: unknown, created = nowSeconds()) => ({
  id: `evt_${++seq}`,
  object: 'event',
  type,
  created,
  livemode: false,
  api_version: '2026-10-28.endive',
  data: { object },
});

function deliver(event: unknown, o: { secret?: string; timestamp?: number; tamper?: (s: string) => string } = {}) {
  const payload = JSON.stringify(event);
  const header = sdk.webhooks.generateTestHeaderString({
    payload,
    secret: o.secret ?? WEBHOOK_SECRET,
    ...(o.timestamp ? { timestamp: o.timestamp } : {}),
  });
  return t.request('POST', '/api/payments/stripe/webhook', {
    body: o.tamper ? o.tamper(payload) : payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
  });
}

const account = async (user: TestUser) =>
  (await t.request('GET', '/api/auth/dashboard', { as: user })).json<{
    user: { isPremium: boolean; expiredPremium: string | null };
  }>().user;
const stored = (id: string) =>
  t.database.db.selectFrom('subscriptions').selectAll().where('provider_subscription_id', '=', id).executeTakeFirst();

/** A verified user who went through Checkout: the customer Stripe made and the completed event. */
async function checkedOut() {
  const user = await makeUser(t, { verified: true });
  const res = await t.request('POST', '/api/purchase', { as: user, body: { email: user.email } });
  expect(res.statusCode).toBe(200);
  const session = calls.filter((c) => c.path === '/v1/checkout/sessions').at(-1)!.body;
  const customer = session.get('customer')!;
  const sub = subscriptionObject(user, customer);
  const completed = eventOf('checkout.session.completed', {
    id: `cs_${seq}`,
    object: 'checkout.session',
    mode: 'subscription',
    client_reference_id: session.get('client_reference_id'),
    customer,
    subscription: sub.id,
  });
  return { user, customer, sub, completed };
}

describe('Stripe checkout and portal', () => {
  it('opens Checkout in subscription mode for the configured price, one customer per user reused', async () => {
    const user = await makeUser(t, { verified: true });
    const before = calls.length;
    const first = await t.request('POST', '/api/purchase', {
      as: user,
      body: { email: user.email, price: 'price_evil' },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json<{ url: string }>().url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_\d+$/);
    await t.request('POST', '/api/purchase', { as: user, body: { email: user.email } });
    const made = calls.slice(before);
    expect(made.filter((c) => c.path === '/v1/customers')).toHaveLength(1);
    const sessions = made.filter((c) => c.path === '/v1/checkout/sessions');
    expect(sessions).toHaveLength(2);
    for (const { body } of sessions) {
      expect(body.get('mode')).toBe('subscription');
      expect(body.get('line_items[0][price]')).toBe(PRICE);
      expect(body.get('client_reference_id')).toMatch(/^co_[0-9a-f]{32}$/);
      expect(body.get('subscription_data[metadata][checkout]')).toBe(body.get('client_reference_id'));
      expect(body.get('customer')).toBe(sessions[0]!.body.get('customer'));
      expect(body.get('success_url')).toBe(`${t.config.publicUrl}/success`);
    }
    expect(JSON.stringify([...made.flatMap((c) => [...c.body.values()])])).not.toContain('price_evil');
  });

  it('answers a readable 502 when Stripe fails, and stores no customer', async () => {
    const user = await makeUser(t, { verified: true, email: `unlucky.${Date.now()}@example.test` });
    const res = await t.request('POST', '/api/purchase', { as: user, body: {} });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      error: 'The payment provider could not be reached. Please try again.',
    });
    const row = await t.database.db
      .selectFrom('users')
      .select('payment_customer_id')
      .where('id', '=', user.id)
      .executeTakeFirst();
    expect(row?.payment_customer_id).toBeNull();
  });

  it("opens the Billing Portal for the user's own customer only, 404 without a subscription", async () => {
    const never = await makeUser(t, { verified: true });
    expect((await t.request('POST', '/api/billing/portal', { as: never, body: {} })).statusCode).toBe(404);
    const { user, customer, completed } = await checkedOut();
    expect((await deliver(completed)).statusCode).toBe(200);
    const res = await t.request('POST', '/api/billing/portal', { as: user, body: { email: user.email } });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ url: string }>().url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\/bps_\d+$/);
    const portal = calls.filter((c) => c.path === '/v1/billing_portal/sessions').at(-1)!;
    expect(portal.body.get('customer')).toBe(customer);
    expect(portal.body.get('return_url')).toBe(`${t.config.publicUrl}/billing`);
  });
});

describe('Stripe webhooks', () => {
  it('apply a validly signed checkout.session.completed: premium until the period end', async () => {
    const { user, sub, completed } = await checkedOut();
    expect((await account(user)).isPremium).toBe(false);
    const res = await deliver(completed);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    const me = await account(user);
    expect(me.isPremium).toBe(true);
    expect(me.expiredPremium).toBe(new Date(sub.items.data[0]!.current_period_end * 1000).toISOString());
    expect(await stored(sub.id)).toMatchObject({ user_id: user.id, provider: 'stripe', status: 'active' });
  });

  it('answer 400 and change nothing for an altered body, a wrong secret, a stale timestamp or no signature', async () => {
    const { user, completed } = await checkedOut();
    const attempts = [
      await deliver(completed, { tamper: (s) => s.replace(String(user.id), String(user.id + 1000)) }),
      await deliver(completed, { secret: 'whsec_someone_else' }),
      await deliver(completed, { timestamp: nowSeconds() - 3600 }),
      await t.request('POST', '/api/payments/stripe/webhook', {
        body: JSON.stringify(completed),
        headers: { 'content-type': 'application/json' },
      }),
    ];
    for (const res of attempts) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'BAD_REQUEST', error: 'The webhook signature is missing or invalid.' });
    }
    expect((await account(user)).isPremium).toBe(false);
    const seen = await t.database.db
      .selectFrom('payment_events')
      .select('id')
      .where('id', '=', `stripe:${completed.id}`)
      .execute();
    expect(seen).toEqual([]);
  });

  it('apply the same event once however often it is delivered', async () => {
    const { user, completed } = await checkedOut();
    for (let i = 0; i < 3; i += 1) expect((await deliver(completed)).statusCode).toBe(200);
    expect(await subscriptionActions(t, user.id, 'stripe')).toEqual(['subscription.stripe.checkout.session.completed']);
    const events = await t.database.db
      .selectFrom('payment_events')
      .selectAll()
      .where('id', '=', `stripe:${completed.id}`)
      .execute();
    expect(events).toHaveLength(1);
  });

  it('apply an event once when its deliveries arrive at the same time, and two events of one subscription both', async () => {
    const { user, sub, completed } = await checkedOut();
    const updated = eventOf(
      'customer.subscription.updated',
      { ...sub, cancel_at_period_end: true },
      completed.created + 1,
    );
    const results = await Promise.all([completed, completed, updated, completed, updated].map((e) => deliver(e)));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect((await subscriptionActions(t, user.id, 'stripe')).sort()).toEqual([
      'subscription.stripe.checkout.session.completed',
      'subscription.stripe.customer.subscription.updated',
    ]);
    expect(await stored(sub.id)).toMatchObject({ status: 'active', cancel_at_period_end: 1 });
    expect((await account(user)).isPremium).toBe(true);
  });

  it('end premium on customer.subscription.deleted', async () => {
    const { user, sub, completed } = await checkedOut();
    await deliver(completed);
    expect((await account(user)).isPremium).toBe(true);
    const deleted = eventOf('customer.subscription.deleted', { ...sub, status: 'canceled', ended_at: nowSeconds() });
    expect((await deliver(deleted)).statusCode).toBe(200);
    expect((await account(user)).isPremium).toBe(false);
    expect(await stored(sub.id)).toMatchObject({ status: 'ended' });
  });

  it('extend the period on invoice.paid and keep access through invoice.payment_failed', async () => {
    const { user, sub, customer, completed } = await checkedOut();
    await deliver(completed);
    const nextEnd = sub.items.data[0]!.current_period_end + 30 * DAY;
    const invoice = (type: string) =>
      eventOf(type, {
        id: `in_${++seq}`,
        object: 'invoice',
        customer,
        billing_reason: 'subscription_cycle',
        amount_paid: type === 'invoice.paid' ? 1200 : 0,
        amount_due: 1200,
        currency: 'usd',
        parent: {
          type: 'subscription_details',
          subscription_details: { subscription: sub.id, metadata: { userId: String(user.id) } },
        },
        lines: {
          object: 'list',
          data: [
            {
              id: `il_${seq}`,
              period: { start: nowSeconds(), end: nextEnd },
              pricing: { type: 'price_details', price_details: { price: PRICE, product: 'prod_premium' } },
            },
          ],
        },
      });
    // An invoice for another price extends nothing.
    const elsewhere = invoice('invoice.paid') as { data: { object: { lines: { data: Record<string, unknown>[] } } } };
    elsewhere.data.object.lines.data[0]!.pricing = {
      type: 'price_details',
      price_details: { price: 'price_cheaper', product: 'prod_premium' },
    };
    const before = (await account(user)).expiredPremium;
    expect((await deliver(elsewhere)).statusCode).toBe(200);
    expect((await account(user)).expiredPremium).toBe(before);
    expect((await deliver(invoice('invoice.paid'))).statusCode).toBe(200);
    expect((await account(user)).expiredPremium).toBe(new Date(nextEnd * 1000).toISOString());
    expect((await deliver(invoice('invoice.payment_failed'))).statusCode).toBe(200);
    expect(await stored(sub.id)).toMatchObject({ status: 'past_due' });
    expect((await account(user)).isPremium).toBe(true);
    // The member's billing history: the renewals charged (the other price's too: it was paid) and
    // the failed charge with what it asked for; the checkout's own event adds nothing to show.
    const history = await t.request('GET', '/api/billing/history', { as: user });
    expect(
      history.json<BillingHistoryResponse>().items.map(({ kind, amount, provider }) => ({ kind, amount, provider })),
    ).toEqual([
      { kind: 'payment_failed', amount: { cents: 1200, currency: 'USD' }, provider: 'stripe' },
      { kind: 'renewal', amount: { cents: 1200, currency: 'USD' }, provider: 'stripe' },
      { kind: 'renewal', amount: { cents: 1200, currency: 'USD' }, provider: 'stripe' },
    ]);
  });

  it('make nobody premium for a checkout or customer the database does not hold (lost to a restore)', async () => {
    const stranger = await makeUser(t, { verified: true });
    const sub = subscriptionObject(stranger, 'cus_lost_with_the_restore');
    const completed = eventOf('checkout.session.completed', {
      id: `cs_${seq}`,
      object: 'checkout.session',
      mode: 'subscription',
      client_reference_id: String(stranger.id),
      customer: 'cus_lost_with_the_restore',
      subscription: sub.id,
    });
    expect((await deliver(completed)).statusCode).toBe(200);
    const updated = eventOf('customer.subscription.updated', { ...sub, metadata: { userId: String(stranger.id) } });
    expect((await deliver(updated)).statusCode).toBe(200);
    expect((await account(stranger)).isPremium).toBe(false);
    expect(await stored(sub.id)).toBeUndefined();
  });

  it('grant nothing for a subscription to another price, more than one, or a trial', async () => {
    for (const change of [
      { status: 'trialing' },
      { price: 'price_cheaper' },
      { items: { object: 'list', data: [] } },
    ]) {
      const { user, sub, customer } = await checkedOut();
      const other = { ...subscriptionObject(user, customer, { price: 'price_premium_monthly' }), ...sub };
      const { price, ...rest } = change as { price?: string };
      const changed = price
        ? {
            ...other,
            items: { object: 'list', data: [{ ...other.items.data[0]!, price: { id: price, object: 'price' } }] },
          }
        : { ...other, ...rest };
      expect((await deliver(eventOf('customer.subscription.created', changed))).statusCode).toBe(200);
      expect((await account(user)).isPremium, JSON.stringify(change)).toBe(false);
      expect(await stored(sub.id)).toMatchObject({ status: 'pending' });
    }
  });

  it('resolve out-of-order events by their time and period, not by arrival', async () => {
    const { user, sub, completed } = await checkedOut();
    const t0 = nowSeconds();
    const cancelled = eventOf('customer.subscription.updated', { ...sub, cancel_at_period_end: true }, t0 + 20);
    const olderActive = eventOf('customer.subscription.updated', { ...sub }, t0 + 10);
    await deliver(completed);
    await deliver(cancelled);
    await deliver(olderActive);
    expect(await stored(sub.id)).toMatchObject({ status: 'active', cancel_at_period_end: 1 });

    const deleted = eventOf('customer.subscription.deleted', { ...sub, status: 'canceled' }, t0 + 30);
    const lateRenewal = eventOf(
      'customer.subscription.updated',
      {
        ...sub,
        items: { object: 'list', data: [{ id: 'si_late', current_period_end: t0 + 90 * DAY }] },
      },
      t0 + 5,
    );
    await deliver(deleted);
    await deliver(lateRenewal);
    expect(await stored(sub.id)).toMatchObject({ status: 'ended' });
    expect((await account(user)).isPremium).toBe(false);
  });

  it('take access away when a later update says the subscription is unpaid', async () => {
    const { user, sub, completed } = await checkedOut();
    await deliver(completed);
    const sameSecond = eventOf('customer.subscription.created', { ...sub, status: 'incomplete' }, completed.created);
    await deliver(sameSecond);
    expect((await account(user)).isPremium).toBe(true);
    await deliver(eventOf('customer.subscription.updated', { ...sub, status: 'unpaid' }, completed.created + 60));
    expect(await stored(sub.id)).toMatchObject({ status: 'pending' });
    expect((await account(user)).isPremium).toBe(false);
  });

  it('acknowledge event types it does not use without changing anything', async () => {
    const res = await deliver(eventOf('customer.created', { id: 'cus_x', object: 'customer' }));
    expect(res.statusCode).toBe(200);
  });
});

describe('deleting an account with a Stripe subscription', () => {
  it('goes ahead when Stripe says the subscription is already gone', async () => {
    const { user, sub, completed } = await checkedOut();
    await deliver(completed);
    subscriptions.delete(sub.id);
    const res = await t.request('DELETE', '/api/auth/account', { as: user, body: { password: user.password } });
    expect(res.statusCode).toBe(200);
  });

  it('cancels the subscription at Stripe first', async () => {
    const { user, sub, completed } = await checkedOut();
    await deliver(completed);
    const res = await t.request('DELETE', '/api/auth/account', { as: user, body: { password: user.password } });
    expect(res.statusCode).toBe(200);
    expect(calls.some((c) => c.method === 'DELETE' && c.path === `/v1/subscriptions/${sub.id}`)).toBe(true);
    expect(subscriptions.get(sub.id)).toMatchObject({ status: 'canceled' });
  });
});

describe('the API reference in Stripe mode', () => {
  it('documents the payment routes', async () => {
    const res = await t.request('GET', '/api/docs/json');
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/purchase', '/api/billing/portal', '/api/payments/stripe/webhook']),
    );
  });
});
