import type { ApiModule } from '../../lib/wiring.ts';
import { recommendationsAdminRoutes } from './recommendations-admin.routes.ts';
import { recommendationsAdminService } from './recommendations-admin.service.ts';
import { recommendationsRepository } from './recommendations.repository.ts';
import { recommendationsRoutes } from './recommendations.routes.ts';
import { recommendationsService } from './recommendations.service.ts';

/** Premium members' recommendations of models, and their admin list. */
export const recommendationsModule: ApiModule = {
  name: 'recommendations',
  provides: { recommendationsRepository: ({ db, engine }) => recommendationsRepository(db, engine) },
  register: async (api, { transact, recommendationsRepository: recommendations, findTarget, auditService }) => {
    await api.register(recommendationsRoutes(recommendationsService({ transact, recommendations, findTarget })));
    await api.register(
      recommendationsAdminRoutes(recommendationsAdminService({ transact, recommendations, audit: auditService })),
    );
  },
};

declare module '../../lib/wiring.ts' {
  interface Cradle {
    recommendationsRepository: ReturnType<typeof recommendationsRepository>;
  }
}
