import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from './config.ts';
import type { Database, Engine } from './db/database.ts';
import type { DB } from './db/schema.ts';
import type { Limiter } from './lib/limiter.ts';
import type { Mailer } from './lib/mailer.ts';
import type { TokenSigner } from './lib/tokens.ts';
import { accountService } from './modules/auth/account.service.ts';
import { ageVerificationRoutes } from './modules/age-verification/age-verification.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { authService } from './modules/auth/auth.service.ts';
import { commentsRepository } from './modules/comments/comments.repository.ts';
import { commentsRoutes } from './modules/comments/comments.routes.ts';
import { commentsService } from './modules/comments/comments.service.ts';
import { contentAdminRoutes } from './modules/content/content-admin.routes.ts';
import { contentAdminService } from './modules/content/content-admin.service.ts';
import { contentRepository } from './modules/content/content.repository.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { contentService } from './modules/content/content.service.ts';
import { followsRoutes } from './modules/follows/follows.routes.ts';
import { likesRoutes } from './modules/likes/likes.routes.ts';
import { modelsRepository } from './modules/models/models.repository.ts';
import { modelsRoutes } from './modules/models/models.routes.ts';
import { modelsService } from './modules/models/models.service.ts';
import { notificationsRepository } from './modules/notifications/notifications.repository.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { recommendationsRoutes } from './modules/recommendations/recommendations.routes.ts';
import { reportsRoutes } from './modules/reports/reports.routes.ts';
import { reportsService } from './modules/reports/reports.service.ts';
import { searchRepository } from './modules/search/search.repository.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { searchService } from './modules/search/search.service.ts';
import { supportRoutes } from './modules/support/support.routes.ts';
import { supportService } from './modules/support/support.service.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { usersRepository } from './modules/auth/users.repository.ts';

interface Deps {
  db: Kysely<DB>;
  engine: Engine;
  database: Database;
  config: Config;
  mailer: Mailer;
  tokens: TokenSigner;
  limiter: Limiter;
}

/** Composes every feature module under /api, injecting into each only what it uses. */
export function apiRoutes({ db, engine, database, config, mailer, tokens, limiter }: Deps) {
  return async (api: FastifyInstance) => {
    await api.register(systemRoutes(database));
    const content = contentService(contentRepository(db, engine));
    const notifications = notificationsRepository(db);
    await api.register(contentRoutes(content));
    await api.register(contentAdminRoutes(contentAdminService(db, content, notifications)));
    await api.register(likesRoutes(db));
    await api.register(commentsRoutes(commentsService(db, commentsRepository(db), notifications)));
    await api.register(notificationsRoutes(notifications));
    await api.register(followsRoutes(db));
    await api.register(reportsRoutes(reportsService(db)));
    await api.register(recommendationsRoutes(db));
    await api.register(modelsRoutes(modelsService(modelsRepository(db, engine))));
    await api.register(searchRoutes(searchService(searchRepository(db, engine))));
    await api.register(ageVerificationRoutes(db));
    const users = usersRepository(db);
    await api.register(
      authRoutes(
        authService({ db, users, tokens, mailer, limiter, config }),
        accountService({ db, users, tokens, uploadsDir: config.uploadsDir }),
      ),
    );
    await api.register(supportRoutes(supportService(db, mailer, config.mail.supportEmail)));
  };
}
