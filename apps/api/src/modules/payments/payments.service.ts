import { randomBytes } from 'node:crypto';
import type { BillingEventKind } from '@packdex/shared/schemas';
import type { BillingHistoryResponse } from '@packdex/shared/schemas';
import type { Transact } from '../../db/schema.ts';
import { paginationOf } from '../../lib/paging.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { clock } from '../../lib/clock.ts';
import { toIso } from '../../lib/time.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import type { Viewer } from '../users/users.service.ts';
import type { BillingStatusResponse } from '@packdex/shared/schemas';
import type { PaymentProvider, SubscriptionEvent, SubscriptionStatus } from './payment-provider.ts';
import type { PaymentsRepository, SubscriptionRow } from './payments.repository.ts';
import { countNotice, mergeEvent, premiumOf } from './subscription-state.ts';

interface Deps {
  transact: Transact;
  payments: PaymentsRepository;
  users: Pick<UsersRepository, 'findById' | 'findByPaymentCustomer' | 'update'>;
  audit: Pick<AuditRepository, 'record'>;
  /** The configured provider; null when PAYMENTS=off. */
  provider: PaymentProvider | null;
  /** Hears each provider event and what became of it (the metrics). */
  onEvent?: (provider: string, outcome: 'applied' | 'ignored' | 'failed') => void;
}

/**
 * What an event was for the member: the provider's word for a charge, a refund or an extension;
 * otherwise what it changed (the subscription ended, a cancellation was scheduled or withdrawn);
 * `updated` when nothing a member would look for (the history leaves those out).
 */
function historyKind(
  event: SubscriptionEvent,
  before: SubscriptionRow | undefined,
  after: { status: string; cancelAtPeriodEnd: boolean },
): BillingEventKind | 'updated' {
  if (event.kind) return event.kind;
  if (after.status === 'ended') return before?.status === 'ended' ? 'updated' : 'ended';
  const wasCancelling = before?.cancel_at_period_end === 1;
  if (after.cancelAtPeriodEnd !== wasCancelling) return after.cancelAtPeriodEnd ? 'cancelled' : 'resumed';
  return 'updated';
}

interface ApplyResult {
  /** False for a redelivered event, or one about an account that no longer exists. */
  applied: boolean;
  userId: number | null;
}

/**
 * Subscriptions: starting a purchase, opening the provider's portal, and applying provider events
 * (the only way premium is granted or taken away) idempotently and in one transaction each.
 */
