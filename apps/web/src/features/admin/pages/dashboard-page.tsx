import {
  AlertTriangle,
  Crown,
  Download,
  Eye,
  FileStack,
  Flag,
  Heart,
  LayoutDashboard,
  MessageSquare,
  ShieldCheck,
  Star,
  Users,
} from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { PageShell } from '@/components/page-shell.tsx';
import { paths } from '@/config/paths.ts';
import { cn, focusRing } from '@/lib/cn.ts';
import { useAdminStats } from '../api/get-admin-stats.ts';
import { useContentCharts } from '../api/get-content-charts.ts';
import { useFallbackTotals } from '../api/get-fallback-totals.ts';
import { InfoTip } from '../components/info-tip.tsx';
import { StatCard } from '../components/stat-card.tsx';
import { TopList } from '../components/top-list.tsx';
import { adminCount, dollars, percentText, shareOf, signedPercent } from '../lib/format.ts';
import { ActiveUsersPanel } from '../components/active-users-panel.tsx';
import { LinkHealthPanel } from '../components/link-health-panel.tsx';
import { AdminShortcuts } from '../components/admin-shortcuts.tsx';
import { DmcaAlerts } from '../components/dmca-alerts.tsx';
import { RemovalAlerts } from '../components/removal-alerts.tsx';
import { ReviewAlerts } from '../components/review-alerts.tsx';
import { InboxSummary } from '../components/inbox-summary.tsx';
import { ReportAlerts } from '../components/report-alerts.tsx';
import { msg, t } from '@/lib/i18n/i18n.ts';
import { contentTypeLabel, ethnicityWord } from '../lib/labels.ts';

const DashboardCharts = lazy(() => import('../components/dashboard-charts.tsx'));

const NOT_MEASURED = msg('Not measured: Packdex does not record page sessions, so this figure is not available.');
const STATS_DOWN = msg('Statistics are unavailable right now.');

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

export function AdminDashboardPage() {
  const stats = useAdminStats();
  const failed = stats.isError;
  const fallback = useFallbackTotals(failed);
  const charts = useContentCharts();
  const o = stats.data?.overview;
  const i = stats.data?.insights;
  const loading = stats.isPending;
  const fb = fallback.data;

  // When /admin/stats fails, the users, models and content totals come from the lists' totalItems
  // (getFallbackTotals); every other figure shows "—" rather than a made-up number.
  const figure = (value: number | undefined, fromLists?: number) =>
    value !== undefined ? adminCount(value) : fromLists !== undefined ? adminCount(fromLists) : null;
  const conversion = o ? shareOf(o.premiumUsers, o.totalUsers) : null;

  return (
    <PageShell
      icon={<LayoutDashboard />}
      title={t('Admin Dashboard')}
      description={t('Users, catalogue and moderation at a glance.')}
    >
      {failed && (
        <div
          role="alert"
          className="flex items-start gap-3 rounded-card border border-warning/40 bg-warning/10 p-4 text-sm"
        >
          <AlertTriangle className="size-5 shrink-0 text-warning" aria-hidden="true" />
          <p>
            {t(STATS_DOWN)}{' '}
            {fallback.isPending
              ? t('Loading totals from the lists…')
              : fb
                ? t('The totals of models, content and pending reports below come from the lists.')
                : t('The lists could not be read either.')}
          </p>
        </div>
      )}

      <ReportAlerts />
      <DmcaAlerts />
      <RemovalAlerts />
      <ReviewAlerts />

      <InboxSummary inbox={stats.data?.inbox} loading={loading} />

      <section aria-label={t('Totals')} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard
          label={msg('Total Users')}
          icon={<Users />}
          loading={loading}
          value={figure(o?.totalUsers)}
          missingTip={t(STATS_DOWN)}
          detail={o && <span>{t('+{count} new this week', { count: adminCount(o.recentUsers) })}</span>}
        />
        <StatCard
          label={msg('Premium Users')}
          icon={<Crown />}
          loading={loading}
          value={figure(o?.premiumUsers)}
          missingTip={t(STATS_DOWN)}
          detail={
            o && (
              <span>{t('{percent} conversion', { percent: conversion === null ? '—' : percentText(conversion) })}</span>
            )
          }
        />
        <StatCard
          label={msg('Total Models')}
          icon={<Star />}
          loading={loading || (failed && fallback.isPending)}
          value={figure(o?.totalModels, fb?.totalModels)}
          missingTip={t(STATS_DOWN)}
        />
        <StatCard
          label={msg('Total Content')}
          icon={<FileStack />}
          loading={loading || (failed && fallback.isPending)}
          value={figure(o?.totalContent, fb?.totalContent)}
          missingTip={t(STATS_DOWN)}
        />
        <StatCard
          label={msg('Total Views')}
          icon={<Eye />}
          loading={loading}
          value={figure(o?.totalViews)}
          missingTip={t(STATS_DOWN)}
        />
        <StatCard
          label={msg('Comments')}
          icon={<MessageSquare />}
          loading={loading}
          value={figure(o?.totalComments)}
          missingTip={t(STATS_DOWN)}
        />
        <StatCard
          label={msg('Likes')}
          icon={<Heart />}
          loading={loading}
          value={figure(o?.totalLikes)}
          missingTip={t(STATS_DOWN)}
        />
        <StatCard
          label={msg('Pending Reports')}
          icon={<Flag />}
          tone="warning"
          loading={loading || (failed && fallback.isPending)}
          value={figure(o?.pendingReports, fb?.pendingReports)}
          missingTip={t(STATS_DOWN)}
        />
      </section>

      <ActiveUsersPanel />
      <LinkHealthPanel />

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <TopList
          title={t('Top Models')}
          icon={<Star />}
          loading={loading}
          emptyText={failed ? t(STATS_DOWN) : t('No models yet')}
          items={stats.data?.topModels.map((m) => ({
            id: m.id,
            name: m.name,
            href: paths.model.getHref(m.slug),
            imageUrl: m.photoUrl,
            views: m.views,
            detail: m.ethnicity ? ethnicityWord(m.ethnicity) : undefined,
          }))}
        />
        <TopList
          title={t('Most Downloaded')}
          icon={<Download />}
          loading={loading}
          emptyText={failed ? t(STATS_DOWN) : t('No content yet')}
          items={stats.data?.topContent.map((c) => ({
            id: c.id,
            name: c.title,
            href: paths.content.getHref(c.slug),
            imageUrl: c.thumbnailUrl ?? c.model?.photoUrl ?? null,
            views: c.views,
            detail: c.model?.name,
          }))}
        />
      </div>

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
            value={stats.data ? adminCount(stats.data.reportsByReason.reduce((s, r) => s + r.count, 0)) : null}
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

      <Suspense
        fallback={
          <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
            {Array.from({ length: 4 }, (_, k) => (
              <Skeleton key={k} className="h-72" />
            ))}
          </div>
        }
      >
        <DashboardCharts
          userGrowth={stats.data?.userGrowth}
          reportsByReason={stats.data?.reportsByReason}
          statsLoading={loading}
          statsFailed={failed}
          byType={charts.data?.byType}
          viewsOverTime={charts.data?.viewsOverTime}
          chartsLoading={charts.isPending}
          chartsFailed={charts.isError}
        />
      </Suspense>

      <AdminShortcuts />
    </PageShell>
  );
}
