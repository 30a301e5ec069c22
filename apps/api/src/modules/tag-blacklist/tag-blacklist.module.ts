import type { ApiModule } from '../../lib/wiring.ts';
import { tagBlacklistRepository } from './tag-blacklist.repository.ts';
import { tagBlacklistRoutes } from './tag-blacklist.routes.ts';
import { tagBlacklistService } from './tag-blacklist.service.ts';

/** Tags an account hides from every list it is shown. */
export const tagBlacklistModule: ApiModule = {
  name: 'tag-blacklist',
  provides: {
    tagBlacklistRepository: ({ db, engine }) => tagBlacklistRepository(db, engine),
    tagBlacklistService: ({ transact, tagBlacklistRepository, tagsRepository, accountRows }) =>
      tagBlacklistService({
        transact,
        blacklist: tagBlacklistRepository,
        tags: tagsRepository,
        forgetAccount: (userId) => accountRows.forget(userId),
      }),
  },
  register: async (api, { tagBlacklistService }) => {
    await api.register(tagBlacklistRoutes(tagBlacklistService));
  },
};

declare module '../../lib/wiring.ts' {
  interface Cradle {
    tagBlacklistRepository: ReturnType<typeof tagBlacklistRepository>;
    /** Personal filters (docs/product.md#hidden-tags): every list shown to an account leaves out what it hides. */
    tagBlacklistService: ReturnType<typeof tagBlacklistService>;
  }
}
