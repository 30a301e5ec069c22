import type { Kysely } from 'kysely';
import type { DB, Executor } from '../../db/schema.ts';
import type { PictureRow } from '../pictures/pictures.repository.ts';

/** A gallery photo (its id and place) with the stored picture it shows. */
export type GalleryRow = { id: number; position: number } & Pick<
  PictureRow,
  'key' | 'source_url' | 'status' | 'width' | 'height' | 'widths' | 'placeholder'
>;

/** A model's gallery (model_photos): stored pictures in the admins' order. */
export function modelPhotosRepository(db: Kysely<DB>) {
  const gallery = (executor: Executor) =>
    executor
      .selectFrom('model_photos')
      .innerJoin('pictures', 'pictures.id', 'model_photos.picture_id')
      .select([
        'model_photos.id',
        'model_photos.position',
        'pictures.key',
        'pictures.source_url',
        'pictures.status',
        'pictures.width',
        'pictures.height',
        'pictures.widths',
        'pictures.placeholder',
      ]);

  return {
    /** A model's photos, in order. */
    list(modelId: number, executor: Executor = db): Promise<GalleryRow[]> {
      return gallery(executor)
        .where('model_photos.model_id', '=', modelId)
        .orderBy('model_photos.position')
        .orderBy('model_photos.id')
        .execute();
    },

    /** The picture keys of these models' galleries (to delete the files once the models are gone). */
    async keysOf(modelIds: readonly number[], executor: Executor = db): Promise<string[]> {
      if (modelIds.length === 0) return [];
      const rows = await executor
        .selectFrom('model_photos')
        .innerJoin('pictures', 'pictures.id', 'model_photos.picture_id')
        .select('pictures.key')
        .where('model_photos.model_id', 'in', [...modelIds])
        .execute();
      return rows.map((r) => r.key);
    },

    /** Adds the picture stored under `key` last in the gallery; false when it is there already. */
    async add(modelId: number, key: string, at: string, executor: Executor = db): Promise<boolean> {
      const picture = await executor.selectFrom('pictures').select('id').where('key', '=', key).executeTakeFirst();
      if (!picture) return false;
      const there = await executor
        .selectFrom('model_photos')
        .select('id')
        .where('model_id', '=', modelId)
        .where('picture_id', '=', picture.id)
        .executeTakeFirst();
      if (there) return false;
      const last = await executor
        .selectFrom('model_photos')
        .select((eb) => eb.fn.max('position').as('last'))
        .where('model_id', '=', modelId)
        .executeTakeFirst();
      await executor
        .insertInto('model_photos')
        .values({ model_id: modelId, picture_id: picture.id, position: Number(last?.last ?? -1) + 1, created_at: at })
        .execute();
      return true;
    },

    /** Puts the photos in the order of `ids` (every photo of the model, checked by the service). */
    async reorder(modelId: number, ids: readonly number[], executor: Executor = db): Promise<void> {
      for (const [position, id] of ids.entries())
        await executor
          .updateTable('model_photos')
          .set({ position })
          .where('id', '=', id)
          .where('model_id', '=', modelId)
          .execute();
    },

    async remove(modelId: number, photoId: number, executor: Executor = db): Promise<void> {
      await executor.deleteFrom('model_photos').where('id', '=', photoId).where('model_id', '=', modelId).execute();
    },

    /** Makes the model's main photo (its `photo_*` columns) the one given. */
    async setMain(
      modelId: number,
      photo: { photo_url: string; photo_source: string | null; photo_meta: string | null },
      at: string,
      executor: Executor = db,
    ): Promise<void> {
      await executor
        .updateTable('models')
        .set({ ...photo, updated_at: at })
        .where('id', '=', modelId)
        .execute();
    },

    /** Whether a gallery shows the picture stored under `key`. */
    async showing(key: string): Promise<boolean> {
      const row = await db
        .selectFrom('model_photos')
        .innerJoin('pictures', 'pictures.id', 'model_photos.picture_id')
        .select('model_photos.id')
        .where('pictures.key', '=', key)
        .executeTakeFirst();
      return Boolean(row);
    },
  };
}
export type ModelPhotosRepository = ReturnType<typeof modelPhotosRepository>;
