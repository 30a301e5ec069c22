import { z } from 'zod';
import { CONTENT_TYPES, ROLES, USER_ANALYTICS_DEFAULT_PERIOD } from '../constants.ts';
import { isoDateTime, pagination, plainText, positiveIntParam, withinDepth } from './common.ts';
import { content } from './content.ts';
import { model } from './model.ts';
import { user } from './user.ts';

export * from './inbox.ts';

/** The admin dashboard statistics (the admin module's GET /admin/stats). */
export const dashboardStats = z.object({
  overview: z.object({
    totalUsers: z.number().int(),
    premiumUsers: z.number().int(),
    totalModels: z.number().int(),
    totalContent: z.number().int(),
    totalViews: z.number().int(),
    pendingReports: z.number().int(),
    totalComments: z.number().int(),
    totalLikes: z.number().int(),
    recentUsers: z.number().int(),
  }),
  topContent: z.array(content),
  topModels: z.array(model),
  reportsByReason: z.array(z.object({ reason: z.string(), count: z.number().int() })),
  userGrowth: z.array(z.object({ date: z.string(), count: z.number().int() })),
});

const count = z.number().int();
/** One point of a per-day series (UTC calendar day, YYYY-MM-DD). */
const dayCount = z.object({ date: z.string(), count });
export type DayCount = z.infer<typeof dayCount>;

/**
 * The dashboard figures the spec shows as fixed placeholders, computed from the database (ADR 0009).
 * null means "not measured": the client shows "—" with a tooltip saying why.
 */
const dashboardInsights = z.object({
  /** Monthly recurring revenue: paying subscriptions × the premium price. */
  revenue: z.object({ monthlyCents: count, payingSubscriptions: count }),
  /** Monthly revenue divided by all accounts; null without accounts. */
  averagePerUserCents: count.nullable(),
  /** Sign-ups of the last 30 days against the 30 before, in percent; null when there were none before. */
  userGrowthPercent: z.number().nullable(),
  /** Items added per day over the last 7 days. */
  uploadRatePerDay: z.number(),
  /** The content type with the most items; null without content. */
  topCategory: z.object({ type: z.enum(CONTENT_TYPES), count }).nullable(),
  /** Distinct signed-in accounts active today (UTC). */
  dailyActiveUsers: count,
  /** Share of items without a pending report, in percent; null without content. */
  contentHealthPercent: z.number().nullable(),
  /** Not recorded by Packdex (no page-session tracking): always null. */
  averageSessionMinutes: z.null(),
  /** Not recorded by Packdex (no page-session tracking): always null. */
  bounceRatePercent: z.null(),
});

/** What waits in the admin inboxes: recommendations and contact messages not yet handled. */
const dashboardInbox = z.object({ newRecommendations: count, newSupportMessages: count });

/** GET /admin/stats: the spec's dashboard statistics plus the computed insights and the inboxes' new items. */
export const adminStatsResponse = dashboardStats.extend({ insights: dashboardInsights, inbox: dashboardInbox });
export type AdminStatsResponse = z.infer<typeof adminStatsResponse>;

/** GET /admin/active-users. */
export const activeUsersResponse = z.object({
  /** Accounts with a signed-in request in the last `windowMinutes`. */
  activeNow: count,
  windowMinutes: count,
  /** Distinct accounts active today and over the last 7 days (UTC days). */
  today: count,
  last7Days: count,
  /** Daily active accounts over the last 14 days, oldest first. */
  daily: z.array(dayCount),
  at: isoDateTime,
});
export type ActiveUsersResponse = z.infer<typeof activeUsersResponse>;

/** GET /admin/content/charts. */
export const contentChartsResponse = z.object({
  byType: z.array(z.object({ type: z.enum(CONTENT_TYPES), count, views: count })),
  /** Recorded views per day over the last 30 days, oldest first. */
  viewsOverTime: z.array(dayCount),
  /** Items added per day over the last 30 days, oldest first. */
  uploadsOverTime: z.array(dayCount),
});
export type ContentChartsResponse = z.infer<typeof contentChartsResponse>;

/** The period of the user analytics: days as text, "30" by default, 1–365. */
export const userAnalyticsQuery = z.object({
  period: z
    .string({ error: 'period must be a whole number of days' })
    .regex(/^\d{1,3}$/, { error: 'period must be a whole number of days between 1 and 365' })
    .default(USER_ANALYTICS_DEFAULT_PERIOD)
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(1, { error: 'period must be between 1 and 365 days' })
        .max(365, { error: 'period must be between 1 and 365 days' }),
    ),
});

/** GET /admin/users/analytics. */
export const userAnalyticsResponse = z.object({
  period: count,
  totals: z.object({ users: count, verified: count, premium: count, admins: count, suspended: count }),
  /** Sign-ups in the period, and per day (oldest first). */
  signups: count,
  signupsPerDay: z.array(dayCount),
  /** Daily active accounts per day of the period (oldest first). */
  activePerDay: z.array(dayCount),
});
export type UserAnalyticsResponse = z.infer<typeof userAnalyticsResponse>;

/** GET /admin/content/analytics. */
export const contentAnalyticsResponse = z.object({
  totals: z.object({
    content: count,
    hiddenContent: count,
    models: count,
    hiddenModels: count,
    modelsWithoutContent: count,
    views: count,
    likes: count,
    comments: count,
    shares: count,
  }),
  /** Views per item, one decimal; null without content. */
  averageViewsPerItem: z.number().nullable(),
  contentHealthPercent: z.number().nullable(),
  pendingReports: count,
  byType: z.array(z.object({ type: z.enum(CONTENT_TYPES), count, views: count })),
  topTags: z.array(z.object({ tag: z.string(), count })),
});
export type ContentAnalyticsResponse = z.infer<typeof contentAnalyticsResponse>;

/** An account as the admin user list shows it. */
export const adminUser = user.extend({ suspendedAt: isoDateTime.nullable(), lastSeenAt: isoDateTime.nullable() });
export type AdminUser = z.infer<typeof adminUser>;

/** Admin user list size per page. */
export const ADMIN_USERS_PAGE_SIZE = 20;

/** GET /admin/users. */
export const adminUserListQuery = withinDepth(
  z.object({
    page: positiveIntParam('page').default(1),
    search: plainText('search').max(200, { error: 'search must be at most 200 characters' }).optional(),
  }),
  ADMIN_USERS_PAGE_SIZE,
);
export const adminUserListResponse = z.object({ users: z.array(adminUser), pagination });
export type AdminUserListResponse = z.infer<typeof adminUserListResponse>;

/** PUT /admin/users/{id}: grant or revoke admin, suspend or restore the account. */
export const adminUserUpdateBody = z
  .strictObject(
    {
      isAdmin: z.boolean({ error: 'isAdmin must be true or false' }).optional(),
      suspended: z.boolean({ error: 'suspended must be true or false' }).optional(),
    },
    { error: 'Only isAdmin and suspended can be changed' },
  )
  .refine((b) => b.isAdmin !== undefined || b.suspended !== undefined, {
    error: 'Nothing to change: send isAdmin or suspended',
  });
export type AdminUserUpdateBody = z.infer<typeof adminUserUpdateBody>;

/** PUT /admin/users/{id}/role: the account's role (admins only; the last admin keeps the role). */
export const adminUserRoleBody = z.strictObject(
  { role: z.enum(ROLES, { error: `role must be one of: ${ROLES.join(', ')}` }) },
  { error: 'Only role can be changed here' },
);
export type AdminUserRoleBody = z.infer<typeof adminUserRoleBody>;
