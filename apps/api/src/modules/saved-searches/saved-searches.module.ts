import type { Executor } from '../../db/schema.ts';
import type { ScheduledJob } from '../../lib/job-runner.ts';
import { now } from '../../lib/time.ts';
import type { ApiModule, Cradle } from '../../lib/wiring.ts';
import { savedSearchAlerts } from './saved-search-alerts.ts';
import { savedSearchDigest } from './saved-search-digest.ts';
import { savedSearchesRepository } from './saved-searches.repository.ts';
import { savedSearchesRoutes } from './saved-searches.routes.ts';
import { savedSearchesService } from './saved-searches.service.ts';

/** How long after a publish the saved searches' alerts run (its transaction has committed by then). */
const ALERTS_KICK_MS = 2000;

/**
 * Logs each published item for the alerts and the e-mail digests, and runs the alerts soon after a
 * publish (its transaction has committed by then), not only on the schedule: one kick at a time,
 * and the schedule's next run finds what a kick missed.
 */
function alertsOnPublish(c: Cradle) {
  const alerts = savedSearchAlerts({
    transact: c.transact,
    searches: c.savedSearchesRepository,
    notifications: c.notificationsRepository,
    matchAmong: (query, ids) => c.contentService.matchingAmong(query, ids),
  });
  const job: ScheduledJob = { name: 'saved_searches.alerts', leaseMs: 5 * 60_000, run: () => alerts.run() };
  let kick: NodeJS.Timeout | undefined;
  const runSoon = () => {
    kick ??= setTimeout(() => {
      kick = undefined;
      c.schedule.runOne(job).catch((err: unknown) => c.log.error({ err }, 'saved search alerts failed'));
    }, ALERTS_KICK_MS).unref();
  };
  return {
    job,
    published: async (contentId: number, trx: Executor): Promise<void> => {
      await c.savedSearchesRepository.logPublished(contentId, now(), trx);
      runSoon();
    },
    stop: () => clearTimeout(kick),
  };
}

/** Saved searches, their alerts and e-mail digests (docs/product.md#saved-searches). */
export const savedSearchesModule: ApiModule = {
  name: 'saved-searches',
  provides: {
    savedSearchesRepository: ({ db, engine }) => savedSearchesRepository(db, engine),
    savedSearchAlerts: alertsOnPublish,
  },
  register: async (api, c) => {
    await api.register(
      savedSearchesRoutes(savedSearchesService({ transact: c.transact, searches: c.savedSearchesRepository })),
    );
    const alerts = c.savedSearchAlerts;
    api.addHook('onClose', async () => alerts.stop());
    const digests = savedSearchDigest({
      transact: c.transact,
      searches: c.savedSearchesRepository,
      mailer: c.mailer,
      matchAmong: (query, ids) => c.contentService.matchingAmong(query, ids),
      publicUrl: c.config.publicUrl,
      siteName: c.config.siteName,
    });
    // New items against the saved searches with an alert on, then the e-mail digests due.
    c.schedule.add(alerts.job);
    c.schedule.add({ name: 'saved_searches.digest', leaseMs: 10 * 60_000, run: () => digests.run() });
  },
};

declare module '../../lib/wiring.ts' {
  interface Cradle {
    savedSearchesRepository: ReturnType<typeof savedSearchesRepository>;
    /** The alerts of saved searches: fed by each publish (`published`), run by the schedule. */
    savedSearchAlerts: ReturnType<typeof alertsOnPublish>;
  }
}
