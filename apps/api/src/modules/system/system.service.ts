import type { Engine } from '../../db/database.ts';
import { clock } from '../../lib/clock.ts';
import type { StorageHealth } from '../../lib/storage-health.ts';
import type { SystemRepository } from './system.repository.ts';

/** Liveness (the process answers) and readiness (the database answers, and the instance can save). */
export function systemService(
  system: Pick<SystemRepository, 'ping'>,
  engine: Engine,
  storage?: Pick<StorageHealth, 'check'>,
) {
  return {
    health: () => ({ status: 'ok' as const, uptime: process.uptime() }),
    /** Rejects when the database does not answer or nothing can be saved (storage full). */
    async readiness() {
      await system.ping();
      await storage?.check();
      return { status: 'ok' as const, database: engine };
    },
    /** Test-only: moves the clock (the route exists only with TEST_CLOCK=true). */
    moveClock(body: { advanceMs?: number | undefined; reset?: boolean | undefined }) {
      if (body.reset) clock.reset();
      if (body.advanceMs) clock.advance(body.advanceMs);
      return { now: clock.now().toISOString(), offsetMs: clock.offsetMs };
    },
  };
}
export type SystemService = ReturnType<typeof systemService>;
