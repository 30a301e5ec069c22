import type { ApiModule } from '../../lib/wiring.ts';
import { bulkOperationsRepository } from './bulk-operations.repository.ts';
import { catalogueBulkRoutes } from './catalogue-bulk.routes.ts';
import { catalogueBulkService } from './catalogue-bulk.service.ts';

/** Admins' changes to many items or models at once. */
export const catalogueBulkModule: ApiModule = {
  name: 'catalogue-bulk',
  register: async (api, c) => {
    await api.register(
      catalogueBulkRoutes(
        catalogueBulkService({
          transact: c.transact,
          content: c.contentRepository,
          models: c.modelsRepository,
          audit: c.auditService,
          uploadsDir: c.config.uploadsDir,
          bannedTerms: c.bannedTermsService,
          operations: bulkOperationsRepository(c.db),
          later: c.later,
          gallery: c.modelPhotosRepository,
          pictures: c.picturesService,
        }),
      ),
    );
  },
};
