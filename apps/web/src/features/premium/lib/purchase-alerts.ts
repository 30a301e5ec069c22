import type { User } from '@packdex/shared/schemas';
import type { AlertDialogType } from '@/components/ui/alert-dialog.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { apiErrorMessage } from '@/lib/auth/error-message.ts';
import { msg, t } from '@/lib/i18n/i18n.ts';

/** An alert of the purchase flow and the billing page (docs/product.md#premium, #errors). */
export type PremiumAlert = {
  kind: 'sign-in' | 'verify' | 'already' | 'error';
  type: AlertDialogType;
  title: string;
  message: string;
};

const PURCHASE_ALERTS = {
  signIn: {
    kind: 'sign-in',
    type: 'warning',
    title: msg('Authentication Required'),
    message: msg('You need to be logged in to purchase premium.'),
  },
  verify: {
    kind: 'verify',
    type: 'warning',
    title: msg('Email Verification Required'),
    message: msg('You need to verify your email before purchasing premium. Please check your inbox.'),
  },
  already: {
    kind: 'already',
    type: 'success',
    title: msg('Already Premium'),
    message: msg('You already have an active premium subscription.'),
  },
} as const satisfies Record<string, PremiumAlert>;

const PURCHASE_ERROR = {
  title: msg('Purchase Error'),
  fallback: msg('Failed to start the purchase process. Please try again.'),
};
const PORTAL_ERROR = { title: msg('Portal Error'), fallback: msg('Error opening billing portal. Please try again.') };

/** One of the alerts above in the interface's language. */
const shown = (alert: PremiumAlert): PremiumAlert => ({ ...alert, title: t(alert.title), message: t(alert.message) });

/** The purchase flow's checks, in the spec's order: signed in, then a verified e-mail, then not premium yet. */
export function purchaseBlocker(user: User | null): PremiumAlert | null {
  if (!user) return shown(PURCHASE_ALERTS.signIn);
  if (!user.isVerified) return shown(PURCHASE_ALERTS.verify);
  if (user.isPremium) return shown(PURCHASE_ALERTS.already);
  return null;
}

/**
 * A refused POST /purchase: the server's own verdicts (the cached user may be stale) map to the same
 * alerts; anything else is a Purchase Error with the server's text or the fallback.
 */
export function purchaseFailure(error: unknown): PremiumAlert {
  if (error instanceof ApiError) {
    if (error.status === 401) return shown(PURCHASE_ALERTS.signIn);
    if (error.status === 403 && error.code === 'EMAIL_NOT_VERIFIED') return shown(PURCHASE_ALERTS.verify);
    if (error.status === 409) return shown(PURCHASE_ALERTS.already);
  }
  return {
    kind: 'error',
    type: 'error',
    title: t(PURCHASE_ERROR.title),
    message: apiErrorMessage(error, t(PURCHASE_ERROR.fallback)),
  };
}

/** A refused POST /billing/portal: Portal Error with the server's text (e.g. no subscription yet) or the fallback. */
export function portalFailure(error: unknown): PremiumAlert {
  return {
    kind: 'error',
    type: 'error',
    title: t(PORTAL_ERROR.title),
    message: apiErrorMessage(error, t(PORTAL_ERROR.fallback)),
  };
}
