import type { ApiModule } from '../../lib/wiring.ts';
import { catalogueExportService } from './catalogue-export.service.ts';
import { importsRepository } from './imports.repository.ts';
import { importsRoutes } from './imports.routes.ts';
import { importsService } from './imports.service.ts';

/** Catalogue imports from files, and the catalogue's export. */
export const importsModule: ApiModule = {
  name: 'imports',
  register: async (api, c) => {
    const { modelsRepository: models, contentRepository: content, linkHealthRepository: links } = c;
    await api.register(
      importsRoutes(
        importsService({
          transact: c.transact,
          imports: importsRepository(c.db),
          catalogue: {
            models,
            content,
            denylist: c.denylistService,
            links,
            pictures: c.picturesService,
            bannedTerms: c.bannedTermsService,
            drafts: c.reviewService,
            published: c.savedSearchAlerts.published,
          },
          audit: c.auditService,
          filesDir: c.config.imports.dir,
          log: api.log,
        }),
        catalogueExportService({ models, content, links }),
        c.config.imports,
      ),
    );
  },
};
