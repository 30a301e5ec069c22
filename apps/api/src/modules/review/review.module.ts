import type { ApiModule } from '../../lib/wiring.ts';
import { consentRepository } from './consent.repository.ts';
import { consentRoutes } from './consent.routes.ts';
import { consentService } from './consent.service.ts';
import { reviewRepository } from './review.repository.ts';
import { reviewRoutes } from './review.routes.ts';
import { reviewService } from './review.service.ts';

/** Consent records and review before publication (docs/compliance.md). */
export const reviewModule: ApiModule = {
  name: 'review',
  provides: {
    consentRepository: ({ db }) => consentRepository(db),
    reviewRepository: ({ db }) => reviewRepository(db),
    consentService: (c) =>
      consentService({
        transact: c.transact,
        consent: c.consentRepository,
        models: c.modelsRepository,
        audit: c.auditService,
        dir: c.config.review.consentDir,
      }),
    reviewService: (c) =>
      reviewService({
        transact: c.transact,
        reviews: c.reviewRepository,
        enabled: c.config.review.beforePublish,
        models: c.modelsRepository,
        content: c.contentRepository,
        consent: c.consentService,
        bannedTerms: c.bannedTermsService,
        links: c.linkHealthRepository,
        audit: c.auditService,
        announce: c.contentAnnouncer,
      }),
  },
  register: async (api, { consentService, reviewService }) => {
    await api.register(consentRoutes(consentService));
    await api.register(reviewRoutes(reviewService));
  },
};

declare module '../../lib/wiring.ts' {
  interface Cradle {
    /** Models' consent records (docs/compliance.md). */
    consentRepository: ReturnType<typeof consentRepository>;
    consentService: ReturnType<typeof consentService>;
    /** Review before publication: drafts, and their states on admin lists. */
    reviewRepository: ReturnType<typeof reviewRepository>;
    reviewService: ReturnType<typeof reviewService>;
  }
}
