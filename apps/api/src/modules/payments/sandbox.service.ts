import { clock } from '../../lib/clock.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { toIso } from '../../lib/time.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import type { PaymentsRepository } from './payments.repository.ts';
import type { PaymentsService } from './payments.service.ts';
import { checkoutPage, portalPage } from './providers/sandbox-pages.ts';
import { sandboxEvents, type SandboxTokens } from './providers/sandbox.ts';

interface Deps {
  payments: Pick<PaymentsRepository, 'eventSeen' | 'findSubscription' | 'listForUser'>;
  users: Pick<UsersRepository, 'findById'>;
  service: Pick<PaymentsService, 'apply'>;
  tokens: SandboxTokens;
}

const expired = () => badRequest('This sandbox link is invalid or has expired. Please start again from the site.');

/**
 * The sandbox provider's pages and buttons. Pay and the portal buttons become provider events and
 * go through the same `apply` as Stripe's and Verotel's; the token names the account, so the pages
 * work in the new tab they open in, where no session exists.
 */
export function sandboxService({ payments, users, service, tokens }: Deps) {
  async function ownSubscription(userId: number, subscriptionId: string | undefined) {
    const subscription = subscriptionId ? await payments.findSubscription('sandbox', subscriptionId) : undefined;
    if (!subscription || subscription.user_id !== userId) throw notFound('This subscription was not found.');
    return subscription;
  }

  return {
    async checkoutPage(token: string): Promise<string> {
      const claims = tokens.verify(token, ['checkout']);
      const user = claims && (await users.findById(claims.userId));
      if (!claims || !user) throw expired();
      const alreadyPaid = await payments.eventSeen(`sandbox:${sandboxEvents.paid(claims).eventId}`);
      return checkoutPage({ email: user.email, token, alreadyPaid });
    },

    /**
     * Pay: one active subscription per checkout token, however often the form is sent, and none
     * while the account already has a running one (a second tab's checkout charges nothing twice).
     */
    async pay(token: string): Promise<string> {
      const claims = tokens.verify(token, ['checkout']);
      if (!claims) throw expired();
      const running = (await payments.listForUser(claims.userId)).some(
        (s) =>
          s.provider === 'sandbox' &&
          (s.status === 'active' || s.status === 'past_due') &&
          s.current_period_end !== null &&
          new Date(s.current_period_end).getTime() > clock.millis(),
      );
      if (!running) await service.apply(sandboxEvents.paid(claims));
      return '/success';
    },

    async portalPage(token: string): Promise<string> {
      const claims = tokens.verify(token, ['portal']);
      if (!claims) throw expired();
      const s = await ownSubscription(claims.userId, claims.subscriptionId);
      const cancelAtPeriodEnd = s.cancel_at_period_end === 1;
      const ended = s.status === 'ended';
      return portalPage({
        status: s.status,
        periodEnd: toIso(ended && s.ended_at ? s.ended_at : s.current_period_end),
        cancelAtPeriodEnd,
        actionToken: ended
          ? null
          : tokens.sign({
              action: cancelAtPeriodEnd ? 'resume' : 'cancel',
              userId: claims.userId,
              subscriptionId: s.provider_subscription_id,
            }),
      });
    },

    /** Cancel subscription (premium stays until the period end) or Resume; back to a fresh portal page. */
    async portalAction(token: string): Promise<string> {
      const claims = tokens.verify(token, ['cancel', 'resume']);
      if (!claims) throw expired();
      const s = await ownSubscription(claims.userId, claims.subscriptionId);
      await service.apply(sandboxEvents.cancelScheduled(claims, s.provider_subscription_id));
      const view = tokens.sign({ action: 'portal', userId: claims.userId, subscriptionId: s.provider_subscription_id });
      return `/api/payments/sandbox/portal?token=${view}`;
    },
  };
}
export type SandboxService = ReturnType<typeof sandboxService>;
