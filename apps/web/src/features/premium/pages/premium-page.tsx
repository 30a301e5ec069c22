import { Crown, Sparkles } from 'lucide-react';
import { useNavigate } from 'react-router';
import { PREMIUM_PRICE_CENTS, SUPPORT_RESPONSE_HOURS } from '@packdex/shared/constants';
import { PageShell } from '@/components/page-shell.tsx';
import { AlertDialog } from '@/components/ui/alert-dialog.tsx';
import { useAlert } from '@/components/ui/use-alert.ts';
import { paths } from '@/config/paths.ts';
import { useAuth, useAuthDialog } from '@/lib/auth/auth-context.ts';
import { formatNumber } from '@/lib/i18n/format.ts';
import { t } from '@/lib/i18n/i18n.ts';
import { useStartPurchase } from '../api/start-purchase.ts';
import { PremiumPlanCard } from '../components/premium-plan-card.tsx';
import { SupportButtons } from '../components/support-buttons.tsx';
import { openPendingTab } from '../lib/new-tab.ts';
import { type PremiumAlert, purchaseBlocker, purchaseFailure } from '../lib/purchase-alerts.ts';

/**
 * /premium (docs/product.md#premium): the plan and the purchase flow. The checks run in the spec's
 * order before anything opens; the checkout opens in a new tab, and premium arrives through the
 * provider's events (the /success page waits for them).
 */
export function PremiumPage() {
  const { user } = useAuth();
  const { openAuthDialog } = useAuthDialog();
  const navigate = useNavigate();
  const { showAlert, alertProps } = useAlert();
  const purchase = useStartPurchase();

  function show(alert: PremiumAlert) {
    if (alert.kind === 'sign-in') {
      showAlert({ ...alert, showCancel: true, confirmText: t('Sign In'), onConfirm: () => openAuthDialog('login') });
    } else if (alert.kind === 'verify') {
      showAlert({
        ...alert,
        showCancel: true,
        confirmText: t('Resend Email'),
        onConfirm: () => void navigate(paths.resendVerification.getHref()),
      });
    } else showAlert(alert);
  }

  function onPurchase() {
    const blocker = purchaseBlocker(user);
    if (blocker || !user) {
      if (blocker) show(blocker);
      return;
    }
    const tab = openPendingTab();
    purchase.mutate(user.email, {
      onSuccess: ({ url }) => tab.go(url),
      onError: (error) => {
        tab.cancel();
        show(purchaseFailure(error));
      },
    });
  }

  return (
    <PageShell
      icon={<Crown />}
      title={t('Premium Access')}
      description={t('Direct downloads and every pack, for ${price}/month.', {
        price: formatNumber(PREMIUM_PRICE_CENTS / 100, 2),
      })}
    >
      <div
        role="note"
        className="flex items-start gap-3 rounded-card border border-premium/30 bg-premium/10 p-4 text-sm sm:items-center"
      >
        <Sparkles className="mt-0.5 size-5 shrink-0 text-premium sm:mt-0" aria-hidden="true" />
        <p>
          <strong className="font-semibold text-premium">{t('Coming Soon:')}</strong>{' '}
          <span className="text-fg-muted">{t('more premium perks are on the way, included in your membership.')}</span>
        </p>
      </div>
      <div className="flex justify-center">
        <PremiumPlanCard busy={purchase.isPending} isPremium={user?.isPremium === true} onPurchase={onPurchase} />
      </div>
      <section aria-labelledby="premium-help" className="flex flex-col items-center gap-3 text-center">
        <h2 id="premium-help" className="text-heading font-semibold">
          {t('Questions about Premium?')}
        </h2>
        <p className="max-w-prose text-fg-muted">
          {t(
            'Our team answers within {hours, plural, one {# hour} other {# hours}}. Many answers are already in the FAQ.',
            {
              hours: SUPPORT_RESPONSE_HOURS,
            },
          )}
        </p>
        <SupportButtons />
      </section>
      <AlertDialog {...alertProps} />
    </PageShell>
  );
}
