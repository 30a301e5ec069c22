import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  activeUsersResponse,
  adminStatsResponse,
  contentAnalyticsResponse,
  contentChartsResponse,
  userAnalyticsQuery,
  userAnalyticsResponse,
} from '@packdex/shared/schemas/admin';
import { adminGet } from '../../plugins/admin-routes.ts';
import { requireStaff } from '../../plugins/auth.ts';
import type { InsightsService } from './insights.service.ts';

const tags = ['admin'];

/** The admin dashboard's statistics (admins only). */
export function insightsRoutes(service: InsightsService): FastifyPluginAsyncZod {
  return async (app) => {
    // Refused before the query is even read: a visitor gets 401 and a user 403 whatever they send.
    app.addHook('onRequest', async (request) => {
      requireStaff(request);
    });

    adminGet(app, '/admin/stats', { tags, summary: 'Dashboard statistics', ok: adminStatsResponse }, () =>
      service.stats(),
    );

    adminGet(app, '/admin/active-users', { tags, summary: 'Signed-in activity', ok: activeUsersResponse }, () =>
      service.activeUsers(),
    );

    adminGet(app, '/admin/content/charts', { tags, summary: 'Content chart series', ok: contentChartsResponse }, () =>
      service.contentCharts(),
    );

    adminGet(
      app,
      '/admin/users/analytics',
      {
        tags,
        summary: 'Sign-ups and activity over a period of days',
        querystring: userAnalyticsQuery,
        ok: userAnalyticsResponse,
      },
      ({ query }) => service.userAnalytics(query.period),
    );

    adminGet(
      app,
      '/admin/content/analytics',
      { tags, summary: 'Content totals and breakdowns', ok: contentAnalyticsResponse },
      () => service.contentAnalytics(),
    );
  };
}
