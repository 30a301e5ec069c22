import type Stripe from 'stripe';
import { AppError, badRequest, notFound } from '../../../lib/errors.ts';
import { clock } from '../../../lib/clock.ts';
import { onUse } from '../../../lib/on-use.ts';
import type { PaymentProvider, SubscriptionEvent, SubscriptionStatus } from '../payment-provider.ts';

interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  priceId: string;
  /** Where the SDK sends requests instead of api.stripe.com (stripe-mock, tests). */
  apiBase: string | undefined;
  publicUrl: string;
}

/** The Stripe SDK, loaded only when PAYMENTS=stripe. */
const StripeSdk = onUse<typeof Stripe>('stripe');

/** The official SDK, pointed at `apiBase` through its host/port/protocol options when one is set. */
export function stripeClient(s: Pick<StripeSettings, 'secretKey' | 'apiBase'>): Stripe {
  if (!s.apiBase) return new (StripeSdk())(s.secretKey, { maxNetworkRetries: 2 });
  const base = new URL(s.apiBase);
  const protocol = base.protocol === 'http:' ? 'http' : 'https';
  return new (StripeSdk())(s.secretKey, {
    host: base.hostname,
    port: base.port || (protocol === 'http' ? 80 : 443),
    protocol,
    maxNetworkRetries: 0,
  });
}

const unreachable = (cause: unknown) =>
  Object.assign(
    new AppError(502, 'SERVICE_UNAVAILABLE', 'The payment provider could not be reached. Please try again.'),
    { cause },
  );

/** Stripe calls that fail become a readable 502 (the cause stays on the error for the log). */
async function call<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    throw unreachable(err);
  }
}

const idOf = (v: string | { id: string } | null | undefined) => (v == null ? null : typeof v === 'string' ? v : v.id);
const at = (seconds: number) => new Date(seconds * 1000);

/** Stripe's subscription statuses in the service's terms. */
function statusOf(status: Stripe.Subscription.Status): SubscriptionStatus {
  switch (status) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'past_due':
      return 'past_due';
    case 'canceled':
    case 'incomplete_expired':
      return 'ended';
    case 'incomplete':
    case 'unpaid':
    case 'paused':
    default:
      // No access until Stripe says it is paid again.
      return 'pending';
  }
}

/** Why a subscription is not one of the configured price, once and paid for; undefined when it is. */
function planProblem(sub: Stripe.Subscription, priceId: string): string | undefined {
  if (sub.status === 'trialing') return 'a trial';
  const prices = sub.items.data.map((item) => `${item.price?.id ?? 'no price'} × ${item.quantity ?? 1}`);
  if (prices.length !== 1 || prices[0] !== `${priceId} × 1`) return `prices ${prices.join(', ') || 'none'}`;
  return undefined;
}

/** Why an invoice is not for the configured price alone; undefined when it is. */
function invoicePlanProblem(invoice: Stripe.Invoice, priceId: string): string | undefined {
  const prices = invoice.lines.data.map((line) => idOf(line.pricing?.price_details?.price) ?? 'no price');
  if (prices.length === 0 || prices.some((p) => p !== priceId)) return `invoice for ${prices.join(', ') || 'nothing'}`;
  return undefined;
}

/** A subscription snapshot (event payload or API answer) as a normalised event. */
function fromSubscription(
  sub: Stripe.Subscription,
  meta: { eventId: string; type: string; occurredAt: Date; checkout?: string | null },
  priceId: string,
): SubscriptionEvent {
  const ends = sub.items.data.map((item) => item.current_period_end).filter((n) => typeof n === 'number');
  return {
    provider: 'stripe',
    eventId: meta.eventId,
    type: meta.type,
    occurredAt: meta.occurredAt,
    subscriptionId: sub.id,
    customerId: idOf(sub.customer),
    checkout: meta.checkout ?? sub.metadata?.checkout ?? null,
    status: statusOf(sub.status),
    periodEnd: ends.length ? at(Math.max(...ends)) : null,
    // The portal cancels either "at period end" or with a cancel_at date; both keep access until then.
    cancelAtPeriodEnd: sub.cancel_at_period_end || sub.cancel_at !== null,
    offPlan: planProblem(sub, priceId),
  };
}

/** An invoice's amount in its currency's minor unit; undefined when the invoice does not say. */
function amountOf(cents: number | undefined, currency: string | undefined): SubscriptionEvent['amount'] {
  return Number.isInteger(cents) && typeof currency === 'string' && currency !== ''
    ? { cents: cents!, currency: currency.toUpperCase() }
    : undefined;
}

