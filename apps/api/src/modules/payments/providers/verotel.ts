import { createHash, timingSafeEqual } from 'node:crypto';
import { AppError, badRequest } from '../../../lib/errors.ts';
import { clock } from '../../../lib/clock.ts';
import type { PaymentProvider, SubscriptionEvent } from '../payment-provider.ts';
import { cancelSale, type ControlCenterSettings } from './verotel-control-center.ts';

interface VerotelSettings {
  shopId: string;
  signatureKey: string;
  /** The FlexPay brand's address, https://secure.verotel.com by default. */
  baseUrl: string;
  publicUrl: string;
  price: { amount: string; currency: string; period: string };
  /** The Control Center API, when the merchant account has it: cancels sales from the server. */
  controlCenter: ControlCenterSettings | null;
}

/** FlexPay protocol version of the start and cancel URLs. */
const VERSION = '4';

/** The start-URL parameters FlexPay includes in the signature (others would be passed unsigned). */
const SIGNED_PARAMETERS = new Set([
  'version',
  'shopID',
  'priceAmount',
  'priceCurrency',
  'paymentMethod',
  'description',
  'referenceID',
  'saleID',
  'custom1',
  'custom2',
  'custom3',
  'subscriptionType',
  'period',
  'name',
  'trialAmount',
  'trialPeriod',
  'cancelDiscountPercentage',
  'type',
  'successURL',
  'declineURL',
  'precedingSaleID',
  'upgradeOption',
  'mcc',
  'subCreditorName',
  'subCreditorId',
  'subCreditorCountry',
]);

/**
 * FlexPay's signature: lowercase hex SHA-256 of `key:name1=value1:name2=value2…`, the parameters
 * sorted by name (byte order), values as sent (not URL-encoded).
 */
function flexpaySignature(key: string, params: Record<string, string>): string {
  const parts = Object.keys(params)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .map((name) => `${name}=${params[name]}`);
  return createHash('sha256')
    .update([key, ...parts].join(':'), 'utf8')
    .digest('hex');
}

/** A FlexPay URL: the parameters (empty ones dropped) signed and appended as `signature`. */
function signedUrl(s: VerotelSettings, path: string, params: Record<string, string>): string {
  const all: Record<string, string> = { ...params, version: VERSION, shopID: s.shopId };
  const kept = Object.fromEntries(Object.entries(all).filter(([, v]) => v !== ''));
  const signed = Object.fromEntries(Object.entries(kept).filter(([k]) => SIGNED_PARAMETERS.has(k)));
  const query = new URLSearchParams({ ...kept, signature: flexpaySignature(s.signatureKey, signed) });
  return `${s.baseUrl}${path}?${query.toString()}`;
}

const DAY = 86_400_000;
/** A FlexPay date (YYYY-MM-DD) as the end of that day, UTC, so the charge day is still covered. */
function endOfDay(value: string | undefined): Date | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const start = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(start.getTime()) ? null : new Date(start.getTime() + DAY);
}
const THIRTY_DAYS = 30 * DAY;

/** The money a postback names (priceAmount, priceCurrency), in cents; undefined when it names none. */
function amountOf(params: Record<string, string>): SubscriptionEvent['amount'] {
  const { priceAmount, priceCurrency } = params;
  if (!priceAmount || !/^\d+(\.\d{1,2})?$/.test(priceAmount) || !/^[A-Za-z]{3}$/.test(priceCurrency ?? ''))
    return undefined;
  return { cents: Math.round(Number(priceAmount) * 100), currency: priceCurrency!.toUpperCase() };
}

/** Verotel's cancel of a sale, as its postback says it or as the Control Center confirmed it. */
function cancelNotice(saleId: string, checkout: string | null): SubscriptionEvent {
  return {
    provider: 'verotel',
    // The service numbers cancels per sale (`cancel-<sale>-<n>`): the postback has no id of its own.
    eventId: `cancel-${saleId}`,
    type: 'cancel',
    occurredAt: null,
    subscriptionId: saleId,
    checkout,
    notice: 'cancel',
  };
}

/**
 * PAYMENTS=verotel (adult-approved): a signed FlexPay start URL for a recurring subscription whose
 * referenceID is the account, and Verotel's signed cancel-subscription link as the portal.
 */
