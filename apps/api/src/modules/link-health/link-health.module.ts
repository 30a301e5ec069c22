import { outbound } from '../../lib/outbound.ts';
import type { ApiModule } from '../../lib/wiring.ts';
import { fileHostAdapter, genericAdapter } from './link-adapters.ts';
import { linkHealthRepository } from './link-health.repository.ts';
import { linkHealthRoutes } from './link-health.routes.ts';
import { linkHealthService, ROUND_MS } from './link-health.service.ts';

/** The link checker: dead download links found and handled (docs/link-health.md). */
export const linkHealthModule: ApiModule = {
  name: 'link-health',
  provides: {
    linkHealthRepository: ({ db, engine }) => linkHealthRepository(db, engine),
    linkHealthService: (c) =>
      linkHealthService({
        transact: c.transact,
        links: c.linkHealthRepository,
        reports: c.reportsRepository,
        audit: c.auditRepository,
        http: outbound({
          allow: new Set(c.config.outboundAllow),
          userAgent: `PackdexLinkChecker/1.0 (+${c.config.publicUrl}; checks that indexed download links still work)`,
          tracing: c.tracing,
        }),
        // The first adapter that handles a link's host checks it: the generic one last.
        adapters: [fileHostAdapter(c.config.fileHostDomain), genericAdapter()],
        settings: c.config.linkCheck,
        onVisibilityChange: () => c.pageCache.invalidate(),
      }),
  },
  register: async (api, { linkHealthService, config, schedule }) => {
    await api.register(linkHealthRoutes(linkHealthService));
    if (config.linkCheck.enabled) {
      schedule.add({ name: 'link-health.check', leaseMs: ROUND_MS, run: () => linkHealthService.round() });
    }
  },
};

declare module '../../lib/wiring.ts' {
  interface Cradle {
    /** Items' download links and mirrors, and their checks. */
    linkHealthRepository: ReturnType<typeof linkHealthRepository>;
    linkHealthService: ReturnType<typeof linkHealthService>;
  }
}
