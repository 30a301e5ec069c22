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
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Provider webhook events already seen, so a redelivered one is processed once. */
export interface PaymentEventsTable {
  id: string;
  provider: string;
  type: string;
  received_at: Timestamp;
  processed_at: Timestamp | null;
}

export interface PaymentsTables {
  subscriptions: SubscriptionsTable;
  payment_events: PaymentEventsTable;
}
