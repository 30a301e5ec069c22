import type { ApiModule } from '../../lib/wiring.ts';
import { tagsRepository } from './tags.repository.ts';
import { tagsRoutes } from './tags.routes.ts';
import { tagsService } from './tags.service.ts';

/** Tags: their pages, the admins' tag tree, and what lists filter by. */
export const tagsModule: ApiModule = {
  name: 'tags',
  provides: {
    tagsRepository: ({ db }) => tagsRepository(db),
    tagsService: (c) =>
      tagsService({
        transact: c.transact,
        tags: c.tagsRepository,
        audit: c.auditService,
        follows: c.followsRepository,
        blacklist: c.tagBlacklistRepository,
      }),
  },
  register: async (api, { tagsService }) => {
    await api.register(tagsRoutes(tagsService));
  },
};

declare module '../../lib/wiring.ts' {
  interface Cradle {
    tagsRepository: ReturnType<typeof tagsRepository>;
    tagsService: ReturnType<typeof tagsService>;
  }
}
