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
  Star,
  Users,
} from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { PageShell } from '@/components/page-shell.tsx';
import { paths } from '@/config/paths.ts';
import { useAdminStats } from '../api/get-admin-stats.ts';
import { useContentCharts } from '../api/get-content-charts.ts';
import { useFallbackTotals } from '../api/get-fallback-totals.ts';
import { StatCard } from '../components/stat-card.tsx';
import { TopList } from '../components/top-list.tsx';
import { adminCount, percentText, shareOf } from '../lib/format.ts';
import { ActiveUsersPanel } from '../components/active-users-panel.tsx';
import { LinkHealthPanel } from '../components/link-health-panel.tsx';
import { AdminShortcuts } from '../components/admin-shortcuts.tsx';
import { DmcaAlerts } from '../components/dmca-alerts.tsx';
import { DashboardPanels, STATS_DOWN } from '../components/dashboard-panels.tsx';
import { RemovalAlerts } from '../components/removal-alerts.tsx';
import { ReviewAlerts } from '../components/review-alerts.tsx';
import { InboxSummary } from '../components/inbox-summary.tsx';
import { ReportAlerts } from '../components/report-alerts.tsx';
import { msg, t } from '@/lib/i18n/i18n.ts';
import { ethnicityWord } from '../lib/labels.ts';

const DashboardCharts = lazy(() => import('../components/dashboard-charts.tsx'));

export function AdminDashboardPage() {
  const stats = useAdminStats();
  const failed = stats.isError;
  const fallback = useFallbackTotals(failed);
  const charts = useContentCharts();
  const o = stats.data?.overview;
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

      <DashboardPanels stats={stats.data} fallback={fb} />

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
