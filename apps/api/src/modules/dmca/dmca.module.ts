import type { ApiModule } from '../../lib/wiring.ts';
import { dmcaCounterService } from './dmca-counter.service.ts';
import { dmcaRepository } from './dmca.repository.ts';
import { dmcaRoutes } from './dmca.routes.ts';
import { dmcaService } from './dmca.service.ts';

/** DMCA notices, counter-notices, repeat infringers and the restorations' job. */
export const dmcaModule: ApiModule = {
  name: 'dmca',
  register: async (api, c) => {
    const { contentRepository: content, modelsRepository: models, pageCache } = c;
    const dmca = dmcaRepository(c.db, c.engine);
    const takedowns = dmcaService({
      transact: c.transact,
      dmca,
      targets: { content, model: models },
      findPage: async (kind, slug) => {
        if (kind === 'model') {
          const row = await models.findBySlug(slug);
          return row ? { id: row.id, modelId: row.id } : undefined;
        }
        const row = await content.findBySlug(slug);
        return row ? { id: row.id, modelId: row.model_id } : undefined;
      },
      audit: c.auditRepository,
      mailer: c.mailer,
      publicUrl: c.config.publicUrl,
      siteName: c.config.siteName,
      acknowledgementsHourly: c.config.dmcaAcknowledgementsHourly,
    });
    const counterNotices = dmcaCounterService({
      transact: c.transact,
      dmca,
      targets: { content, model: models },
      audit: c.auditRepository,
      mailer: c.mailer,
      siteName: c.config.siteName,
    });
    await api.register(dmcaRoutes(takedowns, counterNotices));
    c.schedule.add({
      name: 'dmca.restorations',
      leaseMs: 5 * 60_000,
      // Items shown again change lists and their totals: drop the cached ones at once, as an
      // admin's change does (the job runs outside any request the page cache sees).
      run: async () => {
        const restored = await counterNotices.runDueRestorations();
        if (restored.length > 0) await pageCache.invalidate();
      },
    });
  },
};
