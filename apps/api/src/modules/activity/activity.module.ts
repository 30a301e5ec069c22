import type { ApiModule } from '../../lib/wiring.ts';
import { activityRoutes } from './activity.routes.ts';
import { activityService } from './activity.service.ts';

/** An account's own likes and follows, as lists (reads the likes, follows, content and models repositories). */
export const activityModule: ApiModule = {
  name: 'activity',
  register: async (api, c) => {
    await api.register(
      activityRoutes(
        activityService({
          likes: c.likesRepository,
          follows: c.followsRepository,
          content: c.contentRepository,
          models: c.modelsRepository,
          links: c.linkPolicy,
          blacklist: c.tagBlacklistService,
        }),
      ),
    );
  },
};
