import type { ApiModule } from '../../lib/wiring.ts';
import { bannedTermsRepository } from './banned-terms.repository.ts';
import { bannedTermsRoutes } from './banned-terms.routes.ts';
import { bannedTermsService } from './banned-terms.service.ts';

/** Banned terms, kept by admins (docs/compliance.md#banned-terms). */
export const bannedTermsModule: ApiModule = {
  name: 'banned-terms',
  provides: {
    bannedTermsService: ({ db, transact, auditRepository, config }) =>
      bannedTermsService({
        transact,
        terms: bannedTermsRepository(db),
        audit: auditRepository,
        cacheMs: config.bannedTermsCacheSeconds * 1000,
      }),
  },
  register: async (api, { bannedTermsService }) => {
    await api.register(bannedTermsRoutes(bannedTermsService));
  },
};

declare module '../../lib/wiring.ts' {
  interface Cradle {
    /** Words no title, name or search may carry: checked by every catalogue write and search. */
    bannedTermsService: ReturnType<typeof bannedTermsService>;
  }
}
