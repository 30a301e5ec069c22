import type { ScheduledJob } from '../../lib/job-runner.ts';
import { pictureKeyOf } from '../../lib/pictures.ts';
import type { ApiModule } from '../../lib/wiring.ts';
import { oldPicturesRepository } from './old-pictures.repository.ts';
import { picturesRepository } from './pictures.repository.ts';
import { oldPicturesFromConfig, picturesFromConfig } from './pictures.setup.ts';

/** The image pipeline (no routes: the admin forms upload through the models and content
 * routes) and its jobs. */
export const picturesModule: ApiModule = {
  name: 'pictures',
  provides: {
    picturesRepository: ({ db }) => picturesRepository(db),
    // Pictures given by address are fetched in the background; a landed one reaches the items showing it.
    picturesService: (c) =>
      picturesFromConfig(
        c.config,
        c.picturesRepository,
        async (url, meta) => {
          await c.modelsRepository.setPhotoMeta(url, meta);
          await c.contentRepository.setThumbnailMeta(url, meta);
          await c.pageCache.invalidate();
        },
        {
          inUse: async (url) =>
            (await c.modelsRepository.showingPhoto(url)) ||
            (await c.contentRepository.showingThumbnail(url)) ||
            (await c.modelPhotosRepository.showing(pictureKeyOf(url) ?? '')),
          screen: (phash, picture) => c.pictureHashesService.screen(phash, picture),
          log: c.log,
        },
      ),
    picturesFetchJob: (c) => ({
      name: 'pictures.fetch',
      leaseMs: 15 * 60_000,
      run: () => c.picturesService.fetchDue(20),
    }),
    fetchPicturesSoon:
      ({ later, schedule, picturesFetchJob }) =>
      () =>
        later.run('pictures.fetch', async () => {
          await schedule.runOne(picturesFetchJob);
        }),
  },
  register: (_api, c) => {
    // Pictures saved before the pipeline (PICTURE_CONVERT_OLD): before the fetch job, which then
    // fetches the addresses it queued in the same round.
    if (c.config.pictures.convertOld) {
      c.schedule.add({
        name: 'pictures.convert',
        leaseMs: 15 * 60_000,
        run: async () => {
          const old = oldPicturesFromConfig(c.config, oldPicturesRepository(c.db), c.picturesService, c.log);
          const run = await old.convertDue();
          if (run.converted > 0) await c.pageCache.invalidate();
        },
      });
    }
    c.schedule.add(c.picturesFetchJob);
    // Pictures stored before perceptual hashing began get their hash (a no-op once all have one).
    c.schedule.add({
      name: 'pictures.hash_backfill',
      leaseMs: 15 * 60_000,
      run: () => c.picturesService.backfillHashes(),
    });
  },
};

declare module '../../lib/wiring.ts' {
  interface Cradle {
    picturesRepository: ReturnType<typeof picturesRepository>;
    /** The image pipeline: uploads, pictures given by address, widths and placeholders. */
    picturesService: ReturnType<typeof picturesFromConfig>;
    /** The job that fetches the pictures given by address (an import's, on the schedule). */
    picturesFetchJob: ScheduledJob;
    /** Fetches the pictures queued by a form right after its answer. */
    fetchPicturesSoon: () => void;
  }
}