function fromInvoice(
  invoice: Stripe.Invoice,
  event: Stripe.Event,
  paid: boolean,
  priceId: string,
): SubscriptionEvent[] {
  const details = invoice.parent?.subscription_details;
  const subscriptionId = idOf(details?.subscription);
  if (!subscriptionId) return [];
  const ends = invoice.lines.data.map((line) => line.period.end);
  return [
    {
      provider: 'stripe',
      eventId: event.id,
      type: event.type,
      occurredAt: at(event.created),
      subscriptionId,
      customerId: idOf(invoice.customer),
      checkout: details?.metadata?.checkout ?? null,
      status: paid ? 'active' : 'past_due',
      periodEnd: paid && ends.length ? at(Math.max(...ends)) : undefined,
      offPlan: invoicePlanProblem(invoice, priceId),
      // A subscription's later invoices renew it; its first (and one for a change of plan) pays for it.
      kind: paid ? (invoice.billing_reason === 'subscription_cycle' ? 'renewal' : 'payment') : 'payment_failed',
      amount: amountOf(paid ? invoice.amount_paid : invoice.amount_due, invoice.currency),
    },
  ];
}

/**
 * PAYMENTS=stripe: Checkout in subscription mode for the configured price (the client never
 * names one), one customer per account, the Billing Portal for that customer only.
 */
export function stripeProvider(stripe: Stripe, s: StripeSettings): PaymentProvider {
  return {
    name: 'stripe',
    async checkout(user, reference) {
      const customerId =
        user.customerId ??
        (
          await call(() =>
            stripe.customers.create(
              { email: user.email, metadata: { userId: String(user.id) } },
              // Two purchases started at once still make one customer.
              { idempotencyKey: `packdex-customer-${user.id}` },
            ),
          )
        ).id;
      const session = await call(() =>
        stripe.checkout.sessions.create({
          mode: 'subscription',
          customer: customerId,
          client_reference_id: reference,
          line_items: [{ price: s.priceId, quantity: 1 }],
          subscription_data: { metadata: { checkout: reference } },
          success_url: `${s.publicUrl}/success`,
          cancel_url: `${s.publicUrl}/cancel`,
        }),
      );
      if (!session.url) throw unreachable(new Error('Checkout session without a url'));
      return { url: session.url, customerId };
    },

    async portal(subscription, user) {
      const customer = user.customerId ?? subscription.provider_customer_id;
      if (!customer) throw notFound('You have no subscription to manage.');
      const session = await call(() =>
        stripe.billingPortal.sessions.create({ customer, return_url: `${s.publicUrl}/billing` }),
      );
      return session.url;
    },

    async cancelNow(subscription) {
      let sub: Stripe.Subscription;
      try {
        sub = await stripe.subscriptions.cancel(subscription.provider_subscription_id);
      } catch (err) {
        // Stripe no longer has it running (already cancelled, or gone): nothing left to stop.
        if (err instanceof StripeSdk().errors.StripeInvalidRequestError) return null;
        throw unreachable(err);
      }
      return fromSubscription(
        sub,
        {
          eventId: `cancel-on-deletion-${sub.id}`,
          type: 'subscription.cancelled_on_account_deletion',
          occurredAt: clock.now(),
        },
        s.priceId,
      );
    },
  };
}

/** Verifies and reads Stripe's webhook deliveries. */
export function stripeWebhooks(stripe: Stripe, secret: string, priceId: string) {
  return {
    /**
     * The normalised events of one delivery: none for event types we do not use. A bad or missing
     * signature, an altered body or a stale timestamp (the SDK's default tolerance) is a 400.
     */
    async read(rawBody: Buffer, signature: string | undefined): Promise<SubscriptionEvent[]> {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? '', secret);
      } catch {
        throw badRequest('The webhook signature is missing or invalid.');
      }
      const meta = { eventId: event.id, type: event.type, occurredAt: at(event.created) };
      if (event.type === 'checkout.session.completed') {
        const session = event.data.object;
        const subscriptionId = idOf(session.subscription);
        if (session.mode !== 'subscription' || !subscriptionId) return [];
        // The session does not carry the period: ask Stripe for the subscription as it is now.
        const sub =
          typeof session.subscription === 'object' && session.subscription
            ? session.subscription
            : await call(() => stripe.subscriptions.retrieve(subscriptionId));
        return [fromSubscription(sub, { ...meta, checkout: session.client_reference_id }, priceId)];
      }
      if (
        event.type === 'customer.subscription.created' ||
        event.type === 'customer.subscription.updated' ||
        event.type === 'customer.subscription.deleted'
      ) {
        return [fromSubscription(event.data.object, meta, priceId)];
      }
      if (event.type === 'invoice.paid') return fromInvoice(event.data.object, event, true, priceId);
      if (event.type === 'invoice.payment_failed') return fromInvoice(event.data.object, event, false, priceId);
      // Every other event type is acknowledged and left alone.
      return [];
    },
  };
}
export type StripeWebhooks = ReturnType<typeof stripeWebhooks>;
