import { CreditCard, ExternalLink, Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { BillingStatusResponse } from '@packdex/shared/schemas';
import { longDate } from '@/lib/i18n/long-date.ts';
import { t } from '@/lib/i18n/i18n.ts';
import { PageShell } from '@/components/page-shell.tsx';
import { AlertDialog } from '@/components/ui/alert-dialog.tsx';
import { Button, buttonClasses } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { paths } from '@/config/paths.ts';
import { useAlert } from '@/components/ui/use-alert.ts';
import { useDashboard } from '@/lib/auth/api/get-dashboard.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { useBillingStatus } from '../api/get-billing-status.ts';
import { useOpenBillingPortal } from '../api/open-billing-portal.ts';
import { BillingHistory } from '../components/billing-history.tsx';
import { SupportButtons } from '../components/support-buttons.tsx';
import { openPendingTab } from '../lib/new-tab.ts';
import { portalFailure } from '../lib/purchase-alerts.ts';
import { MembershipBadge } from '@/components/membership-badge.tsx';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 border-b border-line py-3 last:border-b-0 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
      <dt className="text-sm text-fg-muted">{label}</dt>
      <dd className="text-sm font-medium text-fg sm:text-right">{children}</dd>
    </div>
  );
}

type Subscription = NonNullable<BillingStatusResponse['subscription']>;

/** "Renews on …" or "Cancelled, ends on …", from the subscription itself; null when neither applies. */
function renewalText(subscription: Subscription): string | null {
  const end = longDate(subscription.currentPeriodEnd);
  if (!end || subscription.status === 'ended' || subscription.status === 'pending') return null;
  return subscription.cancelAtPeriodEnd
    ? t('Cancelled, ends on {date}', { date: end })
    : t('Renews on {date}', { date: end });
}

/**
 * /billing (signed-in only): plan status, member since, the premium expiry, the provider's billing
 * portal in a new tab, offered only to an account with a subscription for it to manage (the portal
 * can only fail for others), and the payment history. The account and the subscription are
 * refreshed on arrival, so a renewal or a cancellation made in the portal shows here.
 */
export function BillingPage() {
  const { user } = useAuth();
  const dashboard = useDashboard(user !== null);
  const billing = useBillingStatus(user?.id ?? null);
  const portal = useOpenBillingPortal();
  const { showAlert, alertProps } = useAlert();
  // The route guard renders this page only with a user; the check keeps the types honest.
  if (!user) return null;

  function onOpenPortal() {
    if (!user) return;
    const tab = openPendingTab();
    portal.mutate(user.email, {
      onSuccess: ({ url }) => tab.go(url),
      onError: (error) => {
        tab.cancel();
        showAlert(portalFailure(error));
      },
    });
  }

  const expires = user.isPremium && user.expiredPremium ? longDate(user.expiredPremium) : null;
  const subscription = billing.data?.subscription ?? null;
  const renewal = subscription && renewalText(subscription);
  // Without an answer a member is still offered the portal: it is the one way to cancel.
  const manageable = subscription !== null || (billing.isError && user.isPremium);

  return (
    <PageShell icon={<CreditCard />} title={t('Billing')} description={t('Your plan and payments.')} width="narrow">
      <section
        aria-labelledby="billing-plan"
        className="flex flex-col gap-4 rounded-card border border-line bg-surface p-5 sm:p-6"
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="billing-plan" className="text-heading font-semibold">
            {t('Your plan')}
          </h2>
          {dashboard.isFetching && (
            <span className="flex items-center gap-1 text-caption text-fg-subtle" role="status">
              <Loader2 className="size-3 animate-spin" aria-hidden="true" /> {t('Refreshing…')}
            </span>
          )}
        </div>
        {dashboard.isError && (
          <p role="alert" className="text-sm text-warning">
            {t('Could not refresh your plan; showing the last known status.')}
          </p>
        )}
        <dl className="flex flex-col">
          <Row label={t('Plan Status')}>
            <MembershipBadge premium={user.isPremium} />
          </Row>
          <Row label={t('Member Since')}>{longDate(user.createdAt) ?? '—'}</Row>
          {expires && <Row label={t('Expires')}>{expires}</Row>}
          {renewal && <Row label={t('Subscription')}>{renewal}</Row>}
        </dl>
        {billing.isPending ? (
          <Skeleton className="h-11 w-full rounded-lg" />
        ) : manageable ? (
          <div className="flex flex-col gap-2">
            <Button size="lg" onClick={onOpenPortal} disabled={portal.isPending} aria-busy={portal.isPending}>
              {portal.isPending ? (
                <Loader2 className="animate-spin" aria-hidden="true" />
              ) : (
                <ExternalLink aria-hidden="true" />
              )}
              {t('Open Billing Portal')}
              <span className="sr-only"> {t('(opens in a new tab)')}</span>
            </Button>
            <p className="text-caption text-fg-subtle">
              {t(
                "Change your payment method, see invoices or cancel in the payment provider's portal. After a cancellation, premium stays until the end of the paid period.",
              )}
            </p>
          </div>
        ) : (
          <div className="flex flex-col items-start gap-3">
            <p className="text-sm text-fg-muted">{t('You have no subscription to manage.')}</p>
            {!user.isPremium && (
              <Link to={paths.premium.getHref()} className={buttonClasses('primary', 'lg')}>
                {t('Upgrade to Premium')}
              </Link>
            )}
          </div>
        )}
      </section>
      <BillingHistory />
      <section aria-labelledby="billing-help" className="flex flex-col gap-3">
        <h2 id="billing-help" className="text-heading font-semibold">
          {t('Need help with a payment?')}
        </h2>
        <SupportButtons contactLabel={t('Support')} faqLabel={t('FAQ')} />
      </section>
      <AlertDialog {...alertProps} />
    </PageShell>
  );
}
