import type { ApiModule } from '../../lib/wiring.ts';
import { notificationsRepository } from './notifications.repository.ts';
import { notificationsRoutes } from './notifications.routes.ts';
import { notificationsService } from './notifications.service.ts';

/** An account's notices. */
export const notificationsModule: ApiModule = {
  name: 'notifications',
  provides: { notificationsRepository: ({ db }) => notificationsRepository(db) },
  register: async (api, { notificationsRepository }) => {
    await api.register(notificationsRoutes(notificationsService(notificationsRepository)));
  },
};

declare module '../../lib/wiring.ts' {
  interface Cradle {
    /** Notices written by comments, follows and saved searches. */
    notificationsRepository: ReturnType<typeof notificationsRepository>;
  }
}
