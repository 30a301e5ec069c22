// Charts of the dashboard, drawn with recharts. Loaded lazily by the dashboard page, so the chart
// library lives in its own admin-only chunk and visitors never download it.
import type { ReactNode } from 'react';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { DayCount } from '@packdex/shared/schemas/admin';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { reasonLabel } from '../lib/format.ts';
import { monthDay } from '@/lib/i18n/format.ts';
import { t } from '@/lib/i18n/i18n.ts';
import type { ContentType } from '@packdex/shared/constants';
import { CONTENT_TYPE_LABELS, contentTypeWord } from '../lib/labels.ts';

const AXIS = { stroke: '#71717a', fontSize: 12 } as const;
const GRID = '#27272a';
const TOOLTIP = {
  contentStyle: { background: '#18181b', border: '1px solid #3f3f46', borderRadius: 8, color: '#fafafa' },
  labelStyle: { color: '#a1a1aa' },
  cursor: { fill: 'rgb(244 63 94 / 0.08)' },
} as const;
const TYPE_COLORS: Record<string, string> = { image: '#38bdf8', video: '#f43f5e', gallery: '#fbbf24' };
const SEVERE = new Set(['child_content', 'no_consent']);

/** A content type's name on the chart's axis ("Video"); an unknown type as the API sends it, capitalised. */
function typeLabel(type: string): string {
  const label = CONTENT_TYPE_LABELS[type as ContentType];
  return label ? t(label) : type.charAt(0).toUpperCase() + type.slice(1);
}

/** A chart's frame: its title, a text summary for screen readers, and the drawing (or a skeleton). */
function ChartCard({
  title,
  summary,
  loading,
  failed,
  children,
}: {
  title: string;
  summary: string;
  loading?: boolean;
  failed?: boolean;
  children: ReactNode;
}) {
  return (
    <figure className="flex min-w-0 flex-col gap-3 rounded-card border border-line bg-surface p-4">
      <figcaption className="flex flex-col gap-0.5">
        <span className="text-heading font-semibold">{title}</span>
        <span className="text-caption text-fg-muted">
          {loading ? t('Loading…') : failed ? t('Could not load this chart.') : summary}
        </span>
      </figcaption>
      {/* The caption says what the chart shows; the drawing itself is neither read out nor focusable. */}
      <div className="h-56 w-full" aria-hidden="true" inert>
        {loading ? <Skeleton className="h-full w-full" /> : failed ? null : children}
      </div>
    </figure>
  );
}

const ticks = (days: DayCount[]) => days.map((d) => ({ ...d, label: monthDay(d.date) }));

