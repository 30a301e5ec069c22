import { MODEL_PHOTOS_MAX, type ModelPhotosResponse } from '@packdex/shared/schemas/catalogue-admin';
import type { Executor, Transact } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { removeUpload } from '../../lib/images.ts';
import { pictureKeyOf, pictureMeta, picturePath } from '../../lib/pictures.ts';
import { now } from '../../lib/time.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { ItemPicture, PicturesService } from '../pictures/pictures.service.ts';
import type { Viewer } from '../users/users.service.ts';
import type { GalleryRow, ModelPhotosRepository } from './model-photos.repository.ts';
import { PHOTO_FOLDER } from './models-admin.service.ts';
import type { ModelsRepository } from './models.repository.ts';
import { toModelPhoto } from './models.service.ts';

/** A new photo: uploaded bytes, or an address the server fetches (through the public-address rule). */
export type NewPhoto = { bytes: Buffer } | { url: string };

interface Deps {
  transact: Transact;
  photos: ModelPhotosRepository;
  models: Pick<ModelsRepository, 'findById' | 'lock'>;
  audit: Pick<AuditService, 'record'>;
  pictures: Pick<PicturesService, 'fromUpload' | 'take' | 'release'>;
  /** Fetches the pictures just queued, after the answer. */
  fetchQueued: () => void;
  uploadsDir: string;
}

const tooMany = () => badRequest(`A model has at most ${MODEL_PHOTOS_MAX} photos. Remove one before adding another.`);

/**
 * A model's gallery (docs/catalogue-operations.md#a-models-gallery): several photos in the admins'
 * order, one of them the main photo — the model's `photoUrl`, which cards and the profile header
 * show. Every photo is a stored picture (uploaded, or fetched from an address; lib/pictures.ts),
 * at most MODEL_PHOTOS_MAX of them; each change is one entry in the audit log, and a photo taken
 * out is deleted once nothing shows it.
 */
