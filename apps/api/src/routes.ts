import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import type { Limiter } from './lib/limiter.ts';
import type { Mailer } from './lib/mailer.ts';
import { targetFinder } from './lib/targets.ts';
import type { TokenSigner } from './lib/tokens.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { accountService } from './modules/account/account.service.ts';
import { ageVerificationRoutes } from './modules/age-verification/age-verification.routes.ts';
import { ageVerificationService } from './modules/age-verification/age-verification.service.ts';
import { auditRepository } from './modules/audit/audit.repository.ts';
import { authRepository } from './modules/auth/auth.repository.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { authService } from './modules/auth/auth.service.ts';
import { commentsRepository } from './modules/comments/comments.repository.ts';
import { commentsRoutes } from './modules/comments/comments.routes.ts';
import { commentsService } from './modules/comments/comments.service.ts';
import { contentRepository } from './modules/content/content.repository.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { contentService } from './modules/content/content.service.ts';
import { followsRepository } from './modules/follows/follows.repository.ts';
import { followsRoutes } from './modules/follows/follows.routes.ts';
import { followsService } from './modules/follows/follows.service.ts';
import { likesRepository } from './modules/likes/likes.repository.ts';
import { likesRoutes } from './modules/likes/likes.routes.ts';
import { likesService } from './modules/likes/likes.service.ts';
import { modelsRepository } from './modules/models/models.repository.ts';
import { modelsRoutes } from './modules/models/models.routes.ts';
import { modelsService } from './modules/models/models.service.ts';
import { notificationsRepository } from './modules/notifications/notifications.repository.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { notificationsService } from './modules/notifications/notifications.service.ts';
import { recommendationsRepository } from './modules/recommendations/recommendations.repository.ts';
import { recommendationsRoutes } from './modules/recommendations/recommendations.routes.ts';
import { recommendationsService } from './modules/recommendations/recommendations.service.ts';
import { reportsRepository } from './modules/reports/reports.repository.ts';
import { reportsRoutes } from './modules/reports/reports.routes.ts';
import { reportsService } from './modules/reports/reports.service.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { searchService } from './modules/search/search.service.ts';
import { supportRepository } from './modules/support/support.repository.ts';
import { supportRoutes } from './modules/support/support.routes.ts';
import { supportService } from './modules/support/support.service.ts';
import { systemRepository } from './modules/system/system.repository.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { systemService } from './modules/system/system.service.ts';
import { usersRepository } from './modules/users/users.repository.ts';

interface Deps {
  database: Database;
  config: Config;
  mailer: Mailer;
  tokens: TokenSigner;
  limiter: Limiter;
}

/**
 * Composes every feature module under /api: one repository per feature over the shared database,
 * and each service given only the repositories (and other services) it uses.
 */
export function apiRoutes({ database, config, mailer, tokens, limiter }: Deps) {
  const { db, engine, transact } = database;
  const users = usersRepository(db);
  const content = contentRepository(db, engine);
  const models = modelsRepository(db, engine);
  const comments = commentsRepository(db);
  const likes = likesRepository(db);
  const follows = followsRepository(db);
  const notifications = notificationsRepository(db);
  const findTarget = targetFinder({ visibleContent: content.visibleRef, visibleModel: (id) => models.findRef(id) });
  const following = followsService({ transact, follows, findTarget });

  return async (api: FastifyInstance) => {
    await api.register(systemRoutes(systemService(systemRepository(db), engine)));
    await api.register(
      contentRoutes(contentService({ transact, content, models, follows, notifications, audit: auditRepository(db) })),
    );
    await api.register(likesRoutes(likesService({ transact, likes, findTarget })));
    await api.register(commentsRoutes(commentsService({ transact, comments, notifications, findTarget })));
    await api.register(notificationsRoutes(notificationsService(notifications)));
    await api.register(followsRoutes(following));
    await api.register(
      reportsRoutes(
        reportsService({
          transact,
          reports: reportsRepository(db),
          targets: { content, model: models, comment: comments },
        }),
      ),
    );
    await api.register(
      recommendationsRoutes(
        recommendationsService({ transact, recommendations: recommendationsRepository(db, engine), findTarget }),
      ),
    );
    await api.register(modelsRoutes(modelsService({ models, follows: following })));
    await api.register(searchRoutes(searchService({ models, contents: content })));
    await api.register(ageVerificationRoutes(ageVerificationService(users)));
    await api.register(
      authRoutes(authService({ transact, users, emailTokens: authRepository(db), tokens, mailer, limiter, config })),
    );
    await api.register(
      accountRoutes(
        accountService({
          transact,
          users,
          activity: { content, likes, comments },
          tokens,
          uploadsDir: config.uploadsDir,
        }),
      ),
    );
    await api.register(
      supportRoutes(
        supportService({ transact, messages: supportRepository(db), mailer, supportEmail: config.mail.supportEmail }),
      ),
    );
  };
}