export function paymentsService({ transact, payments, users, audit, provider, onEvent }: Deps) {
  function configured(): PaymentProvider {
    if (!provider) throw new AppError(503, 'PAYMENTS_UNAVAILABLE', 'Payments are not available on this site.');
    return provider;
  }

  async function ownAccount(viewer: Viewer) {
    const row = await users.findById(viewer.id);
    if (!row) throw new AppError(401, 'UNAUTHORIZED', 'Your session has expired. Please sign in again.');
    return { id: row.id, email: row.email, customerId: row.payment_customer_id };
  }

  /** The subscription a portal or a cancellation is about: the newest of the current provider's. */
  async function latestSubscription(userId: number): Promise<SubscriptionRow | undefined> {
    const name = provider?.name;
    return (await payments.listForUser(userId)).find((s) => s.provider === name);
  }

  /** Applies a provider's event once (a redelivery is ignored), and says what became of it. */
  async function apply(event: SubscriptionEvent): Promise<ApplyResult> {
    try {
      const result = await applyOnce(event);
      onEvent?.(event.provider, result.applied ? 'applied' : 'ignored');
      return result;
    } catch (err) {
      onEvent?.(event.provider, 'failed');
      throw err;
    }
  }

  async function applyOnce(event: SubscriptionEvent): Promise<ApplyResult> {
    return transact(async (trx) => {
      const receivedAt = clock.now();
      const at = receivedAt.toISOString();
      await payments.lockSubscription(event.provider, event.subscriptionId, trx);
      const existing = await payments.findSubscription(event.provider, event.subscriptionId, trx);
      // A notice without an id of its own is told from its redelivery by the subscription's counts.
      const notices = countNotice(existing, event.notice);
      if (!notices) return { applied: false, userId: null };
      const eventId = notices.ordinal === null ? event.eventId : `${event.eventId}-${notices.ordinal}`;
      const fresh = await payments.markEventSeen(`${event.provider}:${eventId}`, event.provider, event.type, at, trx);
      if (!fresh) return { applied: false, userId: null };
      // The account: the stored subscription's, else the checkout's or the customer's this database
      // holds. An event names an account only through what is stored here: after a restore, one
      // about an account the backup lacks finds nothing, instead of whoever was given its id since.
      const userId =
        existing?.user_id ??
        (event.checkout ? await payments.checkoutUser(event.provider, event.checkout, trx) : undefined) ??
        (event.provider === 'sandbox' ? event.userId : undefined) ??
        (event.customerId ? (await users.findByPaymentCustomer(event.customerId, trx))?.id : undefined);
      const user = userId === undefined || userId === null ? undefined : await users.findById(userId, trx);
      // An event about an account that was deleted (or never ours) is acknowledged and dropped.
      if (!user) return { applied: false, userId: null };

      // A subscription to another plan (a price, currency or period the site does not sell, a
      // trial) is recorded, and grants nothing (no access, no period) until an event says it is on
      // the site's plan.
      const granted =
        event.offPlan && (event.status === 'active' || event.status === 'past_due')
          ? { ...event, status: 'pending' as const, periodEnd: undefined }
          : event;
      const merged = mergeEvent(existing, granted, notices, receivedAt);
      const saved = await payments.saveSubscription(
        {
          userId: user.id,
          provider: event.provider,
          customerId: event.customerId ?? existing?.provider_customer_id ?? null,
          subscriptionId: event.subscriptionId,
          ...merged,
          at,
        },
        existing,
        trx,
      );
      await payments.describeEvent(
        `${event.provider}:${eventId}`,
        {
          userId: user.id,
          subscriptionId: event.subscriptionId,
          kind: historyKind(event, existing, merged),
          happenedAt: (event.occurredAt ?? receivedAt).toISOString(),
          periodEnd: merged.periodEnd,
          amount: event.amount ?? null,
        },
        trx,
      );
      const premium = premiumOf(await payments.listForUser(user.id, trx));
      const before = { isPremium: user.is_premium === 1, expiresAt: toIso(user.premium_expires_at) };
      if (before.isPremium !== premium.isPremium || before.expiresAt !== premium.expiresAt) {
        await users.update(
          user.id,
          { is_premium: premium.isPremium ? 1 : 0, premium_expires_at: premium.expiresAt },
          trx,
        );
      }
      // Provider events have no admin behind them: the log shows them with admin_id null.
      await audit.record(
        {
          adminId: null,
          action: `subscription.${event.provider}.${event.type}`,
          entity: 'user',
          entityId: user.id,
          // The admin log reads label/before/after; the rest says which event and subscription.
          details: {
            label: user.email,
            before,
            after: premium,
            eventId,
            ...(event.offPlan ? { offPlan: event.offPlan } : {}),
            subscription: {
              id: saved.provider_subscription_id,
              status: saved.status,
              periodEnd: merged.periodEnd,
              cancelAtPeriodEnd: merged.cancelAtPeriodEnd,
            },
          },
          at,
        },
        trx,
      );
      return { applied: true, userId: user.id };
    });
  }

  return {
    apply,

    /** Buying (docs/product.md#premium): signed in (the route checks), verified e-mail, not premium yet; then the provider's checkout URL. */
    async purchase(viewer: Viewer): Promise<{ url: string }> {
      if (!viewer.isVerified) {
        throw new AppError(
          403,
          'EMAIL_NOT_VERIFIED',
          'You need to verify your email before purchasing premium. Please check your inbox.',
        );
      }
      if (viewer.isPremium)
        throw new AppError(409, 'ALREADY_PREMIUM', 'You already have an active premium subscription.');
      const p = configured();
      const user = await ownAccount(viewer);
      const reference = `co_${randomBytes(16).toString('hex')}`;
      await payments.insertCheckout({ reference, userId: user.id, provider: p.name, at: clock.now().toISOString() });
      const { url, customerId } = await p.checkout(user, reference);
      if (customerId && customerId !== user.customerId)
        await users.update(user.id, { payment_customer_id: customerId });
      return { url };
    },

    /** The provider's page for managing the viewer's subscription; 404 for someone who never had one. */
    async portal(viewer: Viewer): Promise<{ url: string }> {
      const p = configured();
      const subscription = await latestSubscription(viewer.id);
      if (!subscription) throw notFound('You have no subscription to manage.');
      return { url: await p.portal(subscription, await ownAccount(viewer)) };
    },

    /**
     * What /billing shows of the viewer's subscription: the one the portal opens (the newest with the
     * current provider), whether it renews or was cancelled, and its period's end; null without one.
     */
    async status(viewer: Viewer): Promise<BillingStatusResponse> {
      const s = await latestSubscription(viewer.id);
      if (!s) return { subscription: null };
      return {
        subscription: {
          status: s.status as SubscriptionStatus,
          cancelAtPeriodEnd: s.cancel_at_period_end === 1,
          currentPeriodEnd: toIso(s.current_period_end),
        },
      };
    },

    /** The viewer's own billing history, newest first: payments, renewals and what became of the subscription. */
    async history(viewer: Viewer, page: { page: number; limit: number }): Promise<BillingHistoryResponse> {
      const [rows, total] = await Promise.all([payments.history(viewer.id, page), payments.countHistory(viewer.id)]);
      return {
        items: rows.map((row) => ({
          id: row.id,
          kind: row.kind as BillingEventKind,
          provider: row.provider,
          at: toIso(row.happened_at ?? row.received_at),
          periodEnd: toIso(row.period_end),
          amount:
            row.amount_cents === null || row.currency === null
              ? null
              : { cents: row.amount_cents, currency: row.currency },
        })),
        pagination: paginationOf(page.page, page.limit, total),
      };
    },

    /** The viewer's newest subscription with the current provider, if any (the sandbox portal shows it). */
    latestSubscription,

    /**
     * Before an account is deleted: stops every subscription still billing at the provider, so
     * nobody is charged for an account that no longer exists.
     */
    async cancelBeforeDeletion(userId: number): Promise<void> {
      const billing = (await payments.listForUser(userId)).filter(
        (s) => s.status !== 'ended' && s.cancel_at_period_end !== 1,
      );
      for (const subscription of billing) {
        if (!provider || subscription.provider !== provider.name) {
          throw new AppError(
            409,
            'CONFLICT',
            'Your subscription is with a payment provider this site no longer uses. Please contact support to cancel it before deleting your account.',
          );
        }
        const event = await provider.cancelNow(subscription);
        if (event) await apply(event);
      }
    },
  };
}
export type PaymentsService = ReturnType<typeof paymentsService>;
