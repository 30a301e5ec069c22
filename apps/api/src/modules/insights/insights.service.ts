import {
  CONTENT_TYPES,
  type ContentType,
  PREMIUM_PRICE_CENTS,
  REPORT_REASONS,
  TOP_MODELS_LIMIT,
} from '@packdex/shared/constants';
import type {
  ActiveUsersResponse,
  AdminStatsResponse,
  ContentAnalyticsResponse,
  ContentChartsResponse,
  DayCount,
  UserAnalyticsResponse,
} from '@packdex/shared/schemas/admin';
import { clock } from '../../lib/clock.ts';
import { directLink } from '../../lib/monetiser.ts';
import type { ContentRepository } from '../content/content.repository.ts';
import { toContent } from '../content/content.service.ts';
import type { ModelsRepository } from '../models/models.repository.ts';
import { toModel } from '../models/models.service.ts';
import type { InsightsRepository } from './insights.repository.ts';

const DAY = 86_400_000;
/** "Active now": a signed-in request within this many minutes. */
const ACTIVE_WINDOW_MINUTES = 15;
const GROWTH_DAYS = 30;
const CHART_DAYS = 30;
const ACTIVE_SERIES_DAYS = 14;
const UPLOAD_RATE_DAYS = 7;
const TOP_TAGS = 10;

const dayKey = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** Midnight UTC of the day `days - 1` days before today: the start of a `days`-long series ending today. */
const seriesStart = (nowMs: number, days: number) => Date.parse(`${dayKey(nowMs - (days - 1) * DAY)}T00:00:00.000Z`);
const oneDecimal = (v: number) => Math.round(v * 10) / 10;
const percent = (part: number, whole: number) => (whole === 0 ? null : oneDecimal((part / whole) * 100));
const isContentType = (t: string): t is ContentType => (CONTENT_TYPES as readonly string[]).includes(t);

/** Every day of the series, oldest first, with 0 where the database has no row. */
function fillDays(rows: DayCount[], nowMs: number, days: number): DayCount[] {
  const byDay = new Map(rows.map((r) => [r.date, r.count]));
  const start = seriesStart(nowMs, days);
  return Array.from({ length: days }, (_, i) => {
    const date = dayKey(start + i * DAY);
    return { date, count: byDay.get(date) ?? 0 };
  });
}

interface Deps {
  insights: InsightsRepository;
  content: Pick<ContentRepository, 'list' | 'tagsFor'>;
  models: Pick<ModelsRepository, 'list' | 'tagsFor'>;
}

