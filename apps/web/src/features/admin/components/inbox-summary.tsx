import type { AdminStatsResponse } from '@packdex/shared/schemas/admin';
import { ChevronRight, Lightbulb, Mail } from 'lucide-react';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { paths } from '@/config/paths.ts';
import { cn, focusRing } from '@/lib/cn.ts';
import { msg, t } from '@/lib/i18n/i18n.ts';
import { adminCount } from '../lib/format.ts';

const BOXES = [
  {
    label: msg('New recommendations'),
    key: 'newRecommendations',
    to: paths.admin.recommendations.getHref(),
    icon: Lightbulb,
  },
  { label: msg('New contact messages'), key: 'newSupportMessages', to: paths.admin.messages.getHref(), icon: Mail },
] as const;

/** The dashboard's inboxes: how many recommendations and contact messages wait, each a link to its inbox. */
export function InboxSummary({ inbox, loading }: { inbox: AdminStatsResponse['inbox'] | undefined; loading: boolean }) {
  return (
    <section aria-label={t('Inbox')} className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      {BOXES.map(({ label, key, to, icon: Icon }) => {
        const count = inbox?.[key];
        return (
          <Link
            key={key}
            to={to}
            className={cn(
              'flex items-center gap-3 rounded-card border bg-surface p-4 hover:border-line-strong hover:bg-surface-2',
              count ? 'border-warning/40' : 'border-line',
              focusRing,
            )}
          >
            <Icon className="size-5 shrink-0 text-accent" aria-hidden="true" />
            <span className="flex flex-1 flex-col gap-1">
              <span className="text-sm text-fg-muted">{t(label)}</span>
              {loading ? (
                <Skeleton className="h-8 w-12" />
              ) : (
                <span className="text-title font-bold tabular-nums" data-testid={`inbox-${key}`}>
                  {count === undefined ? '—' : adminCount(count)}
                </span>
              )}
            </span>
            <ChevronRight className="size-4 shrink-0 text-fg-subtle" aria-hidden="true" />
          </Link>
        );
      })}
    </section>
  );
}
