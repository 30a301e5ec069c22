import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** Where a picture is named: a model's photo or a content item's thumbnail. */
export type PictureHolder = 'model' | 'content';

const COLUMNS = {
  model: { table: 'models', url: 'photo_url', source: 'photo_source', meta: 'photo_meta' },
  content: { table: 'contents', url: 'thumbnail_url', source: 'thumbnail_source', meta: 'thumbnail_meta' },
} as const;

/** A row naming a picture saved before the pipeline. */
export interface OldPicture {
  id: number;
  address: string;
}

/**
 * Models and items whose picture was saved before the image pipeline (docs/catalogue-operations.md):
 * an address that is not a stored picture's and no description (`*_meta` null). Converting one sets
 * its description (or `failed`), so it is not found again.
 */
export function oldPicturesRepository(db: Kysely<DB>) {
  return {
    /** Up to `limit` such rows after id `afterId`, in id order. */
    async batch(holder: PictureHolder, afterId: number, limit: number): Promise<OldPicture[]> {
      const c = COLUMNS[holder];
      // One query for both tables: the column names are the fixed ones above, never input.
      const rows = await (db as Kysely<any>) // eslint-disable-line @typescript-eslint/no-explicit-any -- the two tables' columns, named above
        .selectFrom(c.table)
        .select(['id', `${c.url} as address`])
        .where(c.meta, 'is', null)
        .where(c.url, 'is not', null)
        .where(c.url, '!=', '')
        .where(c.url, 'not like', '/uploads/pictures/%')
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows;
    },

    /** Gives a row its stored picture, unless its address changed meanwhile (an edit wins). */
    async convert(
      holder: PictureHolder,
      id: number,
      address: string,
      picture: { url: string; source: string | null; meta: string },
    ): Promise<void> {
      const c = COLUMNS[holder];
      await (db as Kysely<any>) // eslint-disable-line @typescript-eslint/no-explicit-any -- as above
        .updateTable(c.table)
        .set({ [c.url]: picture.url, [c.source]: picture.source, [c.meta]: picture.meta })
        .where('id', '=', id)
        .where(c.url, '=', address)
        .execute();
    },

    /** Marks a row whose old picture cannot be converted (gone, not a picture, not public): not tried again. */
    async markFailed(holder: PictureHolder, id: number, address: string, meta: string): Promise<void> {
      const c = COLUMNS[holder];
      await (db as Kysely<any>) // eslint-disable-line @typescript-eslint/no-explicit-any -- as above
        .updateTable(c.table)
        .set({ [c.meta]: meta })
        .where('id', '=', id)
        .where(c.url, '=', address)
        .where(c.meta, 'is', null)
        .execute();
    },
  };
}
export type OldPicturesRepository = ReturnType<typeof oldPicturesRepository>;
