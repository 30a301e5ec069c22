import type { ApiModule } from '../../lib/wiring.ts';
import { followsRepository } from './follows.repository.ts';
import { followsRoutes } from './follows.routes.ts';
import { followsService } from './follows.service.ts';

/** Follows of models and tags. */
export const followsModule: ApiModule = {
  name: 'follows',
  provides: {
    followsRepository: ({ db, engine }) => followsRepository(db, engine),
    followsService: ({ transact, followsRepository, findTarget, tagsRepository }) =>
      followsService({
        transact,
        follows: followsRepository,
        findTarget,
        findTag: (slug) => tagsRepository.bySlug(slug),
      }),
  },
  register: async (api, { followsService }) => {
    await api.register(followsRoutes(followsService));
  },
};

declare module '../../lib/wiring.ts' {
  interface Cradle {
    followsRepository: ReturnType<typeof followsRepository>;
    /** Follows of models and tags (the model page reads whether its viewer follows). */
    followsService: ReturnType<typeof followsService>;
  }
}
