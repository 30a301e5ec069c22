import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { NotAPicture, pictureMeta } from '../../lib/pictures.ts';
import type { OldPicturesRepository, PictureHolder } from './old-pictures.repository.ts';
import type { ItemPicture, PicturesService } from './pictures.service.ts';

interface Deps {
  old: OldPicturesRepository;
  pictures: Pick<PicturesService, 'take' | 'adopt'>;
  /** The bytes of a file under /uploads/ (lib/images.ts `readUpload`), null when there is none. */
  readUpload: (address: string) => Promise<Buffer | null>;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

const FAILED = pictureMeta({ status: 'failed', width: null, height: null, widths: null, placeholder: null });
const isHttp = (value: string) => /^https?:\/\//i.test(value);

/** What one run converted: pictures stored or queued to be fetched, and rows that could not be. */
export interface ConvertRun {
  converted: number;
  failed: number;
}

/**
 * Takes the models' photos and items' thumbnails saved before the image pipeline through it
 * (docs/catalogue-operations.md#pictures-saved-before-the-pipeline): an http(s) address is queued to
 * be fetched like an address given in a form (the `pictures.fetch` job stores it; the public-address
 * rule holds); a file under /uploads/ is processed from its bytes. A row converted, or marked failed,
 * is not found again, so a run that stops anywhere is simply run again (idempotent, resumable); many
 * rows naming one address share one stored picture.
 */
export function oldPicturesService({ old, pictures, readUpload, log }: Deps) {
  async function convertOne(holder: PictureHolder, id: number, address: string): Promise<boolean> {
    let picture: ItemPicture | null = null;
    try {
      picture = isHttp(address)
        ? await pictures.take(address, null, { label: holder === 'model' ? 'Photo' : 'Thumbnail URL' })
        : await pictures.adopt(address, () => readUpload(address));
    } catch (err) {
      if (!(err instanceof NotAPicture) && !(err instanceof AppError)) throw err;
      log?.warn({ holder, id, address, error: err.message }, 'old picture not converted');
    }
    if (!picture?.url || !picture.meta) {
      await old.markFailed(holder, id, address, FAILED);
      return false;
    }
    await old.convert(holder, id, address, { url: picture.url, source: picture.source, meta: picture.meta });
    return true;
  }

  return {
    /**
     * Converts up to `rounds` batches of `batch` rows of each holder; returns what it did. Rows are
     * walked in id order from the start, so one run never meets a row twice.
     */
    async convertDue(batch = 50, rounds = 20): Promise<ConvertRun> {
      const run: ConvertRun = { converted: 0, failed: 0 };
      for (const holder of ['model', 'content'] as const) {
        let after = 0;
        for (let round = 0; round < rounds; round++) {
          const rows = await old.batch(holder, after, batch);
          for (const row of rows) {
            if (await convertOne(holder, row.id, row.address)) run.converted += 1;
            else run.failed += 1;
          }
          if (rows.length < batch) break;
          after = rows.at(-1)!.id;
        }
      }
      return run;
    },
  };
}
export type OldPicturesService = ReturnType<typeof oldPicturesService>;
