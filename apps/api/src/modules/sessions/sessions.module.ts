import type { ApiModule } from '../../lib/wiring.ts';
import { sessionsRepository } from './sessions.repository.ts';
import { sessionsRoutes } from './sessions.routes.ts';
import { sessionsService } from './sessions.service.ts';

/** Signed-in devices, and the pruning of ended sessions. */
export const sessionsModule: ApiModule = {
  name: 'sessions',
  provides: {
    sessionsRepository: ({ db }) => sessionsRepository(db),
    sessionsService: ({ transact, sessionsRepository, usersRepository, tokens }) =>
      sessionsService({ transact, sessions: sessionsRepository, users: usersRepository, tokens }),
  },
  register: async (api, { sessionsService, schedule }) => {
    await api.register(sessionsRoutes(sessionsService));
    schedule.add({ name: 'sessions.prune', leaseMs: 5 * 60_000, run: () => sessionsService.prune() });
  },
};

declare module '../../lib/wiring.ts' {
  interface Cradle {
    sessionsRepository: ReturnType<typeof sessionsRepository>;
    /** An account's signed-in devices (the account page lists them; a password change ends them). */
    sessionsService: ReturnType<typeof sessionsService>;
  }
}
