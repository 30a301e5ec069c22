import { z } from 'zod';
import { COLLECTION_NAME_MAX_LENGTH } from '../constants.ts';
import { idNumber, isoDateTime, pageQuery, pagination, plainText, positiveIntParam, withinDepth } from './common.ts';
import { content } from './content.ts';

/**
 * Collections (docs/product.md#collections): an account's saved items, in a default "Saved"
 * collection and named ones, private unless made public (then anyone with the link sees them).
 */

const collectionName = plainText('name', { required: 'name is required' })
  .min(1, { error: 'name is required' })
  .max(COLLECTION_NAME_MAX_LENGTH, { error: `name must be at most ${COLLECTION_NAME_MAX_LENGTH} characters` });
const publicFlag = z.boolean({ error: 'public must be true or false' });

/** POST /collections. */
export const createCollectionBody = z.object({ name: collectionName, public: publicFlag.default(false) });
export type CreateCollectionBody = z.infer<typeof createCollectionBody>;
export const createdCollection = z.object({ id: z.number().int(), slug: z.string() });

/** PUT /collections/{id}: a new name, public or private (at least one). */
export const updateCollectionBody = z
  .object({ name: collectionName.optional(), public: publicFlag.optional() })
  .refine((b) => b.name !== undefined || b.public !== undefined, { error: 'Give a name or public' });
export type UpdateCollectionBody = z.infer<typeof updateCollectionBody>;

/** POST /collections/{id}/items. */
export const collectionItemBody = z.object({ contentId: idNumber('contentId') });

/** DELETE /collections/{id}/items/{contentId}. */
export const collectionItemParam = z.object({ id: positiveIntParam('id'), contentId: positiveIntParam('contentId') });

/** GET /collections: the signed-in account's collections; `contentId` marks those holding that item. */
export const myCollectionsQuery = withinDepth(
  pageQuery.extend({ contentId: positiveIntParam('contentId').optional() }),
);
export type MyCollectionsQuery = z.infer<typeof myCollectionsQuery>;

/** GET /collections/{id}: a page of its items, most recently added first. */
export const collectionPageQuery = withinDepth(pageQuery);

export const collection = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  public: z.boolean(),
  /** The account's default "Saved" collection (it cannot be deleted). */
  isDefault: z.boolean(),
  /** Items the viewer sees in it (hidden ones count for admins only). */
  itemCount: z.number().int(),
  /** A thumbnail of the most recently added visible item, if any. */
  coverUrl: z.string().nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Collection = z.infer<typeof collection>;

export const myCollection = collection.extend({
  /** Whether it holds the item asked for with `contentId`. */
  contains: z.boolean().optional(),
});
export type MyCollection = z.infer<typeof myCollection>;

export const myCollectionsResponse = z.object({
  collections: z.array(myCollection),
  pagination,
  /** How many collections besides "Saved" the account may have; null: no limit (premium). */
  limit: z.number().int().nullable(),
});
export type MyCollectionsResponse = z.infer<typeof myCollectionsResponse>;

export const collectionResponse = z.object({
  collection: collection.extend({ owner: z.object({ name: z.string() }), isOwner: z.boolean() }),
  contents: z.array(content.extend({ addedAt: isoDateTime })),
  pagination,
});
export type CollectionResponse = z.infer<typeof collectionResponse>;

export const collectionItemResponse = z.object({ added: z.boolean(), itemCount: z.number().int() });
export const collectionItemRemoved = z.object({ removed: z.boolean(), itemCount: z.number().int() });
