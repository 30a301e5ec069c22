import type { ApiModule } from '../../lib/wiring.ts';
import { insightsRepository } from './insights.repository.ts';
import { insightsRoutes } from './insights.routes.ts';
import { insightsService } from './insights.service.ts';

/** The admin dashboard's figures. */
export const insightsModule: ApiModule = {
  name: 'insights',
  register: async (api, { db, engine, contentRepository, modelsRepository }) => {
    await api.register(
      insightsRoutes(
        insightsService({
          insights: insightsRepository(db, engine),
          content: contentRepository,
          models: modelsRepository,
        }),
      ),
    );
  },
};
