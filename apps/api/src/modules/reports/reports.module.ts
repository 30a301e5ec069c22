import type { ApiModule } from '../../lib/wiring.ts';
import { reportsRepository } from './reports.repository.ts';
import { reportsRoutes } from './reports.routes.ts';
import { reportsService } from './reports.service.ts';
import { trustSafetyService } from './trust-safety.service.ts';

/** Reports and the moderation queue (trust and safety). */
export const reportsModule: ApiModule = {
  name: 'reports',
  provides: { reportsRepository: ({ db, engine }) => reportsRepository(db, engine) },
  register: async (api, c) => {
    const reports = c.reportsRepository;
    c.metrics.gauge('packdex_reports_pending', 'Reports waiting for a moderator', () => reports.pendingCount());
    const deps = {
      transact: c.transact,
      reports,
      users: c.usersRepository,
      audit: c.auditRepository,
      policy: c.config.reports,
    };
    const { later, linkHealthService } = c;
    const reporting = reportsService({
      ...deps,
      targets: { content: c.contentRepository, model: c.modelsRepository, comment: c.commentsRepository },
      denylist: c.denylistService,
      pictureHashes: c.pictureHashesService,
      // Checked after the answer: the reporter does not wait on a file host.
      onBrokenLink: (contentId) => {
        later.run('link-health.reported', () => linkHealthService.reported(contentId));
        return Promise.resolve();
      },
    });
    await api.register(reportsRoutes(reporting, trustSafetyService({ ...deps, hiding: reporting })));
  },
};

declare module '../../lib/wiring.ts' {
  interface Cradle {
    /** Reports (the moderation queue; broken-link reports for the link checker). */
    reportsRepository: ReturnType<typeof reportsRepository>;
  }
}
