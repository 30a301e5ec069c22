import type { ApiModule } from '../../lib/wiring.ts';
import { accountExportRoutes } from './account-export.routes.ts';
import { accountExportService } from './account-export.service.ts';
import { accountRoutes } from './account.routes.ts';
import { accountService } from './account.service.ts';

/** The account page (profile, password, deletion) and the export of everything kept about an account. */
export const accountModule: ApiModule = {
  name: 'account',
  register: async (api, c) => {
    await api.register(
      accountRoutes(
        accountService({
          transact: c.transact,
          users: c.usersRepository,
          activity: { content: c.contentRepository, likes: c.likesRepository, comments: c.commentsRepository },
          tokens: c.tokens,
          sessions: c.sessionsService,
          uploadsDir: c.config.uploadsDir,
          subscriptions: c.paymentsService,
        }),
      ),
    );
    await api.register(
      accountExportRoutes(
        accountExportService({
          users: c.usersRepository,
          likes: c.likesRepository,
          comments: c.commentsRepository,
          follows: c.followsRepository,
          collections: c.collectionsRepository,
          savedSearches: c.savedSearchesRepository,
          hiddenTags: c.tagBlacklistRepository,
          content: c.contentRepository,
          reports: c.reportsRepository,
          recommendations: c.recommendationsRepository,
          support: c.supportRepository,
          sessions: c.sessionsRepository,
          notifications: c.notificationsRepository,
          payments: c.paymentsRepository,
          siteName: c.config.siteName,
        }),
      ),
    );
  },
};
