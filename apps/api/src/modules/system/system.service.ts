import type { Engine } from '../../db/database.ts';
import { clock } from '../../lib/clock.ts';
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
    /** Test-only: moves the clock (the route exists only with TEST_CLOCK=true). */
    moveClock(body: { advanceMs?: number | undefined; reset?: boolean | undefined }) {
      if (body.reset) clock.reset();
      if (body.advanceMs) clock.advance(body.advanceMs);
      return { now: clock.now().toISOString(), offsetMs: clock.offsetMs };
    },
  };
}
export type SystemService = ReturnType<typeof systemService>;
