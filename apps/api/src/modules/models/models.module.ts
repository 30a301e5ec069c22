import type { ApiModule } from '../../lib/wiring.ts';
import { modelPhotosRepository } from './model-photos.repository.ts';
import { modelPhotosRoutes } from './model-photos.routes.ts';
import { modelPhotosService } from './model-photos.service.ts';
import { modelsAdminRoutes } from './models-admin.routes.ts';
import { modelsAdminService } from './models-admin.service.ts';
import { modelsRepository } from './models.repository.ts';
import { modelsRoutes } from './models.routes.ts';
import { modelsService } from './models.service.ts';

/** Model profiles: visitors' pages and lists, admins' writes and galleries. */
export const modelsModule: ApiModule = {
  name: 'models',
  provides: {
    modelsRepository: ({ db, engine }) => modelsRepository(db, engine),
    modelPhotosRepository: ({ db }) => modelPhotosRepository(db),
  },
  register: async (api, c) => {
    /** An admin model list's marks: the consent records' state and whether the model is a draft. */
    const staffMarks = async (ids: number[]) => {
      const [states, drafts] = await Promise.all([c.consentService.states(ids), c.reviewService.states('model', ids)]);
      return new Map(ids.map((id) => [id, { consent: states.get(id), review: drafts.get(id) ?? null }]));
    };
    await api.register(
      modelsRoutes(
        modelsService({
          models: c.modelsRepository,
          gallery: c.modelPhotosRepository,
          follows: c.followsService,
          listMemo: c.listMemo,
          bannedTerms: c.bannedTermsService,
          staffMarks,
          tags: c.tagsService,
        }),
      ),
    );
    await api.register(
      modelsAdminRoutes(
        modelsAdminService({
          transact: c.transact,
          models: c.modelsRepository,
          content: c.contentRepository,
          audit: c.auditService,
          uploadsDir: c.config.uploadsDir,
          pictures: c.picturesService,
          gallery: c.modelPhotosRepository,
          fetchQueued: c.fetchPicturesSoon,
          bannedTerms: c.bannedTermsService,
          drafts: c.reviewService,
        }),
      ),
    );
    await api.register(
      modelPhotosRoutes(
        modelPhotosService({
          transact: c.transact,
          photos: c.modelPhotosRepository,
          models: c.modelsRepository,
          audit: c.auditService,
          pictures: c.picturesService,
          fetchQueued: c.fetchPicturesSoon,
          uploadsDir: c.config.uploadsDir,
        }),
      ),
    );
  },
};

declare module '../../lib/wiring.ts' {
  interface Cradle {
    modelsRepository: ReturnType<typeof modelsRepository>;
    /** A model's gallery of photos. */
    modelPhotosRepository: ReturnType<typeof modelPhotosRepository>;
  }
}
