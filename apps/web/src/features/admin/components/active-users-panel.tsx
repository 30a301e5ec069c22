import { Activity } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { timeOfDay } from '@/lib/i18n/long-date.ts';
import { t } from '@/lib/i18n/i18n.ts';
import { useActiveUsers } from '../api/get-active-users.ts';

/** The dashboard's active users (now, today, last 7 days), refreshed every 30 s. */
export function ActiveUsersPanel() {
  const active = useActiveUsers();
  return (
    <section
      aria-label={t('Active users')}
      className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-center gap-2 text-heading font-semibold">
        <Activity className="size-5 text-success" aria-hidden="true" />
        {t('Active users')}
      </div>
      {active.isPending ? (
        <Skeleton className="h-6 w-64" />
      ) : active.isError ? (
        <p className="text-sm text-fg-muted">{t('Could not load activity; trying again in 30 s.')}</p>
      ) : (
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm" aria-live="polite">
          <div className="flex gap-1.5">
            <dt className="text-fg-muted">{t('Now ({minutes} min)', { minutes: active.data.windowMinutes })}</dt>
            <dd className="font-semibold tabular-nums" data-testid="active-now">
              {active.data.activeNow}
            </dd>
          </div>
          <div className="flex gap-1.5">
            <dt className="text-fg-muted">{t('Today')}</dt>
            <dd className="font-semibold tabular-nums" data-testid="active-today">
              {active.data.today}
            </dd>
          </div>
          <div className="flex gap-1.5">
            <dt className="text-fg-muted">{t('Last 7 days')}</dt>
            <dd className="font-semibold tabular-nums">{active.data.last7Days}</dd>
          </div>
        </dl>
      )}
      <p className="text-caption text-fg-subtle">
        {active.data
          ? t('Updated {time} · refreshes every 30 s', { time: timeOfDay(active.data.at) })
          : t('Refreshes every 30 s')}
      </p>
    </section>
  );
}
