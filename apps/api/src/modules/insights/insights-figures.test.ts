import { PREMIUM_PRICE_CENTS, REPORT_REASONS } from '@packdex/shared/constants';
import type {
  ActiveUsersResponse,
  AdminStatsResponse,
  ContentAnalyticsResponse,
  ContentChartsResponse,
  UserAnalyticsResponse,
} from '@packdex/shared/schemas/admin';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import {
  makeContent,
  makeModel,
  makeReport,
  makeSubscription,
  makeUser,
  type TestUser,
} from '../../../test/factories.ts';

const t = useTestApp();
const DAY = 86_400_000;
const today = () => new Date().toISOString().slice(0, 10);

describe('admin statistics figures', () => {
  it('equal the counts of a scripted mix of sign-ups, likes, comments, views, reports and subscriptions', async () => {
    // A fresh database: only the seeded admin account exists.
    const admin = await makeUser(t, { admin: true });
    const baseUsers = 2;

    // Sign-ups: 3 through the API today, 4 made directly (2 of them 10 days ago, 1 40 days ago).
    const registered: TestUser[] = [];
    for (let i = 0; i < 3; i += 1) {
      const email = `signup.${i}.${Date.now()}@example.test`;
      const res = await t.request('POST', '/api/auth/register', {
        body: { name: `Signup ${i}`, email, password: 'secret-pass', ageConfirmed: true },
        ip: `10.77.0.${i + 1}`,
      });
      expect(res.statusCode).toBe(201);
      const { user, token } = res.json<{ user: { id: number }; token: string }>();
      registered.push({
        id: user.id,
        token,
        auth: { authorization: `Bearer ${token}` },
        ip: `10.77.1.${i + 1}`,
      } as TestUser);
    }
    const tenDaysAgo = new Date(Date.now() - 10 * DAY);
    const verified = [
      await makeUser(t, { verified: true }),
      await makeUser(t, { verified: true }),
      await makeUser(t, { verified: true, createdAt: tenDaysAgo }),
      await makeUser(t, { verified: true, createdAt: tenDaysAgo }),
    ];
    const oldUser = await makeUser(t, { verified: true, createdAt: new Date(Date.now() - 40 * DAY) });
    // Premium: two running, one expired (not counted).
    const premium = [await makeUser(t, { premium: true, verified: true }), await makeUser(t, { premium: true })];
    const expired = await makeUser(t, { premium: new Date(Date.now() - DAY), verified: true });
    const newThisWeek = 3 + 2 + 2 + 1; // API sign-ups, 2 verified today, 2 premium, the expired one
    const madeUsers = 3 + 4 + 1 + 2 + 1;

    // Catalogue: 2 models, 4 items (types gallery ×2, video, image; one uploaded 20 days ago).
    const m1 = await makeModel(t, { views: 500 });
    const m2 = await makeModel(t, { views: 40 });
    const c1 = await makeContent(t, { model: m1, type: 'gallery', views: 300, tags: ['beach', 'summer'] });
    const c2 = await makeContent(t, { model: m1, type: 'gallery', views: 120, tags: ['beach'] });
    const c3 = await makeContent(t, { model: m2, type: 'video', views: 7, tags: ['studio'] });
    await makeContent(t, {
      model: m2,
      type: 'image',
      views: 0,
      createdAt: new Date(Date.now() - 20 * DAY),
      tags: [],
    });

    // Likes: 3 content likes and 1 model like by verified users, through the API.
    for (const [user, body] of [
      [verified[0]!, { contentId: c1.id }],
      [verified[1]!, { contentId: c1.id }],
      [verified[0]!, { contentId: c2.id }],
      [premium[0]!, { modelId: m1.id }],
    ] as const) {
      expect((await t.request('POST', '/api/likes/toggle', { as: user, body })).statusCode).toBe(200);
    }
    // Comments: 2 on content, 1 on a model.
    for (const [user, body] of [
      [verified[2]!, { contentId: c1.id, text: 'Nice set' }],
      [verified[0]!, { contentId: c3.id, text: 'Lovely light' }],
      [expired, { modelId: m2.id, text: 'More please' }],
    ] as const) {
      expect((await t.request('POST', '/api/comments', { as: user, body })).statusCode).toBe(201);
    }
    // Views through the API: c1 by two viewers, c3 by one (each adds 1 to the item's counter).
    for (const [id, ip] of [
      [c1.id, '10.78.0.1'],
      [c1.id, '10.78.0.2'],
      [c3.id, '10.78.0.3'],
    ] as const) {
      const res = await t.request('POST', `/api/content/${id}/view`, { ip, headers: { 'user-agent': `agent-${ip}` } });
      expect(await t.json(res)).toMatchObject({ counted: true });
    }
    // Reports: 2 pending on c1 (spam, broken_link), 1 pending on m2 (no_consent, from a verified
    // account, so it hides the model at once: docs/trust-and-safety.md), 1 resolved on c3.
    for (const [ip, body] of [
      ['10.79.0.1', { contentId: c1.id, reason: 'spam' }],
      ['10.79.0.2', { contentId: c1.id, reason: 'broken_link' }],
    ] as const) {
      expect((await t.request('POST', '/api/reports', { ip, body })).statusCode).toBe(201);
    }
    const severe = { modelId: m2.id, reason: 'no_consent' };
    expect((await t.request('POST', '/api/reports', { as: oldUser, body: severe })).statusCode).toBe(201);
    await makeReport(t, { contentId: c3.id, reason: 'spam', status: 'resolved' });
    // Subscriptions: 2 paying (one trialing), 1 cancelled, 1 active but past its period end.
    await makeSubscription(t, { user: premium[0]!, status: 'active' });
    await makeSubscription(t, { user: premium[1]!, status: 'trialing', currentPeriodEnd: null });
    await makeSubscription(t, { user: expired, status: 'canceled' });
    await makeSubscription(t, { user: oldUser, status: 'active', currentPeriodEnd: new Date(Date.now() - DAY) });
    // Signed-in activity today: a request from each of these (the admin's own request counts too).
    for (const user of [registered[0]!, registered[1]!, oldUser])
      expect((await t.request('GET', '/api/auth/dashboard', { as: user })).statusCode).toBe(200);
    const activeToday = new Set([
      admin.id,
      verified[0]!.id,
      verified[1]!.id,
      verified[2]!.id,
      premium[0]!.id,
      expired.id,
      registered[0]!.id,
      registered[1]!.id,
      oldUser.id,
    ]).size;

    const res = await t.request('GET', '/api/admin/stats', { as: admin });
    expect(res.statusCode).toBe(200);
    const stats = res.json<AdminStatsResponse>();
    const totalUsers = baseUsers + madeUsers;
    expect(stats.overview).toEqual({
      totalUsers,
      premiumUsers: 2,
      totalModels: 2,
      totalContent: 4,
      totalViews: 300 + 120 + 7 + 0 + 3,
      pendingReports: 3,
      totalComments: 3,
      totalLikes: 4,
      recentUsers: baseUsers + newThisWeek,
    });
    expect(stats.topContent.map((c) => c.id).slice(0, 3)).toEqual([c1.id, c2.id, c3.id]);
    expect(stats.topContent[0]).toMatchObject({ views: 302, title: c1.title });
    // Top lists are the public ones: m2 is hidden while its no_consent report is pending.
    expect(stats.topModels.map((m) => m.id)).toEqual([m1.id]);
    expect(stats.reportsByReason).toEqual(
      REPORT_REASONS.map((reason) => ({
        reason,
        count: { spam: 2, broken_link: 1, no_consent: 1 }[reason as string] ?? 0,
      })),
    );
    expect(stats.userGrowth).toHaveLength(30);
    const growth = new Map(stats.userGrowth.map((d) => [d.date, d.count]));
    expect(growth.get(today())).toBe(baseUsers + newThisWeek);
    expect(growth.get(tenDaysAgo.toISOString().slice(0, 10))).toBe(2);
    expect(stats.userGrowth.reduce((s, d) => s + d.count, 0)).toBe(totalUsers - 1);

    const i = stats.insights;
    expect(i.revenue).toEqual({ monthlyCents: 2 * PREMIUM_PRICE_CENTS, payingSubscriptions: 2 });
    expect(i.averagePerUserCents).toBe(Math.round((2 * PREMIUM_PRICE_CENTS) / totalUsers));
    // Sign-ups in the last 30 days against the 30 before: only the 40-day-old account is older.
    expect(i.userGrowthPercent).toBe(((totalUsers - 1 - 1) / 1) * 100);
    expect(i.uploadRatePerDay).toBe(0.4); // 3 items in 7 days
    expect(i.topCategory).toEqual({ type: 'gallery', count: 2 });
    expect(i.dailyActiveUsers).toBe(activeToday);
    // Items without a pending report: c1 has two (counted once), the resolved one on c3 does not count.
    expect(i.contentHealthPercent).toBe(Math.round(((4 - 1) / 4) * 1000) / 10);
    expect(i.averageSessionMinutes).toBeNull();
    expect(i.bounceRatePercent).toBeNull();

    const active = (await t.request('GET', '/api/admin/active-users', { as: admin })).json<ActiveUsersResponse>();
    expect(active).toMatchObject({
      activeNow: activeToday,
      today: activeToday,
      last7Days: activeToday,
      windowMinutes: 15,
    });
    expect(active.daily).toHaveLength(14);
    expect(active.daily.at(-1)).toEqual({ date: today(), count: activeToday });

    const charts = (await t.request('GET', '/api/admin/content/charts', { as: admin })).json<ContentChartsResponse>();
    expect(charts.byType).toEqual([
      { type: 'image', count: 1, views: 0 },
      { type: 'video', count: 1, views: 8 },
      { type: 'gallery', count: 2, views: 422 },
    ]);
    expect(charts.viewsOverTime).toHaveLength(30);
    expect(charts.viewsOverTime.at(-1)).toEqual({ date: today(), count: 3 });
    expect(charts.uploadsOverTime.at(-1)).toEqual({ date: today(), count: 3 });
    const twentyDaysAgo = new Date(Date.now() - 20 * DAY).toISOString().slice(0, 10);
    expect(charts.uploadsOverTime.find((d) => d.date === twentyDaysAgo)?.count).toBe(1);

    const users = (
      await t.request('GET', '/api/admin/users/analytics?period=7', { as: admin })
    ).json<UserAnalyticsResponse>();
    expect(users.totals).toEqual({
      users: totalUsers,
      verified: totalUsers - 3 - 1, // API sign-ups and the second premium account are unverified
      premium: 2,
      admins: 2,
      suspended: 0,
    });
    expect(users.signups).toBe(baseUsers + newThisWeek);
    expect(users.activePerDay.at(-1)?.count).toBe(activeToday);

    const content = (
      await t.request('GET', '/api/admin/content/analytics', { as: admin })
    ).json<ContentAnalyticsResponse>();
    expect(content.totals).toEqual({
      content: 4,
      hiddenContent: 0,
      models: 2,
      hiddenModels: 1,
      modelsWithoutContent: 0,
      views: 430,
      likes: 3,
      comments: 2,
      shares: 0,
    });
    expect(content.averageViewsPerItem).toBe(107.5);
    expect(content.contentHealthPercent).toBe(75);
    expect(content.pendingReports).toBe(3);
    expect(content.topTags[0]).toEqual({ tag: 'beach', count: 2 });
  });
});
