import { AlertTriangle, ReceiptText } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { paths } from '@/config/paths.ts';
import { Button } from '@/components/ui/button.tsx';
import { Pagination } from '@/components/ui/pagination.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { cn } from '@/lib/cn.ts';
import { longDate } from '@/lib/i18n/long-date.ts';
import { t } from '@/lib/i18n/i18n.ts';
import { hrefForPageOf, readPageParam } from '@/lib/search-params.ts';
import { useBillingHistory } from '../api/get-billing-history.ts';
import { KIND_LABELS, amountOf, premiumUntil } from '../lib/billing-entry.ts';

const SKELETON_ROWS = 3;

/**
 * The account's payments and renewals, and what became of the subscription (cancelled, resumed,
 * ended), newest first, a page at a time (`?page=` on /billing): from the provider's events the
 * site applied, never anyone else's.
 */
export function BillingHistory() {
  const [searchParams] = useSearchParams();
  const page = readPageParam(searchParams.get('page'));
  const history = useBillingHistory(page);
  const items = history.data?.items ?? [];

  return (
    <section
      aria-labelledby="billing-history"
      aria-busy={history.isFetching}
      className="flex flex-col gap-4 rounded-card border border-line bg-surface p-5 sm:p-6"
    >
      <h2 id="billing-history" className="text-heading font-semibold">
        {t('Payment history')}
      </h2>
      {history.isPending ? (
        <ul className="flex flex-col" aria-label={t('Loading payment history')}>
          {Array.from({ length: SKELETON_ROWS }, (_, i) => (
            <li key={i} className="flex items-center justify-between gap-4 border-b border-line py-3 last:border-b-0">
              <div className="flex flex-col gap-2">
                <Skeleton className="h-4 w-24" />
                <Skeleton className="h-3 w-40" />
              </div>
              <Skeleton className="h-4 w-12" />
            </li>
          ))}
        </ul>
      ) : history.isError && !history.data ? (
        <div role="alert" className="flex flex-col items-start gap-3 text-sm text-warning">
          <p className="flex items-center gap-2">
            <AlertTriangle className="size-4" aria-hidden="true" />
            {t('Could not load your payment history.')}
          </p>
          <Button variant="secondary" size="sm" onClick={() => void history.refetch()}>
            {t('Try Again')}
          </Button>
        </div>
      ) : items.length === 0 ? (
        <p role="status" className="flex items-center gap-2 text-sm text-fg-muted">
          <ReceiptText className="size-4 shrink-0" aria-hidden="true" />
          {page > 1 ? t('No more payments.') : t('No payments yet. Your payments and renewals will show here.')}
        </p>
      ) : (
        <ul className="flex flex-col">
          {items.map((item) => {
            const until = premiumUntil(item);
            const amount = amountOf(item);
            return (
              <li
                key={item.id}
                className="flex items-start justify-between gap-4 border-b border-line py-3 last:border-b-0"
              >
                <div className="flex min-w-0 flex-col gap-0.5">
                  <span
                    className={cn(
                      'text-sm font-medium',
                      item.kind === 'payment_failed' || item.kind === 'chargeback' ? 'text-warning' : 'text-fg',
                    )}
                  >
                    {t(KIND_LABELS[item.kind])}
                  </span>
                  <span className="text-caption text-fg-subtle">
                    <time dateTime={item.at}>{longDate(item.at)}</time>
                    {until && <> · {t('Premium until {date}', { date: longDate(until) ?? '' })}</>}
                  </span>
                </div>
                {amount && <span className="shrink-0 text-sm font-medium tabular-nums text-fg">{amount}</span>}
              </li>
            );
          })}
        </ul>
      )}
      {history.data && (
        <Pagination
          page={page}
          totalPages={history.data.pagination.totalPages}
          hrefForPage={(p) => hrefForPageOf(paths.billing.getHref(), searchParams, p)}
          label={t('Payment history pages')}
        />
      )}
    </section>
  );
}
