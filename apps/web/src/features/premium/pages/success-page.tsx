import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Crown, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageShell } from '@/components/page-shell.tsx';
import { buttonClasses } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
import { getDashboardQueryOptions } from '@/lib/auth/api/get-dashboard.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { t } from '@/lib/i18n/i18n.ts';
import { premiumPollInterval } from '../lib/await-premium.ts';

/**
 * /success: the provider sent the buyer back. Premium is granted by the provider's event, not by
 * this page, so it refreshes the account (the dashboard also updates the cached user and with it the
 * header badge) every 1.5 s until premium shows, for half a minute at most.
 */
export function SuccessPage() {
  const { user } = useAuth();
  const [openedAt] = useState(() => Date.now());
  const dashboard = useQuery({
    ...getDashboardQueryOptions(),
    enabled: user !== null,
    refetchInterval: (query) =>
      premiumPollInterval(query.state.data?.user.isPremium === true, query.state.dataUpdatedAt, openedAt),
  });
  const isPremium = user?.isPremium === true;
  const waiting =
    user !== null && !isPremium && premiumPollInterval(false, dashboard.dataUpdatedAt, openedAt) !== false;

  return (
    <PageShell
      icon={<CheckCircle2 />}
      title={t('Payment Successful')}
      description={t('Thank you for your purchase.')}
      width="narrow"
    >
      <div role="status" aria-live="polite" className="rounded-card border border-line bg-surface p-5">
        {user === null ? (
          <p className="text-fg-muted">{t('Sign in to see your premium membership.')}</p>
        ) : isPremium ? (
          <p className="flex items-center gap-2 font-medium">
            <Crown className="size-5 text-premium" aria-hidden="true" /> {t('Your premium membership is active.')}
          </p>
        ) : waiting ? (
          <p className="flex items-center gap-2 text-fg-muted">
            <Loader2 className="size-5 animate-spin" aria-hidden="true" />{' '}
            {t('Confirming your payment with the provider…')}
          </p>
        ) : (
          <p className="text-fg-muted">
            {t(
              'The payment confirmation has not arrived yet. It can take a few minutes: your premium badge appears as soon as it does. If it does not within the hour, contact support.',
            )}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-3">
        <Link to={paths.home.getHref()} className={buttonClasses()}>
          {t('Go to Home')}
        </Link>
        <Link to={paths.premium.getHref()} className={buttonClasses('secondary')}>
          {t('View Premium')}
        </Link>
      </div>
    </PageShell>
  );
}
