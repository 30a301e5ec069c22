import type { ApiModule } from '../../lib/wiring.ts';
import { denylistRepository } from './denylist.repository.ts';
import { denylistService } from './denylist.service.ts';

/** Links refused for good (no routes: admins reach it through reports, DMCA and removals). */
export const denylistModule: ApiModule = {
  name: 'denylist',
  provides: { denylistService: ({ db }) => denylistService(denylistRepository(db)) },
};

declare module '../../lib/wiring.ts' {
  interface Cradle {
    /** Links refused for good (a removal, a DMCA notice, a report upheld): checked on every add and import. */
    denylistService: ReturnType<typeof denylistService>;
  }
}
