import type { ApiModule } from '../../lib/wiring.ts';
import { pictureHashesRepository } from './picture-hashes.repository.ts';
import { pictureHashesRoutes } from './picture-hashes.routes.ts';
import { pictureHashesService } from './picture-hashes.service.ts';

/** The block list of known-bad pictures' hashes. */
export const pictureHashesModule: ApiModule = {
  name: 'picture-hashes',
  provides: {
    pictureHashesService: (c) =>
      pictureHashesService({
        transact: c.transact,
        hashes: pictureHashesRepository(c.db),
        pictures: c.picturesRepository,
        audit: c.auditRepository,
        mailer: c.mailer,
        staffEmails: c.removalRequestsRepository.staffEmails,
        publicUrl: c.config.publicUrl,
        siteName: c.config.siteName,
      }),
  },
  register: async (api, { pictureHashesService }) => {
    await api.register(pictureHashesRoutes(pictureHashesService));
  },
};

declare module '../../lib/wiring.ts' {
  interface Cradle {
    /** Known-bad pictures: every picture stored is screened against the block list (docs/compliance.md#picture-hashes). */
    pictureHashesService: ReturnType<typeof pictureHashesService>;
  }
}
