import { Activity, ArrowRight, Eye, Heart, MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
import type { LucideIcon } from 'lucide-react';
import { formatCount } from '@/lib/i18n/format.ts';
import { msg, t } from '@/lib/i18n/i18n.ts';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useDashboard } from '@/lib/auth/api/get-dashboard.ts';
import { SectionCard } from './section-card.tsx';

const COUNTERS: { key: 'views' | 'likes' | 'comments'; label: string; icon: LucideIcon }[] = [
  { key: 'views', label: msg('Views'), icon: Eye },
  { key: 'likes', label: msg('Likes'), icon: Heart },
  { key: 'comments', label: msg('Comments'), icon: MessageCircle },
];

/** The account's real activity counters from the dashboard (a dash when they cannot be loaded), and the way to My activity. */
export function ActivityStats() {
  const { data, isPending, isError } = useDashboard();
  return (
    <SectionCard
      title={t('Activity')}
      icon={<Activity />}
      actions={
        <Link to={paths.activity.getHref()} className={buttonClasses('ghost', 'sm')}>
          {t('My activity')} <ArrowRight aria-hidden="true" />
        </Link>
      }
    >
      <ul className="grid grid-cols-3 gap-3">
        {COUNTERS.map(({ key, label, icon: Icon }) => (
          <li
            key={key}
            className="flex flex-col items-center gap-1 rounded-lg border border-line bg-surface-2/50 px-2 py-4 text-center"
          >
            <Icon className="size-5 text-accent" aria-hidden="true" />
            {isPending ? (
              <Skeleton className="my-1 h-7 w-10" />
            ) : (
              <span className="text-title font-bold tabular-nums" data-testid={`activity-${key}`}>
                {isError || !data ? '—' : formatCount(data.stats[key])}
              </span>
            )}
            <span className="text-caption text-fg-muted">{t(label)}</span>
          </li>
        ))}
      </ul>
      {isError && <p className="text-caption text-fg-subtle">{t('Your activity could not be loaded right now.')}</p>}
    </SectionCard>
  );
}
