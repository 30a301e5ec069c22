// What the admin form and the catalogue import share about an item: its stored columns, its search
// text and the rules beyond its schema (content.service.ts and imports/import-batch.ts use them).
import type { ContentBody } from '@packdex/shared/schemas/catalogue-admin';
import type { Executor } from '../../db/schema.ts';
import type { DenylistService } from '../denylist/denylist.service.ts';
import type { ItemPicture } from '../pictures/pictures.service.ts';

/** The stored columns of an item from the admin form (or an import row); its search text holds the model's name too. */
export function contentFields(input: ContentBody, model: { id: number; name: string }, slug: string, at: string) {
  return {
    slug,
    title: input.title,
    url: input.url,
    thumbnail_url: input.thumbnailUrl ?? null,
    type: input.type,
    model_id: model.id,
    images: input.info.images,
    videos: input.info.videos,
    size: input.info.size,
    search_text: contentSearchText(input.title, input.tags, model.name),
    updated_at: at,
  };
}

/** An item's stored thumbnail columns from the picture its form or import row gave. */
export function thumbnailColumns(picture: ItemPicture) {
  return { thumbnail_url: picture.url, thumbnail_source: picture.source, thumbnail_meta: picture.meta };
}

/** What a stored item row holds of its thumbnail, to compare with the address given again. */
export function storedThumbnail(row: {
  thumbnail_url: string | null;
  thumbnail_source: string | null;
  thumbnail_meta: string | null;
}): ItemPicture {
  return { url: row.thumbnail_url, source: row.thumbnail_source, meta: row.thumbnail_meta };
}

/**
 * Rules on an item beyond its schema, for the form and the catalogue import alike: a link removed
 * after a child-safety or consent report cannot be listed again. Throws the 409 that says why.
 */
export async function checkContentRules(
  denylist: Pick<DenylistService, 'assertAllowed'>,
  input: Pick<ContentBody, 'url' | 'mirrors'>,
  executor?: Executor,
) {
  // Every link of the item, its mirrors too: a refused link cannot come back as a mirror.
  for (const url of [input.url, ...(input.mirrors ?? [])]) await denylist.assertAllowed(url, executor);
}

/** What content search matches: the title, the tags and the model's name. */
export const contentSearchText = (title: string, tags: readonly string[], modelName: string) =>
  [title, ...tags, modelName].join(' ');
