import type { ApiModule } from '../../lib/wiring.ts';
import { removalRequestsRepository } from './removal-requests.repository.ts';
import { removalRequestsRoutes } from './removal-requests.routes.ts';
import { removalRequestsService } from './removal-requests.service.ts';

/** Removal requests from depicted people (TAKE IT DOWN Act; docs/compliance.md), and their reminders. */
export const removalRequestsModule: ApiModule = {
  name: 'removal-requests',
  provides: { removalRequestsRepository: ({ db, engine }) => removalRequestsRepository(db, engine) },
  register: async (api, c) => {
    const requests = c.removalRequestsRepository;
    c.metrics.gauge('packdex_removal_requests_open', 'Removal requests waiting for a decision', () =>
      requests.openCount(),
    );
    const { contentRepository: content, modelsRepository: models } = c;
    const removals = removalRequestsService({
      transact: c.transact,
      requests,
      targets: { content, model: models },
      // Hidden pages too: a second person may name an item a first request already holds.
      findPage: async (kind, slug) =>
        kind === 'model' ? models.findBySlug(slug, true) : content.findBySlug(slug, true),
      contentCountOf: (modelId, trx) => content.countForModel(modelId, trx),
      denylist: c.denylistService,
      audit: c.auditRepository,
      mailer: c.mailer,
      publicUrl: c.config.publicUrl,
      siteName: c.config.siteName,
      uploadsDir: c.config.uploadsDir,
      pictures: c.picturesService,
      pictureHashes: c.pictureHashesService,
      gallery: c.modelPhotosRepository,
    });
    await api.register(removalRequestsRoutes(removals));
    c.schedule.add({ name: 'removal_requests.reminders', leaseMs: 5 * 60_000, run: () => removals.runReminders() });
  },
};

declare module '../../lib/wiring.ts' {
  interface Cradle {
    /** Removal requests (the System page's queue; the staff's addresses for the picture-hash alerts). */
    removalRequestsRepository: ReturnType<typeof removalRequestsRepository>;
  }
}