/** The admin dashboard's figures (docs/product.md#admin, ADR 0009): all counted from the database. */
export function insightsService({ insights, content, models }: Deps) {
  async function topContent() {
    const { rows } = await content.list({}, { page: 1, limit: TOP_MODELS_LIMIT, sortBy: 'popular' });
    const tags = await content.tagsFor(rows.map((r) => r.id));
    // Admin-only answer: the stored (direct) link.
    return rows.map((r) => toContent(r, tags.get(r.id) ?? [], directLink));
  }

  async function topModels() {
    const { rows } = await models.list({}, { page: 1, limit: TOP_MODELS_LIMIT, sortBy: 'popular' });
    const tags = await models.tagsFor(rows.map((r) => r.id));
    return rows.map((r) => toModel(r, tags.get(r.id) ?? []));
  }

  async function byType() {
    const rows = await insights.contentByType();
    const found = new Map(rows.map((r) => [r.type, r]));
    // Every type, so charts keep their categories; unknown stored types are not shown.
    return CONTENT_TYPES.map((type) => ({
      type,
      count: found.get(type)?.count ?? 0,
      views: found.get(type)?.views ?? 0,
    }));
  }

  return {
    async stats(): Promise<AdminStatsResponse> {
      const nowMs = clock.millis();
      const at = new Date(nowMs).toISOString();
      const iso = (ms: number) => new Date(ms).toISOString();
      const [o, reasons, signups, tops, types] = await Promise.all([
        insights.overview({
          at,
          today: dayKey(nowMs),
          weekAgo: iso(nowMs - 7 * DAY),
          monthAgo: iso(nowMs - GROWTH_DAYS * DAY),
          twoMonthsAgo: iso(nowMs - 2 * GROWTH_DAYS * DAY),
        }),
        insights.reportsByReason(),
        insights.signupsPerDay(iso(seriesStart(nowMs, GROWTH_DAYS))),
        Promise.all([topContent(), topModels()]),
        byType(),
      ]);
      const reasonCount = new Map(reasons.map((r) => [r.reason, r.count]));
      const top = types.reduce<(typeof types)[number] | null>(
        (best, t) => (t.count > (best?.count ?? 0) ? t : best),
        null,
      );
      const revenue = o.payingSubscriptions * PREMIUM_PRICE_CENTS;
      return {
        overview: {
          totalUsers: o.totalUsers,
          premiumUsers: o.premiumUsers,
          totalModels: o.totalModels,
          totalContent: o.totalContent,
          totalViews: o.totalViews,
          pendingReports: o.pendingReports,
          totalComments: o.totalComments,
          totalLikes: o.totalLikes,
          recentUsers: o.recentUsers,
        },
        topContent: tops[0],
        topModels: tops[1],
        reportsByReason: REPORT_REASONS.map((reason) => ({ reason, count: reasonCount.get(reason) ?? 0 })),
        userGrowth: fillDays(signups, nowMs, GROWTH_DAYS),
        insights: {
          revenue: { monthlyCents: revenue, payingSubscriptions: o.payingSubscriptions },
          averagePerUserCents: o.totalUsers === 0 ? null : Math.round(revenue / o.totalUsers),
          userGrowthPercent:
            o.signupsPrevious30 === 0
              ? null
              : oneDecimal(((o.signupsLast30 - o.signupsPrevious30) / o.signupsPrevious30) * 100),
          uploadRatePerDay: oneDecimal(o.uploadsLast7 / UPLOAD_RATE_DAYS),
          topCategory: top && isContentType(top.type) ? { type: top.type, count: top.count } : null,
          dailyActiveUsers: o.activeToday,
          contentHealthPercent: percent(o.totalContent - o.contentWithPendingReport, o.totalContent),
          averageSessionMinutes: null,
          bounceRatePercent: null,
        },
        inbox: { newRecommendations: o.newRecommendations, newSupportMessages: o.newSupportMessages },
      };
    },

    async activeUsers(): Promise<ActiveUsersResponse> {
      const nowMs = clock.millis();
      const [accounts, daily] = await Promise.all([
        insights.activeAccounts(
          new Date(nowMs - ACTIVE_WINDOW_MINUTES * 60_000).toISOString(),
          dayKey(nowMs - 6 * DAY),
        ),
        insights.activePerDay(dayKey(nowMs - (ACTIVE_SERIES_DAYS - 1) * DAY)),
      ]);
      const series = fillDays(daily, nowMs, ACTIVE_SERIES_DAYS);
      return {
        activeNow: accounts.seenSince,
        windowMinutes: ACTIVE_WINDOW_MINUTES,
        today: series.at(-1)?.count ?? 0,
        last7Days: accounts.activeSinceDay,
        daily: series,
        at: new Date(nowMs).toISOString(),
      };
    },

    async contentCharts(): Promise<ContentChartsResponse> {
      const nowMs = clock.millis();
      const since = new Date(seriesStart(nowMs, CHART_DAYS)).toISOString();
      const [types, views, uploads] = await Promise.all([
        byType(),
        insights.viewsPerDay(since),
        insights.uploadsPerDay(since),
      ]);
      return {
        byType: types,
        viewsOverTime: fillDays(views, nowMs, CHART_DAYS),
        uploadsOverTime: fillDays(uploads, nowMs, CHART_DAYS),
      };
    },

    async userAnalytics(period: number): Promise<UserAnalyticsResponse> {
      const nowMs = clock.millis();
      const start = seriesStart(nowMs, period);
      const [totals, signups, active] = await Promise.all([
        insights.accountTotals(new Date(nowMs).toISOString()),
        insights.signupsPerDay(new Date(start).toISOString()),
        insights.activePerDay(dayKey(start)),
      ]);
      const signupsPerDay = fillDays(signups, nowMs, period);
      return {
        period,
        totals: {
          users: totals.total,
          verified: totals.verified,
          premium: totals.premium,
          admins: totals.admins,
          suspended: totals.suspended,
        },
        signups: signupsPerDay.reduce((sum, d) => sum + d.count, 0),
        signupsPerDay,
        activePerDay: fillDays(active, nowMs, period),
      };
    },

    async contentAnalytics(): Promise<ContentAnalyticsResponse> {
      const nowMs = clock.millis();
      const [totals, types, tags, o] = await Promise.all([
        insights.contentTotals(),
        byType(),
        insights.topTags(TOP_TAGS),
        insights.overview({
          at: new Date(nowMs).toISOString(),
          today: dayKey(nowMs),
          weekAgo: new Date(nowMs - 7 * DAY).toISOString(),
          monthAgo: new Date(nowMs - GROWTH_DAYS * DAY).toISOString(),
          twoMonthsAgo: new Date(nowMs - 2 * GROWTH_DAYS * DAY).toISOString(),
        }),
      ]);
      return {
        totals: { ...totals, views: o.totalViews },
        averageViewsPerItem: totals.content === 0 ? null : oneDecimal(o.totalViews / totals.content),
        contentHealthPercent: percent(o.totalContent - o.contentWithPendingReport, o.totalContent),
        pendingReports: o.pendingReports,
        byType: types,
        topTags: tags,
      };
    },
  };
}
export type InsightsService = ReturnType<typeof insightsService>;
