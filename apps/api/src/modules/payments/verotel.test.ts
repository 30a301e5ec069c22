import { afterEach, describe, expect, it } from 'vitest';
import type { BillingHistoryResponse } from '@packdex/shared/schemas';
import { useTestApp } from '../../../test/build-test-app.ts';
import { makeUser, type TestUser } from '../../../test/factories.ts';
import * as verotel from '../../../test/verotel.ts';
import { CHARGED, SHOP, VEROTEL_ENV, appliedEvents, initial, nextTransaction, sign } from '../../../test/verotel.ts';
import { clock } from '../../lib/clock.ts';

const t = useTestApp({ env: VEROTEL_ENV });
afterEach(() => clock.reset());
const postback = (params: Record<string, string>, signature?: string) => verotel.postback(t, params, signature);
const account = (user: TestUser) => verotel.account(t, user);
const stored = (saleID: string) => verotel.storedSale(t, saleID);

describe('Verotel FlexPay start URL', () => {
  it('is a version 4 recurring subscription for $12.00 / P30D whose signature matches one computed here', async () => {
    const user = await makeUser(t, { verified: true });
    const res = await t.request('POST', '/api/purchase', { as: user, body: { email: user.email } });
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json<{ url: string }>().url);
    expect(`${url.origin}${url.pathname}`).toBe('https://secure.verotel.com/startorder');
    const params = Object.fromEntries(url.searchParams);
    const { signature, ...signed } = params;
    expect(signed).toMatchObject({
      version: '4',
      shopID: SHOP,
      type: 'subscription',
      subscriptionType: 'recurring',
      period: 'P30D',
      priceAmount: '12.00',
      priceCurrency: 'USD',
      // A checkout of the site's own, never the account id (a restore can give that id to another).
      referenceID: expect.stringMatching(/^co_[0-9a-f]{32}$/),
      successURL: `${t.config.publicUrl}/success`,
      declineURL: `${t.config.publicUrl}/cancel`,
    });
    expect(signature).toBe(sign(signed));
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    const checkout = await t.database.db
      .selectFrom('payment_checkouts')
      .selectAll()
      .where('reference', '=', signed.referenceID!)
      .executeTakeFirst();
    expect(checkout).toMatchObject({ user_id: user.id, provider: 'verotel' });
  });
});

