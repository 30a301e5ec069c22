import type { ApiModule } from '../../lib/wiring.ts';
import { supportAdminRoutes } from './support-admin.routes.ts';
import { supportAdminService } from './support-admin.service.ts';
import { supportRepository } from './support.repository.ts';
import { supportRoutes } from './support.routes.ts';
import { supportService } from './support.service.ts';

/** Messages to the support team, and the admins' inbox of them. */
export const supportModule: ApiModule = {
  name: 'support',
  provides: { supportRepository: ({ db, engine }) => supportRepository(db, engine) },
  register: async (api, { transact, supportRepository: messages, mailer, config, limiter, auditService }) => {
    await api.register(
      supportRoutes(supportService({ transact, messages, mailer, supportEmail: config.mail.supportEmail, limiter })),
    );
    await api.register(supportAdminRoutes(supportAdminService({ transact, messages, audit: auditService })));
  },
};

declare module '../../lib/wiring.ts' {
  interface Cradle {
    /** Messages to the support team (an account's export includes its own). */
    supportRepository: ReturnType<typeof supportRepository>;
  }
}