export function modelPhotosService({ transact, photos, models, audit, pictures, fetchQueued, uploadsDir }: Deps) {
  async function answer(modelId: number): Promise<ModelPhotosResponse> {
    const row = await models.findById(modelId);
    if (!row) throw notFound('Model not found');
    return { photoUrl: row.photo_url, photos: (await photos.list(modelId)).map((p) => toModelPhoto(p, row.photo_url)) };
  }

  /** What the audit log keeps of a gallery: the main photo and the photos' ids in order. */
  const state = (mainUrl: string, rows: GalleryRow[]) => ({ photoUrl: mainUrl, photos: rows.map((r) => r.id) });

  /**
   * One change of a model's gallery, in a transaction holding the model's gallery lock: `change`
   * gets the model and its photos and returns the main photo address it leaves (unchanged when it
   * returns nothing). Audited as an update of the model; a main photo replaced is released after.
   */
  async function change(
    admin: Viewer,
    modelId: number,
    what: string,
    work: (model: { photo_url: string }, rows: GalleryRow[], trx: Executor) => Promise<void>,
  ): Promise<string> {
    return transact(async (trx) => {
      await models.lock(`model-photos:${modelId}`, trx);
      const model = await models.findById(modelId, trx);
      if (!model) throw notFound('Model not found');
      const before = await photos.list(modelId, trx);
      await work(model, before, trx);
      const after = await models.findById(modelId, trx);
      await audit.record(
        {
          actor: admin,
          action: what,
          entity: 'model',
          entityId: modelId,
          label: model.name,
          before: state(model.photo_url, before),
          after: state(after!.photo_url, await photos.list(modelId, trx)),
        },
        trx,
      );
      return model.photo_url;
    });
  }

  /** Makes a gallery row the model's main photo. */
  async function makeMain(modelId: number, row: GalleryRow, trx: Executor) {
    await photos.setMain(
      modelId,
      { photo_url: picturePath(row.key), photo_source: row.source_url, photo_meta: pictureMeta(row) },
      now(),
      trx,
    );
  }

  /** A main photo no longer shown (replaced, or its gallery photo removed): its files go once nothing shows it. */
  async function dropped(url: string) {
    await removeUpload(uploadsDir, PHOTO_FOLDER, url);
    await pictures.release(url);
  }

  return {
    list: answer,

    /**
     * Adds a photo last in the gallery. A model whose main photo is a stored picture not yet in its
     * gallery gets it first, so the gallery always holds the main photo; a model without a main
     * photo in its gallery gets the new one as main.
     */
    async add(admin: Viewer, modelId: number, given: NewPhoto): Promise<ModelPhotosResponse> {
      const existing = await models.findById(modelId);
      if (!existing) throw notFound('Model not found');
      if ((await photos.list(modelId)).length >= MODEL_PHOTOS_MAX) throw tooMany();
      const picture: ItemPicture =
        'bytes' in given
          ? await pictures.fromUpload(given.bytes)
          : await pictures.take(given.url, null, { label: 'Photo' });
      const key = pictureKeyOf(picture.url);
      if (!key) throw badRequest('Photo must be an http(s) URL or an uploaded image');
      let replaced: string | null = null;
      try {
        await change(admin, modelId, 'photo-add', async (model, rows, trx) => {
          const mainKey = pictureKeyOf(model.photo_url);
          const mainInGallery = rows.some((r) => r.key === mainKey);
          if (mainKey && !mainInGallery && mainKey !== key && rows.length + 1 < MODEL_PHOTOS_MAX)
            await photos.add(modelId, mainKey, now(), trx);
          if (rows.length >= MODEL_PHOTOS_MAX) throw tooMany();
          if (rows.some((r) => r.key === key)) throw conflict('This photo is in the gallery already');
          await photos.add(modelId, key, now(), trx);
          if (!mainKey) {
            const added = (await photos.list(modelId, trx)).find((r) => r.key === key)!;
            await makeMain(modelId, added, trx);
            if (model.photo_url) replaced = model.photo_url;
          }
        });
      } catch (err) {
        // An upload no gallery took is not kept.
        await pictures.release(picture.url);
        throw err;
      }
      if (replaced) await dropped(replaced);
      if (picture.meta?.includes('"pending"')) fetchQueued();
      return answer(modelId);
    },

    /** Puts the gallery in the order given: every photo of the model, once. */
    async reorder(admin: Viewer, modelId: number, ids: readonly number[]): Promise<ModelPhotosResponse> {
      await change(admin, modelId, 'photo-order', async (_model, rows, trx) => {
        const known = new Set(rows.map((r) => r.id));
        if (ids.length !== known.size || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id)))
          throw badRequest("Give every photo of the model's gallery once, in the order wanted");
        await photos.reorder(modelId, ids, trx);
      });
      return answer(modelId);
    },

    /** Makes one gallery photo the main photo (cards and the profile header show it). */
    async setMain(admin: Viewer, modelId: number, photoId: number): Promise<ModelPhotosResponse> {
      let replaced: string | null = null;
      await change(admin, modelId, 'photo-main', async (model, rows, trx) => {
        const row = rows.find((r) => r.id === photoId);
        if (!row) throw notFound('Photo not found');
        await makeMain(modelId, row, trx);
        if (!rows.some((r) => picturePath(r.key) === model.photo_url)) replaced = model.photo_url || null;
      });
      if (replaced) await dropped(replaced);
      return answer(modelId);
    },

    /** Takes a photo out of the gallery (its files deleted once nothing shows it); the main one passes to the first left. */
    async remove(admin: Viewer, modelId: number, photoId: number): Promise<ModelPhotosResponse> {
      let removed: string | null = null;
      await change(admin, modelId, 'photo-remove', async (model, rows, trx) => {
        const row = rows.find((r) => r.id === photoId);
        if (!row) throw notFound('Photo not found');
        removed = picturePath(row.key);
        await photos.remove(modelId, photoId, trx);
        if (model.photo_url === removed) {
          const next = rows.find((r) => r.id !== photoId);
          if (next) await makeMain(modelId, next, trx);
          else await photos.setMain(modelId, { photo_url: '', photo_source: null, photo_meta: null }, now(), trx);
        }
      });
      if (removed) await pictures.release(removed);
      return answer(modelId);
    },
  };
}
export type ModelPhotosService = ReturnType<typeof modelPhotosService>;
