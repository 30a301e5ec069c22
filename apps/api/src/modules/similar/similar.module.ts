import type { ApiModule } from '../../lib/wiring.ts';
import { similarRepository } from './similar.repository.ts';
import { similarRoutes } from './similar.routes.ts';
import { similarService } from './similar.service.ts';

/** Similar models: computed by the `models.similar` job, read in one query. */
export const similarModule: ApiModule = {
  name: 'similar',
  register: async (api, { db, engine, transact, schedule }) => {
    const similar = similarService({ similar: similarRepository(db, engine), transact });
    await api.register(similarRoutes(similar));
    // Neighbours of the models that changed (triggers mark them) or were computed a day ago (likes).
    schedule.add({ name: 'models.similar', leaseMs: 10 * 60_000, run: () => similar.runDue() });
  },
};
