import type { ApiModule } from '../../lib/wiring.ts';
import { collectionsRepository } from './collections.repository.ts';
import { collectionsRoutes } from './collections.routes.ts';
import { collectionsService } from './collections.service.ts';

/** Members' collections of content items. */
export const collectionsModule: ApiModule = {
  name: 'collections',
  provides: { collectionsRepository: ({ db, engine }) => collectionsRepository(db, engine) },
  register: async (api, { transact, collectionsRepository, findTarget, linkPolicy }) => {
    await api.register(
      collectionsRoutes(
        collectionsService({ transact, collections: collectionsRepository, findTarget, links: linkPolicy }),
      ),
    );
  },
};

declare module '../../lib/wiring.ts' {
  interface Cradle {
    collectionsRepository: ReturnType<typeof collectionsRepository>;
  }
}
