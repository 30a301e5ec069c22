import type { ApiModule } from '../../lib/wiring.ts';
import { auditRepository } from './audit.repository.ts';
import { auditRoutes } from './audit.routes.ts';
import { auditService } from './audit.service.ts';

/** The audit log: written by other features inside their own transaction, read on the admin Audit page. */
export const auditModule: ApiModule = {
  name: 'audit',
  provides: {
    auditRepository: ({ db }) => auditRepository(db),
    auditService: ({ auditRepository }) => auditService({ audit: auditRepository }),
  },
  register: async (api, { auditService }) => {
    await api.register(auditRoutes(auditService));
  },
};

declare module '../../lib/wiring.ts' {
  interface Cradle {
    auditRepository: ReturnType<typeof auditRepository>;
    /** Writes an admin's action to the audit log, in the action's transaction. */
    auditService: ReturnType<typeof auditService>;
  }
}