function UserGrowthChart({ days }: { days: DayCount[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <AreaChart data={ticks(days)} margin={{ top: 4, right: 8, bottom: 0, left: -20 }}>
        <defs>
          <linearGradient id="growth-fill" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor="#f43f5e" stopOpacity={0.4} />
            <stop offset="100%" stopColor="#f43f5e" stopOpacity={0} />
          </linearGradient>
        </defs>
        <CartesianGrid stroke={GRID} vertical={false} />
        <XAxis dataKey="label" {...AXIS} minTickGap={24} />
        <YAxis allowDecimals={false} {...AXIS} />
        <Tooltip {...TOOLTIP} formatter={(v) => [v, t('Sign-ups')]} />
        <Area
          isAnimationActive={false}
          type="monotone"
          dataKey="count"
          stroke="#f43f5e"
          fill="url(#growth-fill)"
          strokeWidth={2}
        />
      </AreaChart>
    </ResponsiveContainer>
  );
}

function ViewsChart({ days }: { days: DayCount[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={ticks(days)} margin={{ top: 4, right: 8, bottom: 0, left: -20 }}>
        <CartesianGrid stroke={GRID} vertical={false} />
        <XAxis dataKey="label" {...AXIS} minTickGap={24} />
        <YAxis allowDecimals={false} {...AXIS} />
        <Tooltip {...TOOLTIP} formatter={(v) => [v, t('Views')]} />
        <Line isAnimationActive={false} type="monotone" dataKey="count" stroke="#38bdf8" strokeWidth={2} dot={false} />
      </LineChart>
    </ResponsiveContainer>
  );
}

function ReasonsChart({ reasons }: { reasons: { reason: string; count: number }[] }) {
  const data = reasons.map((r) => ({ ...r, label: reasonLabel(r.reason) }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} layout="vertical" margin={{ top: 0, right: 12, bottom: 0, left: 8 }}>
        <CartesianGrid stroke={GRID} horizontal={false} />
        <XAxis type="number" allowDecimals={false} {...AXIS} />
        <YAxis type="category" dataKey="label" width={96} {...AXIS} />
        <Tooltip {...TOOLTIP} formatter={(v) => [v, t('Reports')]} />
        <Bar isAnimationActive={false} dataKey="count" radius={[0, 4, 4, 0]}>
          {data.map((r) => (
            <Cell key={r.reason} fill={SEVERE.has(r.reason) ? '#ef4444' : '#f59e0b'} />
          ))}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}

function ContentTypeChart({ types }: { types: { type: string; count: number; views: number }[] }) {
  const data = types.map((item) => ({ ...item, label: typeLabel(item.type) }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} margin={{ top: 4, right: 8, bottom: 0, left: -20 }}>
        <CartesianGrid stroke={GRID} vertical={false} />
        <XAxis dataKey="label" {...AXIS} />
        <YAxis allowDecimals={false} {...AXIS} />
        <Tooltip {...TOOLTIP} formatter={(v) => [v, t('Items')]} />
        <Bar isAnimationActive={false} dataKey="count" radius={[4, 4, 0, 0]}>
          {data.map((item) => (
            <Cell key={item.type} fill={TYPE_COLORS[item.type] ?? '#a1a1aa'} />
          ))}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}

const total = (days: DayCount[]) => days.reduce((s, d) => s + d.count, 0);

type DashboardChartsProps = {
  userGrowth: DayCount[] | undefined;
  reportsByReason: { reason: string; count: number }[] | undefined;
  statsLoading: boolean;
  statsFailed: boolean;
  byType: { type: string; count: number; views: number }[] | undefined;
  viewsOverTime: DayCount[] | undefined;
  chartsLoading: boolean;
  chartsFailed: boolean;
};

/** The four dashboard charts, each with a one-line text summary of what it draws. */
export default function DashboardCharts(p: DashboardChartsProps) {
  const reports = p.reportsByReason ?? [];
  const types = p.byType ?? [];
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
      <ChartCard
        title={t('User growth')}
        summary={t('{count, plural, one {# sign-up in the last 30 days} other {# sign-ups in the last 30 days}}', {
          count: total(p.userGrowth ?? []),
        })}
        loading={p.statsLoading}
        failed={p.statsFailed}
      >
        <UserGrowthChart days={p.userGrowth ?? []} />
      </ChartCard>
      <ChartCard
        title={t('Views over time')}
        summary={t(
          '{count, plural, one {# recorded view in the last 30 days} other {# recorded views in the last 30 days}}',
          { count: total(p.viewsOverTime ?? []) },
        )}
        loading={p.chartsLoading}
        failed={p.chartsFailed}
      >
        <ViewsChart days={p.viewsOverTime ?? []} />
      </ChartCard>
      <ChartCard
        title={t('Reports by reason')}
        summary={reports.map((r) => `${reasonLabel(r.reason)} ${r.count}`).join(', ') || t('No reports')}
        loading={p.statsLoading}
        failed={p.statsFailed}
      >
        <ReasonsChart reasons={reports} />
      </ChartCard>
      <ChartCard
        title={t('Content by type')}
        summary={types.map((item) => `${contentTypeWord(item.type)} ${item.count}`).join(', ') || t('No content')}
        loading={p.chartsLoading}
        failed={p.chartsFailed}
      >
        <ContentTypeChart types={types} />
      </ChartCard>
    </div>
  );
}
