import { FileStack, ShieldCheck, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AdminStatsResponse } from '@packdex/shared/schemas/admin';
import { paths } from '@/config/paths.ts';
import { cn, focusRing } from '@/lib/cn.ts';
import { msg, t } from '@/lib/i18n/i18n.ts';
import type { FallbackTotals } from '../api/get-fallback-totals.ts';
import { adminCount, dollars, percentText, signedPercent } from '../lib/format.ts';
import { contentTypeLabel } from '../lib/labels.ts';
import { InfoTip } from './info-tip.tsx';

const NOT_MEASURED = msg('Not measured: Packdex does not record page sessions, so this figure is not available.');
export const STATS_DOWN = msg('Statistics are unavailable right now.');

/** One labelled figure inside a panel; null shows "—" with the reason. */
function Figure({
  label,
  value,
  tip,
  missing,
}: {
  label: string;
  value: string | null;
  tip: string;
  missing?: string;
}) {
  return (
    <div className="flex items-baseline justify-between gap-3 border-b border-line py-2 last:border-b-0">
      <dt className="text-sm text-fg-muted">
        <InfoTip tip={tip}>{label}</InfoTip>
      </dt>
      <dd className="text-sm font-semibold tabular-nums">
        {value === null ? <InfoTip tip={missing ?? tip}>—</InfoTip> : value}
      </dd>
    </div>
  );
}

function Panel({
  title,
  icon,
  to,
  linkText,
  children,
}: {
  title: string;
  icon: ReactNode;
  to: string;
  linkText: string;
  children: ReactNode;
}) {
  return (
    <section aria-label={title} className="flex flex-col gap-2 rounded-card border border-line bg-surface p-4">
      <h2 className="flex items-center gap-2 text-heading font-semibold [&_svg]:size-5 [&_svg]:text-accent">
        {icon}
        {title}
      </h2>
      <dl className="flex flex-col">{children}</dl>
      <Link to={to} className={cn('mt-auto self-start rounded-sm pt-2 text-sm text-accent hover:underline', focusRing)}>
        {linkText}
      </Link>
    </section>
  );
}

/**
 * The dashboard's three panels (users, content, moderation) of figures from /admin/stats. When it
 * failed, the totals of models, content and pending reports come from the lists (`fallback`); every
 * other figure shows "—" with the reason rather than a made-up number.
 */
export function DashboardPanels({
  stats,
  fallback: fb,
}: {
  stats: AdminStatsResponse | undefined;
  fallback: FallbackTotals | undefined;
}) {
  const o = stats?.overview;
  const i = stats?.insights;
  const figure = (value: number | undefined, fromLists?: number) =>
    value !== undefined ? adminCount(value) : fromLists !== undefined ? adminCount(fromLists) : null;
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
      <Panel title={t('Users')} icon={<Users />} to={paths.admin.users.getHref()} linkText={t('Manage users')}>
        <Figure
          label={t('Monthly revenue')}
          tip={t('Paying subscriptions (active or trialing, period not ended) × $12.00.')}
          value={i ? dollars(i.revenue.monthlyCents) : null}
          missing={t(STATS_DOWN)}
        />
        <Figure
          label={t('Paying subscriptions')}
          tip={t('Subscriptions the payment provider reports as active or trialing.')}
          value={i ? String(i.revenue.payingSubscriptions) : null}
          missing={t(STATS_DOWN)}
        />
        <Figure
          label={t('Average per user')}
          tip={t('Monthly revenue divided by all accounts.')}
          value={i?.averagePerUserCents != null ? dollars(i.averagePerUserCents) : null}
          missing={i ? t('No accounts yet.') : t(STATS_DOWN)}
        />
        <Figure
          label={t('Growth')}
          tip={t('Sign-ups of the last 30 days against the 30 days before.')}
          value={i?.userGrowthPercent != null ? signedPercent(i.userGrowthPercent) : null}
          missing={i ? t('No sign-ups in the 30 days before to compare with.') : t(STATS_DOWN)}
        />
        <Figure
          label={t('Daily active users')}
          tip={t('Distinct signed-in accounts with a request today (UTC).')}
          value={i ? adminCount(i.dailyActiveUsers) : null}
          missing={t(STATS_DOWN)}
        />
        <Figure label={t('Avg. session')} tip={t(NOT_MEASURED)} value={null} />
        <Figure label={t('Bounce rate')} tip={t(NOT_MEASURED)} value={null} />
      </Panel>
      <Panel
        title={t('Content')}
        icon={<FileStack />}
        to={paths.admin.content.getHref()}
        linkText={t('Manage content')}
      >
        <Figure
          label={t('Upload rate')}
          tip={t('Items added over the last 7 days, per day.')}
          value={i ? t('{count}/day', { count: i.uploadRatePerDay }) : null}
          missing={t(STATS_DOWN)}
        />
        <Figure
          label={t('Top category')}
          tip={t('The content type with the most items.')}
          value={
            i?.topCategory
              ? t('{type} ({count})', {
                  type: contentTypeLabel(i.topCategory.type),
                  count: adminCount(i.topCategory.count),
                })
              : null
          }
          missing={i ? t('No content yet.') : t(STATS_DOWN)}
        />
        <Figure
          label={t('Total views')}
          tip={t('Views of every item, as counted on the items.')}
          value={o ? adminCount(o.totalViews) : null}
          missing={t(STATS_DOWN)}
        />
        <Figure
          label={t('Models')}
          tip={t('Every model profile, hidden ones included.')}
          value={figure(o?.totalModels, fb?.totalModels)}
          missing={t(STATS_DOWN)}
        />
        <Figure
          label={t('Items')}
          tip={t('Every content item, hidden ones included.')}
          value={figure(o?.totalContent, fb?.totalContent)}
          missing={t(STATS_DOWN)}
        />
      </Panel>
      <Panel
        title={t('Moderation')}
        icon={<ShieldCheck />}
        to={paths.admin.reports.getHref()}
        linkText={t('Open the report queue')}
      >
        <Figure
          label={t('Content health')}
          tip={t('Share of content items without a pending report.')}
          value={i?.contentHealthPercent != null ? percentText(i.contentHealthPercent) : null}
          missing={i ? t('No content yet.') : t(STATS_DOWN)}
        />
        <Figure
          label={t('Pending reports')}
          tip={t('Reports waiting for a decision.')}
          value={figure(o?.pendingReports, fb?.pendingReports)}
          missing={t(STATS_DOWN)}
        />
        <Figure
          label={t('Reports received')}
          tip={t('Reports of every status.')}
          value={stats ? adminCount(stats.reportsByReason.reduce((s, r) => s + r.count, 0)) : null}
          missing={t(STATS_DOWN)}
        />
        <Figure
          label={t('Comments')}
          tip={t('Comments and replies.')}
          value={o ? adminCount(o.totalComments) : null}
          missing={t(STATS_DOWN)}
        />
      </Panel>
    </div>
  );
}
