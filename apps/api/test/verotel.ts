// Verotel FlexPay as the tests see it: the shop's settings, signatures computed here from the
// FlexPay rules (independently of the provider's code), and signed postbacks sent to the app.
import { createHash } from 'node:crypto';
import type { TestApp } from './build-test-app.ts';
import { makeCheckout, type TestUser } from './factories.ts';

export const SHOP = '98765';
export const KEY = 'verotel-test-signature-key';
export const VEROTEL_ENV = { PAYMENTS: 'verotel', VEROTEL_SHOP_ID: SHOP, VEROTEL_SIGNATURE_KEY: KEY };

/** Lowercase hex SHA-256 of "key:name=value:…" over the parameters sorted by name. */
export function sign(params: Record<string, string>, key = KEY): string {
  const text = [
    key,
    ...Object.keys(params)
      .sort()
      .map((k) => `${k}=${params[k]}`),
  ].join(':');
  return createHash('sha256').update(text).digest('hex');
}

let sale = 5_000_000;
let transaction = 9_000_000;
/** What FlexPay's charge postbacks (initial, rebill) say was charged: the shop's price. */
export const CHARGED = { priceAmount: '12.00', priceCurrency: 'USD' };

/** A transaction id FlexPay has not used yet. */
export const nextTransaction = () => String(++transaction);

/** Sends a postback as FlexPay does: a GET with the parameters and their signature. */
export const postback = (t: TestApp, params: Record<string, string>, signature = sign(params)) =>
  t.request('GET', `/api/payments/verotel/postback?${new URLSearchParams({ ...params, signature }).toString()}`);

/**
 * The `initial` postback of a new recurring sale for the user, renewing on `nextChargeOn`, naming
 * a checkout the site started for them (as FlexPay echoes the start URL's referenceID).
 */
export async function initial(t: TestApp, user: TestUser, nextChargeOn = '2099-01-15') {
  const referenceID = await makeCheckout(t, user, 'verotel');
  const saleID = String(++sale);
  return {
    saleID,
    params: {
      event: 'initial',
      shopID: SHOP,
      saleID,
      transactionID: nextTransaction(),
      referenceID,
      priceAmount: '12.00',
      priceCurrency: 'USD',
      paymentMethod: 'CC',
      type: 'subscription',
      subscriptionType: 'recurring',
      period: 'P30D',
      nextChargeOn,
    },
  };
}

/** The account as its owner sees it. */
export const account = async (t: TestApp, user: TestUser) =>
  (await t.request('GET', '/api/auth/dashboard', { as: user })).json<{
    user: { isPremium: boolean; expiredPremium: string | null };
  }>().user;

/** The stored subscription of a sale. */
export const storedSale = (t: TestApp, saleID: string) =>
  t.database.db
    .selectFrom('subscriptions')
    .selectAll()
    .where('provider', '=', 'verotel')
    .where('provider_subscription_id', '=', saleID)
    .executeTakeFirstOrThrow();

/** The Verotel events applied to the user's account, oldest first, as the audit log names them. */
export const appliedEvents = async (t: TestApp, user: TestUser) =>
  (
    await t.database.db
      .selectFrom('admin_audit_log')
      .select('action')
      .where('entity', '=', 'user')
      .where('entity_id', '=', user.id)
      .where('action', 'like', 'subscription.verotel.%')
      .orderBy('id')
      .execute()
  ).map((r) => r.action.replace('subscription.verotel.', ''));
