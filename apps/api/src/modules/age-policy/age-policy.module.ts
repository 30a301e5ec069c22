import type { ApiModule } from '../../lib/wiring.ts';
import { agePolicyRoutes } from './age-policy.routes.ts';

/** The regional age policy's admin routes (the policy itself is built by app.ts for its hook). */
export const agePolicyModule: ApiModule = {
  name: 'age-policy',
  register: async (api, { agePolicy }) => {
    await api.register(agePolicyRoutes(agePolicy));
  },
};
