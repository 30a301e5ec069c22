import type { Engine } from '../../db/database.ts';
import type { SystemRepository } from './system.repository.ts';

/** Liveness (the process answers) and readiness (the database answers too). */
export function systemService(system: SystemRepository, engine: Engine) {
  return {
    health: () => ({ status: 'ok' as const, uptime: process.uptime() }),
    /** Rejects when the database does not answer. */
    async readiness() {
      await system.ping();
      return { status: 'ok' as const, database: engine };
    },
  };
}
export type SystemService = ReturnType<typeof systemService>;
