import type { BillingEventKind } from '@packdex/shared/schemas';
import type { SubscriptionRow } from './payments.repository.ts';

type ProviderName = 'sandbox' | 'verotel' | 'stripe';

/**
 * A subscription's state as the service keeps it. `active` and `past_due` (a renewal failed and
 * the provider is retrying) keep premium until the period end; `pending` (checkout not paid yet)
 * and `ended` (expired, deleted, refunded, charged back) do not. `ended` is final.
 */
export type SubscriptionStatus = 'active' | 'past_due' | 'pending' | 'ended';

/**
 * One provider event in the provider-neutral terms the payments service applies. Fields left
 * undefined leave what is stored unchanged.
 */
export interface SubscriptionEvent {
  provider: ProviderName;
  /** The provider's own id of the event (a redelivery carries the same one). */
  eventId: string;
  /** The provider's name for the event, kept for the record. */
  type: string;
  /**
   * When the provider says it happened (not when it reached us); null when its notices carry no
   * time (Verotel), and then only the period an event opens and its kind order it.
   */
  occurredAt: Date | null;
  subscriptionId: string;
  customerId?: string | null | undefined;
  /**
   * The reference of the checkout the site started (Stripe's client reference or subscription
   * metadata, Verotel's referenceID): how an event about a subscription the site does not hold yet
   * names its account. Never an account id, which a restore can hand to someone else.
   */
  checkout?: string | null | undefined;
  /** The account, from the site's own signed token (the sandbox only: no outside provider's word). */
  userId?: number | null | undefined;
  status?: SubscriptionStatus | undefined;
  periodEnd?: Date | null | undefined;
  cancelAtPeriodEnd?: boolean | undefined;
  /**
   * A cancel or resume notice with neither an id nor a time of its own (Verotel's cancel and
   * uncancel): the service numbers it among the subscription's notices (`<eventId>-<n>`) and takes
   * the cancel flag from their counts, not from this event.
   */
  notice?: 'cancel' | 'resume' | undefined;
  /**
   * Why the event's plan is not the site's, when it is not: another price, currency or period, more
   * than one of it, or a trial. Such an event grants nothing (the service keeps it `pending`).
   */
  offPlan?: string | undefined;
  /**
   * What the event is for the member's billing history when the provider says so (a charge, a
   * refund, an extension); otherwise the service reads it from what the event changed (cancelled,
   * resumed, ended).
   */
  kind?:
    | Extract<BillingEventKind, 'payment' | 'renewal' | 'payment_failed' | 'refund' | 'chargeback' | 'extended'>
    | undefined;
  /** The money the event moved, in the currency's minor unit, when the provider says. */
  amount?: { cents: number; currency: string } | undefined;
}

interface CheckoutUser {
  id: number;
  email: string;
  /** The provider customer already made for this account, if any (Stripe). */
  customerId: string | null;
}

/** What every payment provider does for the service; incoming events are read by its routes. */
export interface PaymentProvider {
  name: ProviderName;
  /**
   * A URL where the user pays for the subscription, naming the checkout by `reference`;
   * `customerId` when one was created for the account.
   */
  checkout(user: CheckoutUser, reference: string): Promise<{ url: string; customerId?: string }>;
  /** A URL where the user manages (cancels) this subscription. */
  portal(subscription: SubscriptionRow, user: CheckoutUser): Promise<string>;
  /**
   * Stops the subscription at the provider at once (the account is being deleted). Returns the
   * event that says so when the provider answers synchronously, or null when its own event will.
   */
  cancelNow(subscription: SubscriptionRow): Promise<SubscriptionEvent | null>;
}
