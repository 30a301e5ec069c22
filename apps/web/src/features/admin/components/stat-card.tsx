import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { cn } from '@/lib/cn.ts';
import { InfoTip } from './info-tip.tsx';
import { t } from '@/lib/i18n/i18n.ts';

type StatCardProps = {
  /** The English label, marked with msg(): shown with t(), and the figure's test id (stat-total-users). */
  label: string;
  icon: ReactNode;
  /** The figure as text; null shows "—" with `missingTip`. */
  value: string | null;
  loading?: boolean;
  /** A second line (new this week, conversion percent). */
  detail?: ReactNode;
  missingTip?: string;
  tone?: 'default' | 'warning';
};

/** One figure of the dashboard. */
export function StatCard({ label, icon, value, loading, detail, missingTip, tone = 'default' }: StatCardProps) {
  return (
    <div className="flex flex-col gap-2 rounded-card border border-line bg-surface p-4">
      <div className="flex items-center justify-between gap-2 text-sm text-fg-muted">
        <span>{t(label)}</span>
        <span
          aria-hidden="true"
          className={cn('[&_svg]:size-4', tone === 'warning' ? 'text-warning' : 'text-fg-subtle')}
        >
          {icon}
        </span>
      </div>
      {loading ? (
        <Skeleton className="h-8 w-20" />
      ) : value === null ? (
        <InfoTip tip={missingTip ?? t('Not available')} className="text-title font-bold text-fg-subtle">
          —
        </InfoTip>
      ) : (
        <p
          className="text-title font-bold tabular-nums"
          data-testid={`stat-${label.toLowerCase().replace(/\s+/g, '-')}`}
        >
          {value}
        </p>
      )}
      {detail && !loading && <div className="text-caption text-fg-muted">{detail}</div>}
    </div>
  );
}
