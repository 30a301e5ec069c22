import type { ApiModule } from '../../lib/wiring.ts';
import { commentsRepository } from './comments.repository.ts';
import { commentsRoutes } from './comments.routes.ts';
import { commentsService } from './comments.service.ts';

/** Comments on content items and model pages. */
export const commentsModule: ApiModule = {
  name: 'comments',
  provides: { commentsRepository: ({ db, engine }) => commentsRepository(db, engine) },
  register: async (api, { transact, commentsRepository, notificationsRepository, findTarget }) => {
    await api.register(
      commentsRoutes(
        commentsService({ transact, comments: commentsRepository, notifications: notificationsRepository, findTarget }),
      ),
    );
  },
};

declare module '../../lib/wiring.ts' {
  interface Cradle {
    commentsRepository: ReturnType<typeof commentsRepository>;
  }
}
