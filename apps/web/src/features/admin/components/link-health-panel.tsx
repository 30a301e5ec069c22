import { Activity, ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { cn, focusRing } from '@/lib/cn.ts';
import { msg, t } from '@/lib/i18n/i18n.ts';
import { useLinkHealth } from '../api/link-health.ts';
import { compliancePaths } from '../lib/compliance-paths.ts';
import { adminCount } from '../lib/format.ts';
import { InfoTip } from './info-tip.tsx';

const FIGURES = [
  { state: 'alive', label: msg('Alive') },
  { state: 'dead', label: msg('Dead') },
  { state: 'unknown', label: msg('Unknown') },
] as const;

/** The dashboard's link health: download links alive, dead and unknown, linking to the Link health page. */
export function LinkHealthPanel() {
  const summary = useLinkHealth();
  const counts = summary.data?.counts;
  return (
    <section
      aria-labelledby="link-health-panel"
      className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="link-health-panel" className="flex items-center gap-2 font-semibold">
          <Activity className="size-4 text-fg-subtle" aria-hidden="true" />
          {t('Link health')}
        </h2>
        <Link
          to={compliancePaths.linkHealth.getHref()}
          className={cn('inline-flex items-center gap-1 text-sm text-accent hover:underline', focusRing)}
        >
          {t('Open link health')}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
      <dl className="grid grid-cols-3 gap-3">
        {FIGURES.map(({ state, label }) => (
          <div key={state} className="flex flex-col gap-1">
            <dt className="text-sm text-fg-muted">{t(label)}</dt>
            <dd
              data-testid={`link-health-${state}`}
              className={cn('text-title font-bold', state === 'dead' && counts && counts.dead > 0 && 'text-danger')}
            >
              {summary.isPending ? (
                <Skeleton className="h-8 w-16" />
              ) : counts ? (
                adminCount(counts[state])
              ) : (
                <InfoTip tip={t('The link health figures could not be loaded.')} className="text-fg-subtle">
                  —
                </InfoTip>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