export function verotelProvider(s: VerotelSettings): PaymentProvider {
  return {
    name: 'verotel',
    checkout(_user, reference) {
      return Promise.resolve({
        url: signedUrl(s, '/startorder', {
          type: 'subscription',
          subscriptionType: 'recurring',
          period: s.price.period,
          priceAmount: s.price.amount,
          priceCurrency: s.price.currency,
          description: 'Packdex Premium',
          referenceID: reference,
          successURL: `${s.publicUrl}/success`,
          declineURL: `${s.publicUrl}/cancel`,
        }),
      });
    },
    portal(subscription) {
      return Promise.resolve(signedUrl(s, '/cancel-subscription', { saleID: subscription.provider_subscription_id }));
    },
    async cancelNow(subscription) {
      if (!s.controlCenter) {
        // Without the Control Center API, FlexPay cannot cancel from the server: the member does it
        // on Verotel's page, and the cancel postback lets the deletion go ahead.
        throw new AppError(
          409,
          'CONFLICT',
          'Please cancel your subscription with Open Billing Portal first, then delete your account.',
        );
      }
      await cancelSale(s.controlCenter, subscription.provider_subscription_id);
      return cancelNotice(subscription.provider_subscription_id, null);
    },
  };
}

/** Verifies and reads FlexPay postbacks. */
/** Why a postback's sale is not the configured plan (price, currency, period, no trial); undefined when it is. */
function planProblem(params: Record<string, string>, price: VerotelSettings['price']): string | undefined {
  const cents = (amount: string | undefined) =>
    amount !== undefined && /^\d+(\.\d{1,2})?$/.test(amount) ? Math.round(Number(amount) * 100) : NaN;
  const { priceAmount, priceCurrency, period, trialAmount, trialPeriod, subscriptionPhase } = params;
  if (subscriptionPhase === 'trial' || trialAmount !== undefined || trialPeriod !== undefined) return 'a trial';
  if (cents(priceAmount) !== cents(price.amount) || priceCurrency?.toUpperCase() !== price.currency.toUpperCase())
    return `${priceAmount ?? 'no amount'} ${priceCurrency ?? 'no currency'}`;
  if (period !== undefined && period !== price.period) return `period ${period}`;
  return undefined;
}

export function verotelPostbacks(s: Pick<VerotelSettings, 'shopId' | 'signatureKey' | 'price'>) {
  return {
    /**
     * The normalised event of one postback (null for events that do not concern a subscription's
     * state). A missing or wrong signature, or another shop's postback, is a 400.
     */
    read(query: Record<string, unknown>): SubscriptionEvent | null {
      const params: Record<string, string> = {};
      for (const [name, value] of Object.entries(query)) {
        if (typeof value !== 'string') throw badRequest(`The postback parameter ${name} is given more than once.`);
        params[name] = value;
      }
      const { signature, ...signed } = params;
      if (!signature) throw badRequest('The postback signature is missing.');
      if (signed.shopID === undefined) signed.shopID = s.shopId;
      const expected = Buffer.from(flexpaySignature(s.signatureKey, signed));
      const given = Buffer.from(signature.toLowerCase());
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
        throw badRequest('The postback signature is invalid.');
      }
      if (signed.shopID !== s.shopId) throw badRequest('The postback is for another shop.');

      const { event, saleID, transactionID } = signed;
      if (!event || !saleID) throw badRequest('The postback has no event or saleID.');
      const checkout = signed.referenceID ?? null;
      const dated = signed.nextChargeOn ?? signed.expiresOn;
      const base = {
        provider: 'verotel' as const,
        // Transactions have their own id; an extension is told apart by the date it runs to, and a
        // sale expires once.
        eventId: transactionID ? `${event}-${transactionID}` : `${event}-${saleID}${dated ? `-${dated}` : ''}`,
        type: event,
        // FlexPay postbacks carry no time: the period an event opens and its kind order it.
        occurredAt: null,
        subscriptionId: saleID,
        checkout,
      };
      const nextCharge = endOfDay(signed.nextChargeOn) ?? endOfDay(signed.expiresOn);
      switch (event) {
        case 'initial':
        case 'rebill':
        case 'extend':
          return {
            ...base,
            kind: event === 'initial' ? 'payment' : event === 'rebill' ? 'renewal' : 'extended',
            amount: event === 'extend' ? undefined : amountOf(signed),
            status: 'active',
            periodEnd: nextCharge ?? new Date(clock.now().getTime() + THIRTY_DAYS),
            // A charge (initial, rebill) must be the site's price; an extension is the merchant's own.
            offPlan: event === 'extend' ? undefined : planProblem(signed, s.price),
          };
        case 'cancel':
          return { ...cancelNotice(saleID, checkout), periodEnd: endOfDay(signed.expiresOn) ?? undefined };
        case 'uncancel':
          return { ...base, eventId: `uncancel-${saleID}`, notice: 'resume' };
        case 'expiry':
          return { ...base, status: 'ended' };
        case 'credit':
        case 'chargeback':
          // A refund or a chargeback takes the money back, so premium stops at once.
          return {
            ...base,
            kind: event === 'credit' ? 'refund' : 'chargeback',
            amount: amountOf(signed),
            status: 'ended',
          };
        default:
          return null;
      }
    },
  };
}
export type VerotelPostbacks = ReturnType<typeof verotelPostbacks>;
