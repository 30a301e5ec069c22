import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../constants.ts';
import { isoDateTime, pagination, positiveIntParam, withinDepth } from './common.ts';

// The billing history's own constants live here, not in constants.ts: the web bundles that module
// with its first page, and nothing of the billing history belongs there.
/**
 * What a payment provider's event was for the member, as the billing history shows it: money
 * (a first payment, a renewal, a failed charge, a refund, a chargeback), and what happened to the
 * subscription (extended by the merchant, cancelled at the period's end, resumed, ended).
 */
export const BILLING_EVENT_KINDS = [
  'payment',
  'renewal',
  'payment_failed',
  'refund',
  'chargeback',
  'extended',
  'cancelled',
  'resumed',
  'ended',
] as const;
export type BillingEventKind = (typeof BILLING_EVENT_KINDS)[number];
/** Entries per page of the billing history. */
export const BILLING_HISTORY_PAGE_SIZE = 10;

/** GET /billing/history: a page of the viewer's own billing history, newest first. */
export const billingHistoryQuery = withinDepth(
  z.object({
    page: positiveIntParam('page').default(1),
    limit: positiveIntParam('limit', MAX_PAGE_SIZE).default(BILLING_HISTORY_PAGE_SIZE),
  }),
);

/** An amount of money in its currency's minor unit (cents), with the ISO 4217 code. */
export const moneyAmount = z.object({ cents: z.number().int(), currency: z.string() });

/** One payment-provider event of the viewer's subscriptions. */
export const billingHistoryItem = z.object({
  id: z.string(),
  kind: z.enum(BILLING_EVENT_KINDS),
  /** The provider that sent it: sandbox, verotel or stripe. */
  provider: z.string(),
  /** When it happened (the provider's time, else when it reached the site). */
  at: isoDateTime,
  /** The subscription's paid-up date after it; null when unknown. */
  periodEnd: isoDateTime.nullable(),
  /** What a payment, renewal, refund or chargeback moved; null when the event carries no amount. */
  amount: moneyAmount.nullable(),
});
export type BillingHistoryItem = z.infer<typeof billingHistoryItem>;

/** A page of the billing history and where it is in the whole. */
export const billingHistoryResponse = z.object({ items: z.array(billingHistoryItem), pagination });
export type BillingHistoryResponse = z.infer<typeof billingHistoryResponse>;

/** Purchase and billing portal bodies and answers (the premium module's calls, docs/product.md#premium). */
export const purchaseBody = z.object({ email: z.email().optional() });
export const urlResponse = z.object({ url: z.string() });
export type UrlResponse = z.infer<typeof urlResponse>;
/** GET /billing/status: the account's subscription with the current provider, as /billing shows it; null without one. */
export const billingStatusResponse = z.object({
  subscription: z
    .object({
      status: z.enum(['pending', 'active', 'past_due', 'ended']),
      /** Cancelled in the portal: premium runs to the period's end, then stops instead of renewing. */
      cancelAtPeriodEnd: z.boolean(),
      /** The end of the paid period: the renewal day, or premium's last day after a cancellation. */
      currentPeriodEnd: isoDateTime.nullable(),
    })
    .nullable(),
});
export type BillingStatusResponse = z.infer<typeof billingStatusResponse>;
