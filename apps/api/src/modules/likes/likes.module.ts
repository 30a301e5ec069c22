import type { ApiModule } from '../../lib/wiring.ts';
import { likesRepository } from './likes.repository.ts';
import { likesRoutes } from './likes.routes.ts';
import { likesService } from './likes.service.ts';

/** Likes of content items and models. */
export const likesModule: ApiModule = {
  name: 'likes',
  provides: { likesRepository: ({ db, engine }) => likesRepository(db, engine) },
  register: async (api, { likesRepository, findTarget }) => {
    await api.register(likesRoutes(likesService({ likes: likesRepository, findTarget })));
  },
};

declare module '../../lib/wiring.ts' {
  interface Cradle {
    likesRepository: ReturnType<typeof likesRepository>;
  }
}
