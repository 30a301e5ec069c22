import { type ExpressionBuilder, type Kysely, type RawBuilder, sql } from 'kysely';
import type { Engine } from '../../db/database.ts';
import type { DB, Executor } from '../../db/schema.ts';

/** A subscription that pays right now (ADR 0009): its provider says so and its period has not ended. */
const PAYING_STATUSES = ['active', 'trialing'] as const;

const n = (v: unknown) => Number(v ?? 0);

/** The UTC calendar day (YYYY-MM-DD) of a timestamp column, on either engine. */
function dayOf(engine: Engine, column: string): RawBuilder<string> {
  return engine === 'postgres'
    ? sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD')`
    : sql<string>`substr(${sql.ref(column)}, 1, 10)`;
}

export interface DayCount {
  date: string;
  count: number;
}

/**
 * Read-only aggregates for the admin dashboard (ADR 0009). It counts rows of several features'
 * tables in single queries and writes nothing; every figure comes from the database.
 */
export function insightsRepository(db: Kysely<DB>, engine: Engine) {
  const count = (eb: ExpressionBuilder<DB, never>) => eb.fn.countAll<number>();

  return {
    /** The headline counts, in one round trip. `at` is now; `weekAgo`, `monthAgo`, `twoMonthsAgo` bound the windows. */
    async overview(
      w: { at: string; today: string; weekAgo: string; monthAgo: string; twoMonthsAgo: string },
      executor: Executor = db,
    ) {
      const row = await executor
        .selectNoFrom((eb) => [
          eb.selectFrom('users').select(count(eb).as('n')).as('total_users'),
          eb
            .selectFrom('users')
            .select(count(eb).as('n'))
            .where('is_premium', '=', 1)
            .where((e) => e.or([e('premium_expires_at', 'is', null), e('premium_expires_at', '>', w.at)]))
            .as('premium_users'),
          eb.selectFrom('users').select(count(eb).as('n')).where('created_at', '>=', w.weekAgo).as('recent_users'),
          eb.selectFrom('users').select(count(eb).as('n')).where('created_at', '>=', w.monthAgo).as('signups_30'),
          eb
            .selectFrom('users')
            .select(count(eb).as('n'))
            .where('created_at', '>=', w.twoMonthsAgo)
            .where('created_at', '<', w.monthAgo)
            .as('signups_prev_30'),
          eb.selectFrom('models').select(count(eb).as('n')).as('total_models'),
          eb.selectFrom('contents').select(count(eb).as('n')).as('total_content'),
          eb
            .selectFrom('contents')
            .select((e) => e.fn.coalesce(e.fn.sum<number>('views'), sql<number>`0`).as('n'))
            .as('total_views'),
          eb.selectFrom('contents').select(count(eb).as('n')).where('created_at', '>=', w.weekAgo).as('uploads_7'),
          eb.selectFrom('reports').select(count(eb).as('n')).where('status', '=', 'pending').as('pending_reports'),
          eb
            .selectFrom('reports')
            .select((e) => e.fn.count<number>('content_id').distinct().as('n'))
            .where('status', '=', 'pending')
            .where('content_id', 'is not', null)
            .as('reported_content'),
          eb.selectFrom('comments').select(count(eb).as('n')).as('total_comments'),
          eb.selectFrom('likes').select(count(eb).as('n')).as('total_likes'),
          eb
            .selectFrom('subscriptions')
            .select(count(eb).as('n'))
            .where('status', 'in', [...PAYING_STATUSES])
            .where((e) => e.or([e('current_period_end', 'is', null), e('current_period_end', '>', w.at)]))
            .as('paying_subscriptions'),
          eb.selectFrom('user_activity').select(count(eb).as('n')).where('day', '=', w.today).as('active_today'),
          eb
            .selectFrom('recommendations')
            .select(count(eb).as('n'))
            .where('status', '=', 'new')
            .as('new_recommendations'),
          eb
            .selectFrom('support_messages')
            .select(count(eb).as('n'))
            .where('status', '=', 'new')
            .as('new_support_messages'),
        ])
        .executeTakeFirstOrThrow();
      return {
        totalUsers: n(row.total_users),
        premiumUsers: n(row.premium_users),
        recentUsers: n(row.recent_users),
        signupsLast30: n(row.signups_30),
        signupsPrevious30: n(row.signups_prev_30),
        totalModels: n(row.total_models),
        totalContent: n(row.total_content),
        totalViews: n(row.total_views),
        uploadsLast7: n(row.uploads_7),
        pendingReports: n(row.pending_reports),
        contentWithPendingReport: n(row.reported_content),
        totalComments: n(row.total_comments),
        totalLikes: n(row.total_likes),
        payingSubscriptions: n(row.paying_subscriptions),
        activeToday: n(row.active_today),
        newRecommendations: n(row.new_recommendations),
        newSupportMessages: n(row.new_support_messages),
      };
    },

    /** Reports per reason (every status). */
    async reportsByReason(executor: Executor = db): Promise<{ reason: string; count: number }[]> {
      const rows = await executor
        .selectFrom('reports')
        .select((eb) => ['reason', eb.fn.countAll<number>().as('n')])
        .groupBy('reason')
        .execute();
      return rows.map((r) => ({ reason: r.reason, count: n(r.n) }));
    },

    /** Sign-ups per UTC day since `since` (days without any are absent). */
    async signupsPerDay(since: string, executor: Executor = db): Promise<DayCount[]> {
      const day = dayOf(engine, 'users.created_at');
      const rows = await executor
        .selectFrom('users')
        .select((eb) => [day.as('d'), eb.fn.countAll<number>().as('n')])
        .where('created_at', '>=', since)
        .groupBy(day)
        .execute();
      return rows.map((r) => ({ date: r.d, count: n(r.n) }));
    },

    /** Items uploaded per UTC day since `since`. */
    async uploadsPerDay(since: string, executor: Executor = db): Promise<DayCount[]> {
      const day = dayOf(engine, 'contents.created_at');
      const rows = await executor
        .selectFrom('contents')
        .select((eb) => [day.as('d'), eb.fn.countAll<number>().as('n')])
        .where('created_at', '>=', since)
        .groupBy(day)
        .execute();
      return rows.map((r) => ({ date: r.d, count: n(r.n) }));
    },

    /** Recorded content views per UTC day since `since` (the view log, deduplicated per viewer). */
    async viewsPerDay(since: string, executor: Executor = db): Promise<DayCount[]> {
      const day = dayOf(engine, 'content_views.viewed_at');
      const rows = await executor
        .selectFrom('content_views')
        .select((eb) => [day.as('d'), eb.fn.countAll<number>().as('n')])
        .where('viewed_at', '>=', since)
        .groupBy(day)
        .execute();
      return rows.map((r) => ({ date: r.d, count: n(r.n) }));
    },

    /** Distinct signed-in accounts per UTC day from `sinceDay` (YYYY-MM-DD). */
    async activePerDay(sinceDay: string, executor: Executor = db): Promise<DayCount[]> {
      const rows = await executor
        .selectFrom('user_activity')
        .select((eb) => ['day', eb.fn.countAll<number>().as('n')])
        .where('day', '>=', sinceDay)
        .groupBy('day')
        .execute();
      return rows.map((r) => ({ date: r.day, count: n(r.n) }));
    },

    /** Accounts seen since `since`, and distinct accounts active on any day from `sinceDay`. */
    async activeAccounts(since: string, sinceDay: string, executor: Executor = db) {
      const row = await executor
        .selectNoFrom((eb) => [
          eb
            .selectFrom('user_activity')
            .select((e) => e.fn.count<number>('user_id').distinct().as('n'))
            .where('last_seen_at', '>=', since)
            .as('now'),
          eb
            .selectFrom('user_activity')
            .select((e) => e.fn.count<number>('user_id').distinct().as('n'))
            .where('day', '>=', sinceDay)
            .as('days'),
        ])
        .executeTakeFirstOrThrow();
      return { seenSince: n(row.now), activeSinceDay: n(row.days) };
    },

    /** Items, their views and their likes per content type. */
    async contentByType(executor: Executor = db) {
      const rows = await executor
        .selectFrom('contents')
        .select((eb) => [
          'type',
          eb.fn.countAll<number>().as('n'),
          eb.fn.coalesce(eb.fn.sum<number>('views'), sql<number>`0`).as('views'),
        ])
        .groupBy('type')
        .execute();
      return rows.map((r) => ({ type: r.type, count: n(r.n), views: n(r.views) }));
    },

    /** Account totals by flag (admin user analytics). */
    async accountTotals(at: string, executor: Executor = db) {
      const row = await executor
        .selectFrom('users')
        .select((eb) => [
          eb.fn.countAll<number>().as('total'),
          eb.fn.sum<number>(eb.case().when('is_verified', '=', 1).then(1).else(0).end()).as('verified'),
          eb.fn.sum<number>(eb.case().when('is_admin', '=', 1).then(1).else(0).end()).as('admins'),
          eb.fn.sum<number>(eb.case().when('suspended_at', 'is not', null).then(1).else(0).end()).as('suspended'),
          eb.fn
            .sum<number>(
              eb
                .case()
                .when(
                  eb.and([
                    eb('is_premium', '=', 1),
                    eb.or([eb('premium_expires_at', 'is', null), eb('premium_expires_at', '>', at)]),
                  ]),
                )
                .then(1)
                .else(0)
                .end(),
            )
            .as('premium'),
        ])
        .executeTakeFirstOrThrow();
      return {
        total: n(row.total),
        verified: n(row.verified),
        admins: n(row.admins),
        suspended: n(row.suspended),
        premium: n(row.premium),
      };
    },

    /** Content and engagement totals for the content analytics. */
    async contentTotals(executor: Executor = db) {
      const row = await executor
        .selectNoFrom((eb) => [
          eb.selectFrom('contents').select(count(eb).as('n')).as('content'),
          eb.selectFrom('contents').select(count(eb).as('n')).where('hidden_at', 'is not', null).as('hidden_content'),
          eb.selectFrom('models').select(count(eb).as('n')).as('models'),
          eb.selectFrom('models').select(count(eb).as('n')).where('hidden_at', 'is not', null).as('hidden_models'),
          eb
            .selectFrom('models')
            .select(count(eb).as('n'))
            .where((e) =>
              e.not(
                e.exists(
                  e.selectFrom('contents').select('contents.id').whereRef('contents.model_id', '=', 'models.id'),
                ),
              ),
            )
            .as('models_without_content'),
          eb.selectFrom('likes').select(count(eb).as('n')).where('content_id', 'is not', null).as('content_likes'),
          eb
            .selectFrom('comments')
            .select(count(eb).as('n'))
            .where('content_id', 'is not', null)
            .as('content_comments'),
          eb.selectFrom('shares').select(count(eb).as('n')).where('content_id', 'is not', null).as('content_shares'),
        ])
        .executeTakeFirstOrThrow();
      return {
        content: n(row.content),
        hiddenContent: n(row.hidden_content),
        models: n(row.models),
        hiddenModels: n(row.hidden_models),
        modelsWithoutContent: n(row.models_without_content),
        likes: n(row.content_likes),
        comments: n(row.content_comments),
        shares: n(row.content_shares),
      };
    },

    /** The most used content tags. */
    async topTags(limit: number, executor: Executor = db) {
      const rows = await executor
        .selectFrom('content_tags')
        .select((eb) => ['tag', eb.fn.countAll<number>().as('n')])
        .groupBy('tag')
        .orderBy('n', 'desc')
        .orderBy('tag')
        .limit(limit)
        .execute();
      return rows.map((r) => ({ tag: r.tag, count: n(r.n) }));
    },
  };
}
export type InsightsRepository = ReturnType<typeof insightsRepository>;