describe('Verotel postbacks', () => {
  it('apply when signed: initial grants premium until the next charge day and answers OK', async () => {
    const user = await makeUser(t, { verified: true });
    const { params } = await initial(t, user);
    const res = await postback(params);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('OK');
    const me = await account(user);
    expect(me.isPremium).toBe(true);
    expect(me.expiredPremium).toBe('2099-01-16T00:00:00.000Z');
  });

  it('grant nothing for a signed sale at another price, currency or period, or with a trial', async () => {
    for (const change of [
      { priceAmount: '0.01', priceCurrency: 'JPY' },
      { priceAmount: '1.00' },
      { priceCurrency: 'EUR' },
      { period: 'P365D' },
      { trialAmount: '0.99', trialPeriod: 'P3D' },
      { priceAmount: undefined },
    ]) {
      const user = await makeUser(t, { verified: true });
      const { params, saleID } = await initial(t, user);
      const changed = Object.fromEntries(
        Object.entries({ ...params, ...change }).filter((e): e is [string, string] => e[1] !== undefined),
      );
      expect((await postback(changed)).statusCode, JSON.stringify(change)).toBe(200);
      expect((await account(user)).isPremium, JSON.stringify(change)).toBe(false);
      expect(await verotel.storedSale(t, saleID)).toMatchObject({ status: 'pending' });
      // A later charge at the shop's price makes it a subscription like any other.
      await postback({ ...CHARGED, event: 'rebill', shopID: SHOP, saleID, transactionID: nextTransaction() });
      expect((await account(user)).isPremium).toBe(true);
    }
  });

  it('make nobody premium for a sale the database holds no checkout of (an account lost to a restore)', async () => {
    // The account that paid is gone with the restore; its id was given to someone else since.
    const stranger = await makeUser(t, { verified: true });
    const { params, saleID } = await initial(t, stranger);
    for (const referenceID of [String(stranger.id), 'co_0123456789abcdef0123456789abcdef']) {
      expect((await postback({ ...params, referenceID, transactionID: nextTransaction() })).statusCode).toBe(200);
      expect((await account(stranger)).isPremium).toBe(false);
      await expect(verotel.storedSale(t, saleID)).rejects.toThrow(); // no such sale stored
    }
  });

  it('answer 400 and change nothing for a tampered parameter, a wrong key or no signature', async () => {
    const user = await makeUser(t, { verified: true });
    const { params } = await initial(t, user);
    const signature = sign(params);
    const other = await makeUser(t, { verified: true });
    for (const res of [
      await postback({ ...params, referenceID: String(other.id) }, signature),
      await postback({ ...params, nextChargeOn: '2199-01-01' }, signature),
      await postback(params, sign(params, 'another-key')),
      await t.request('GET', `/api/payments/verotel/postback?${new URLSearchParams(params).toString()}`),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'BAD_REQUEST' });
    }
    expect((await account(user)).isPremium).toBe(false);
    expect((await account(other)).isPremium).toBe(false);
  });

  it('apply a replayed postback once', async () => {
    const user = await makeUser(t, { verified: true });
    const { params } = await initial(t, user);
    for (let i = 0; i < 3; i += 1) expect((await postback(params)).body).toBe('OK');
    expect(await appliedEvents(t, user)).toEqual(['initial']);
  });

  it('end premium at once on a chargeback', async () => {
    const user = await makeUser(t, { verified: true });
    const { params, saleID } = await initial(t, user);
    await postback(params);
    expect((await account(user)).isPremium).toBe(true);
    const res = await postback({
      event: 'chargeback',
      shopID: SHOP,
      saleID,
      transactionID: nextTransaction(),
      priceAmount: '12.00',
      priceCurrency: 'USD',
    });
    expect(res.body).toBe('OK');
    const me = await account(user);
    expect(me.isPremium).toBe(false);
    expect(new Date(me.expiredPremium!).getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('handle rebill, cancel, uncancel, expiry and credit', async () => {
    const user = await makeUser(t, { verified: true });
    const { params, saleID } = await initial(t, user, '2099-01-15');
    await postback(params);
    const base = { shopID: SHOP, saleID };
    await postback({
      ...base,
      ...CHARGED,
      event: 'rebill',
      transactionID: nextTransaction(),
      nextChargeOn: '2099-02-14',
    });
    expect((await account(user)).expiredPremium).toBe('2099-02-15T00:00:00.000Z');
    await postback({ ...base, event: 'cancel', cancelledBy: 'user' });
    expect(await stored(saleID)).toMatchObject({ cancel_at_period_end: 1, status: 'active' });
    expect((await account(user)).isPremium).toBe(true);
    await postback({ ...base, event: 'uncancel' });
    expect(await stored(saleID)).toMatchObject({ cancel_at_period_end: 0 });
    await postback({ ...base, event: 'expiry' });
    expect((await account(user)).isPremium).toBe(false);

    const refunded = await makeUser(t, { verified: true });
    const second = await initial(t, refunded);
    await postback(second.params);
    await postback({ shopID: SHOP, saleID: second.saleID, event: 'credit', transactionID: nextTransaction() });
    expect((await account(refunded)).isPremium).toBe(false);
  });

  it('give the member a billing history: payment, renewal, cancellation, resumption, refund, with the amounts charged', async () => {
    const user = await makeUser(t, { verified: true });
    const { params, saleID } = await initial(t, user, '2099-01-15');
    const base = { shopID: SHOP, saleID };
    const steps = [
      params,
      { ...base, ...CHARGED, event: 'rebill', transactionID: nextTransaction(), nextChargeOn: '2099-02-14' },
      { ...base, event: 'cancel', cancelledBy: 'user' },
      { ...base, event: 'uncancel' },
      { ...base, priceAmount: '12.00', priceCurrency: 'usd', event: 'credit', transactionID: nextTransaction() },
    ];
    for (const step of steps) {
      clock.advance(60_000);
      await postback(step);
    }
    const res = await t.request('GET', '/api/billing/history', { as: user });
    expect(res.statusCode).toBe(200);
    const { items } = res.json<BillingHistoryResponse>();
    expect(items.map(({ kind, amount, periodEnd }) => ({ kind, amount, periodEnd }))).toEqual([
      { kind: 'refund', amount: { cents: 1200, currency: 'USD' }, periodEnd: '2099-02-15T00:00:00.000Z' },
      { kind: 'resumed', amount: null, periodEnd: '2099-02-15T00:00:00.000Z' },
      { kind: 'cancelled', amount: null, periodEnd: '2099-02-15T00:00:00.000Z' },
      { kind: 'renewal', amount: { cents: 1200, currency: 'USD' }, periodEnd: '2099-02-15T00:00:00.000Z' },
      { kind: 'payment', amount: { cents: 1200, currency: 'USD' }, periodEnd: '2099-01-16T00:00:00.000Z' },
    ]);
    expect(items.every((i) => i.provider === 'verotel')).toBe(true);
  });

  it("acknowledges another shop's or a duplicated parameter with 400", async () => {
    const user = await makeUser(t, { verified: true });
    const { params } = await initial(t, user);
    expect((await postback({ ...params, shopID: '1' })).statusCode).toBe(400);
    const res = await t.request(
      'GET',
      `/api/payments/verotel/postback?event=initial&event=rebill&signature=${sign(params)}`,
    );
    expect(res.statusCode).toBe(400);
  });
});

describe('Verotel cancel and uncancel postbacks, which carry no id or time of their own', () => {
  // As FlexPay sends them: the sale, who cancelled and the phase; nothing that differs between two
  // cancels of the same sale.
  const cancel = (saleID: string) => ({
    event: 'cancel',
    shopID: SHOP,
    saleID,
    cancelledBy: 'user',
    subscriptionPhase: 'normal',
    subscriptionType: 'recurring',
  });
  const uncancel = (saleID: string) => ({ event: 'uncancel', shopID: SHOP, saleID, subscriptionType: 'recurring' });

  it('change nothing when the very same postback is delivered again, yet still answer OK', async () => {
    const user = await makeUser(t, { verified: true });
    const { params, saleID } = await initial(t, user);
    await postback(params);
    for (let i = 0; i < 3; i += 1) expect((await postback(cancel(saleID))).body).toBe('OK');
    expect(await stored(saleID)).toMatchObject({ cancel_at_period_end: 1 });
    for (let i = 0; i < 2; i += 1) expect((await postback(uncancel(saleID))).body).toBe('OK');
    expect(await stored(saleID)).toMatchObject({ cancel_at_period_end: 0 });
    expect(await appliedEvents(t, user)).toEqual(['initial', 'cancel', 'uncancel']);
  });

  it('apply a genuine cancel after an uncancel even when its parameters equal the first cancel', async () => {
    const user = await makeUser(t, { verified: true });
    const { params, saleID } = await initial(t, user);
    await postback(params);
    await postback(cancel(saleID));
    await postback(uncancel(saleID));
    await postback(cancel(saleID));
    expect(await stored(saleID)).toMatchObject({ cancel_at_period_end: 1, status: 'active' });
    expect(await appliedEvents(t, user)).toEqual(['initial', 'cancel', 'uncancel', 'cancel']);
    // Cancelled now, so the account may go without a call to Verotel.
    const del = await t.request('DELETE', '/api/auth/account', { as: user, body: { password: user.password } });
    expect(del.statusCode).toBe(200);
  });
});

describe('Verotel postbacks out of order', () => {
  it('end renewing when an uncancel arrives before the older cancel it undid', async () => {
    const user = await makeUser(t, { verified: true });
    const { params, saleID } = await initial(t, user);
    await postback(params);
    await postback({ event: 'uncancel', shopID: SHOP, saleID });
    await postback({ event: 'cancel', shopID: SHOP, saleID, cancelledBy: 'user' });
    expect(await stored(saleID)).toMatchObject({ cancel_at_period_end: 0, status: 'active' });
  });

  it('keep a cancel that arrived before the initial postback of its sale', async () => {
    const user = await makeUser(t, { verified: true });
    const { params, saleID } = await initial(t, user, '2099-03-01');
    await postback({ event: 'cancel', shopID: SHOP, saleID, referenceID: params.referenceID, cancelledBy: 'user' });
    expect((await account(user)).isPremium).toBe(false);
    await postback(params);
    expect(await stored(saleID)).toMatchObject({ cancel_at_period_end: 1, status: 'active' });
    expect(await account(user)).toMatchObject({ isPremium: true, expiredPremium: '2099-03-02T00:00:00.000Z' });
  });

  it('keep the later period when an older rebill arrives after a newer one', async () => {
    const user = await makeUser(t, { verified: true });
    const { params, saleID } = await initial(t, user, '2099-01-15');
    await postback(params);
    const rebill = (nextChargeOn: string) => ({
      ...CHARGED,
      event: 'rebill',
      shopID: SHOP,
      saleID,
      transactionID: nextTransaction(),
      nextChargeOn,
    });
    await postback(rebill('2099-03-16'));
    await postback(rebill('2099-02-14'));
    expect((await account(user)).expiredPremium).toBe('2099-03-17T00:00:00.000Z');
  });

  it('stay ended when a late rebill for an older period arrives after the expiry', async () => {
    const user = await makeUser(t, { verified: true });
    const { params, saleID } = await initial(t, user, '2099-01-15');
    await postback(params);
    await postback({ event: 'cancel', shopID: SHOP, saleID, cancelledBy: 'user' });
    await postback({ event: 'expiry', shopID: SHOP, saleID });
    await postback({
      ...CHARGED,
      event: 'rebill',
      shopID: SHOP,
      saleID,
      transactionID: nextTransaction(),
      nextChargeOn: '2099-02-14',
    });
    expect(await stored(saleID)).toMatchObject({ status: 'ended' });
    expect((await account(user)).isPremium).toBe(false);
  });
});

describe('Verotel billing portal and account deletion', () => {
  it("links to Verotel's signed cancel-subscription page for the user's sale", async () => {
    const user = await makeUser(t, { verified: true });
    const { params, saleID } = await initial(t, user);
    await postback(params);
    const res = await t.request('POST', '/api/billing/portal', { as: user, body: { email: user.email } });
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json<{ url: string }>().url);
    expect(`${url.origin}${url.pathname}`).toBe('https://secure.verotel.com/cancel-subscription');
    const { signature, ...signed } = Object.fromEntries(url.searchParams);
    expect(signed).toEqual({ saleID, shopID: SHOP, version: '4' });
    expect(signature).toBe(sign(signed));
  });

  it('asks the member to cancel first when the Control Center API is not configured', async () => {
    const user = await makeUser(t, { verified: true });
    const { params, saleID } = await initial(t, user);
    await postback(params);
    const del = () => t.request('DELETE', '/api/auth/account', { as: user, body: { password: user.password } });
    const refused = await del();
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ error: string }>().error).toMatch(/cancel your subscription/i);
    await postback({ shopID: SHOP, saleID, event: 'cancel', cancelledBy: 'user' });
    expect((await del()).statusCode).toBe(200);
  });
});

describe('the API reference in Verotel mode', () => {
  it('documents the payment routes', async () => {
    const res = await t.request('GET', '/api/docs/json');
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/purchase', '/api/billing/portal', '/api/payments/verotel/postback']),
    );
  });
});
