import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { PREMIUM_PRICE_CENTS } from '@packdex/shared/constants';
import { clock } from '../../../lib/clock.ts';
import type { PaymentProvider, SubscriptionEvent } from '../payment-provider.ts';

/** What a sandbox link or form may do, for whom. */
interface SandboxClaims {
  /** checkout: the checkout page and its Pay; portal: the portal page; cancel/resume: its buttons. */
  action: 'checkout' | 'portal' | 'cancel' | 'resume';
  userId: number;
  /** The subscription a portal token is about. */
  subscriptionId?: string;
  /** Random, so each token is one checkout (one payment at most) or one button press. */
  nonce: string;
  expiresAt: number;
}

const TOKEN_TTL_MS = 60 * 60 * 1000;
const ACTIONS = ['checkout', 'portal', 'cancel', 'resume'];

/**
 * Signed tokens for the sandbox pages: HMAC-SHA256 over the claims with a key of their own derived
 * from the server secret. They stand in for a provider session id, and the forms post them back,
 * so another site cannot make a signed-in browser pay or cancel (no cookie is involved at all).
 */
export function sandboxTokens(secret: string) {
  const key = createHmac('sha256', secret).update('packdex sandbox payments').digest();
  const mac = (body: string) => createHmac('sha256', key).update(body).digest('base64url');
  return {
    sign(claims: Omit<SandboxClaims, 'nonce' | 'expiresAt'>): string {
      const full: SandboxClaims = {
        ...claims,
        nonce: randomBytes(12).toString('base64url'),
        expiresAt: clock.millis() + TOKEN_TTL_MS,
      };
      const body = Buffer.from(JSON.stringify(full)).toString('base64url');
      return `${body}.${mac(body)}`;
    },
    /** The claims of a valid, unexpired token for one of `actions`; null otherwise. */
    verify(token: string, actions: SandboxClaims['action'][]): SandboxClaims | null {
      const [body, signature, ...rest] = token.split('.');
      if (!body || !signature || rest.length) return null;
      const expected = Buffer.from(mac(body));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      let claims: SandboxClaims;
      try {
        claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as SandboxClaims;
      } catch {
        return null;
      }
      if (!ACTIONS.includes(claims.action) || !actions.includes(claims.action)) return null;
      if (!Number.isInteger(claims.userId) || typeof claims.nonce !== 'string') return null;
      return claims.expiresAt > clock.millis() ? claims : null;
    },
  };
}
export type SandboxTokens = ReturnType<typeof sandboxTokens>;

/** One calendar month after `from` (the sandbox plan's period). */
function oneMonthAfter(from: Date): Date {
  const end = new Date(from);
  end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

/** The sandbox's own events, shaped like any provider's so they take the same path. */
export const sandboxEvents = {
  paid(claims: SandboxClaims): SubscriptionEvent {
    const at = clock.now();
    return {
      provider: 'sandbox',
      eventId: `checkout-${claims.nonce}`,
      type: 'checkout.paid',
      // No money moves in the sandbox; its history shows the plan's price as a real charge would.
      kind: 'payment',
      amount: { cents: PREMIUM_PRICE_CENTS, currency: 'USD' },
      occurredAt: at,
      subscriptionId: `sbx_sub_${claims.nonce}`,
      customerId: `sbx_cus_${claims.userId}`,
      userId: claims.userId,
      status: 'active',
      periodEnd: oneMonthAfter(at),
      cancelAtPeriodEnd: false,
    };
  },
  cancelScheduled(claims: SandboxClaims, subscriptionId: string): SubscriptionEvent {
    return {
      provider: 'sandbox',
      eventId: `${claims.action}-${claims.nonce}`,
      type: claims.action === 'resume' ? 'subscription.resumed' : 'subscription.cancelled',
      occurredAt: clock.now(),
      subscriptionId,
      cancelAtPeriodEnd: claims.action === 'cancel',
    };
  },
};

/** PAYMENTS=sandbox: a checkout and portal served by this app, no money involved (never in production). */
export function sandboxProvider(tokens: SandboxTokens, publicUrl: string): PaymentProvider {
  return {
    name: 'sandbox',
    checkout(user) {
      const token = tokens.sign({ action: 'checkout', userId: user.id });
      return Promise.resolve({ url: `${publicUrl}/api/payments/sandbox/checkout?token=${token}` });
    },
    portal(subscription, user) {
      const token = tokens.sign({
        action: 'portal',
        userId: user.id,
        subscriptionId: subscription.provider_subscription_id,
      });
      return Promise.resolve(`${publicUrl}/api/payments/sandbox/portal?token=${token}`);
    },
    cancelNow(subscription) {
      return Promise.resolve({
        provider: 'sandbox',
        eventId: `deleted-${subscription.provider_subscription_id}`,
        type: 'subscription.deleted',
        occurredAt: clock.now(),
        subscriptionId: subscription.provider_subscription_id,
        status: 'ended',
      });
    },
  };
}
