import type { ApiModule } from '../../lib/wiring.ts';
import { searchRoutes } from './search.routes.ts';
import { searchService } from './search.service.ts';

/** Suggestions and search over models and content (reads their repositories). */
export const searchModule: ApiModule = {
  name: 'search',
  register: async (api, c) => {
    await api.register(
      searchRoutes(
        searchService({
          models: c.modelsRepository,
          contents: c.contentRepository,
          bannedTerms: c.bannedTermsService,
          blacklist: c.tagBlacklistService,
        }),
      ),
    );
  },
};
