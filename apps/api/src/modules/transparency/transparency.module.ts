import type { ApiModule } from '../../lib/wiring.ts';
import { transparencyRepository } from './transparency.repository.ts';
import { transparencyRoutes } from './transparency.routes.ts';
import { reportSections, transparencyService } from './transparency.service.ts';

/** The public transparency report (reads the consent and review records for its sections). */
export const transparencyModule: ApiModule = {
  name: 'transparency',
  register: async (api, { db, engine, consentRepository, reviewRepository, config }) => {
    const sections = reportSections(transparencyRepository(db, engine), {
      consent: consentRepository,
      review: reviewRepository,
    });
    await api.register(transparencyRoutes(transparencyService(sections), config.siteName));
  },
};
