import type { ApiModule } from '../../lib/wiring.ts';
import { systemStatusService } from './system-status.service.ts';
import { systemRepository } from './system.repository.ts';
import { systemAdminRoutes, systemRoutes } from './system.routes.ts';
import { systemService } from './system.service.ts';

/**
 * Health and readiness, the metrics' gauges of the mail queue and the PostgreSQL pool, and the admin
 * System page (instances, migrations, the scheduled jobs, the queues, storage).
 */
export const systemModule: ApiModule = {
  name: 'system',
  register: async (api, c) => {
    const system = systemRepository(c.db, c.engine);
    await api.register(systemRoutes(systemService(system, c.engine, c.storage), { testClock: c.config.testClock }));
    // What people wait on, read when the metrics are scraped (the reports' and removals' gauges are theirs).
    const { metrics, mailer, database } = c;
    metrics.gauge('packdex_mail_queue_depth', 'Messages waiting to be sent (with attempts left)', () => mailer.depth());
    if (c.engine === 'postgres') {
      metrics.gauge('packdex_db_pool_clients', "PostgreSQL pool's open connections", () => database.pool()?.total ?? 0);
      metrics.gauge('packdex_db_pool_idle', "PostgreSQL pool's idle connections", () => database.pool()?.idle ?? 0);
      metrics.gauge(
        'packdex_db_pool_waiting',
        'Queries waiting for a PostgreSQL connection',
        () => database.pool()?.waiting ?? 0,
      );
    }
    const status = systemStatusService({
      system,
      release: c.config.release,
      migrations: c.migrations,
      jobs: () => c.schedule.names(),
      jobIntervalMs: c.config.jobIntervalSeconds * 1000,
      queues: {
        mail: () => mailer.depth(),
        reports: () => c.reportsRepository.pendingCount(),
        removalRequests: () => c.removalRequestsRepository.openCount(),
      },
      dataDir: c.config.dataDir,
      uploadsDir: c.config.uploadsDir,
    });
    api.addHook('onReady', async () => status.startHeartbeat((err) => api.log.warn({ err }, 'heartbeat not written')));
    api.addHook('onClose', async () => {
      await status.stopHeartbeat().catch((err: unknown) => api.log.warn({ err }, 'instance row not removed'));
    });
    await api.register(systemAdminRoutes(status));
  },
};
