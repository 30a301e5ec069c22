import type { Generated } from 'kysely';
import type { Flag, Timestamp } from './columns.ts';

export interface SubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  provider: string;
  provider_customer_id: string | null;
  provider_subscription_id: string;
  status: string;
  current_period_end: Timestamp | null;
  cancel_at_period_end: Generated<Flag>;
  /** When the provider said what the row now holds (its event time, not our arrival time). */
  last_event_at: Timestamp | null;
  /** When the subscription ended for good (expired, deleted, refunded, charged back). */
  ended_at: Timestamp | null;
  /** Cancel and resume notices without an id of their own applied so far (Verotel's cancel/uncancel). */
  cancel_notices: Generated<number>;
  resume_notices: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/**
 * Provider webhook events already seen, so a redelivered one is processed once. `id` is
 * `<provider>:<provider's event id>`, so the primary key is unique per provider and event.
 */
export interface PaymentEventsTable {
  id: string;
  provider: string;
  type: string;
  received_at: Timestamp;
  processed_at: Timestamp | null;
  /** The account the event was applied to (null: none, or deleted since); its billing history. */
  user_id: number | null;
  /** The provider's id of the subscription it was about. */
  subscription_id: string | null;
  /** What it was for the member (BILLING_EVENT_KINDS, or `updated`: nothing to show). */
  kind: string | null;
  /** When it happened: the provider's time, else when it arrived. */
  happened_at: Timestamp | null;
  /** The subscription's paid-up date after it. */
  period_end: Timestamp | null;
  /** What a payment, renewal, refund or chargeback moved, in the currency's minor unit, when known. */
  amount_cents: number | null;
  currency: string | null;
}

/** A checkout the site started: its random reference is what provider events name the account by. */
export interface PaymentCheckoutsTable {
  reference: string;
  user_id: number;
  provider: string;
  created_at: Timestamp;
}

export interface PaymentsTables {
  subscriptions: SubscriptionsTable;
  payment_events: PaymentEventsTable;
  payment_checkouts: PaymentCheckoutsTable;
}
