// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminStatsResponse } from '@packdex/shared/schemas/admin';
import { holdApi } from '@/testing/api-stub.ts';
import { renderInApp } from '@/testing/render-app.tsx';
import { testUser } from '@/testing/test-user.ts';
import { AdminDashboardPage } from './dashboard-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const stats: AdminStatsResponse = {
  overview: {
    totalUsers: 40,
    premiumUsers: 4,
    totalModels: 12,
    totalContent: 300,
    totalViews: 118_670,
    pendingReports: 2,
    totalComments: 9,
    totalLikes: 30,
    recentUsers: 3,
  },
  topContent: [],
  topModels: [],
  reportsByReason: [],
  userGrowth: [],
  insights: {
    revenue: { monthlyCents: 4_800, payingSubscriptions: 4 },
    averagePerUserCents: 120,
    userGrowthPercent: null,
    uploadRatePerDay: 2,
    topCategory: { type: 'image', count: 189 },
    dailyActiveUsers: 5,
    contentHealthPercent: 99,
    averageSessionMinutes: null,
    bounceRatePercent: null,
  },
  inbox: { newRecommendations: 0, newSupportMessages: 0 },
};

describe('the admin dashboard', () => {
  // The page loads its charts' code while the test runs: seconds on a loaded runner.
  it('names the top category by its label, not the API’s value', { timeout: 20_000 }, async () => {
    const api = holdApi();
    renderInApp(<AdminDashboardPage />, { user: testUser({ isAdmin: true }), path: '/admin' });
    act(() => api.call('GET', '/admin/stats').answer(200, stats));
    await screen.findByText(/\(189\)/);
    const figure = screen.getByText('Top category').closest('div')!;
    expect(figure.textContent).toContain('Image (189)');
    expect(figure.textContent).not.toContain('image (189)');
  });
});
