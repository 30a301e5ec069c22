import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { tagConditions } from '../../db/tags.ts';

/** The catalogue tables a sitemap lists. */
export type SitemapTable = 'contents' | 'models';

/** What a feed's entry shows of an item, with its model's name and slug (null while the model is hidden). */
const ENTRY_COLUMNS = [
  'contents.id',
  'contents.slug',
  'contents.title',
  'contents.type',
  'contents.images',
  'contents.videos',
  'contents.thumbnail_url',
  'contents.created_at',
  'contents.updated_at',
  'models.name as model_name',
  'models.slug as model_slug',
] as const;

/**
 * What feeds and sitemaps read: visible items only (`hidden_at` is null while any hold exists,
 * docs/security.md#holds), newest first for feeds, by id ranges for sitemaps, so no read walks more
 * than one page of the catalogue.
 */
export function feedsRepository(db: Kysely<DB>) {
  return {
    /**
     * The newest visible items, of one model or of everything (`contents_visible_created_idx`,
     * `contents_model_created_idx`). The model's name and slug only while the model is visible.
     */
    latestContent(limit: number, modelId?: number, tagNames?: string[]) {
      let q = db
        .selectFrom('contents')
        .leftJoin('models', (join) =>
          join.onRef('models.id', '=', 'contents.model_id').on('models.hidden_at', 'is', null),
        )
        .select(ENTRY_COLUMNS)
        .where('contents.hidden_at', 'is', null)
        .$if(modelId !== undefined, (q) => q.where('contents.model_id', '=', modelId!));
      // A tag's feed: its items and its children's (`content_tags_tag_content_idx`).
      if (tagNames) for (const c of tagConditions('contents', { tags: [tagNames] })) q = q.where(c);
      return q.orderBy('contents.created_at', 'desc').orderBy('contents.id', 'desc').limit(limit).execute();
    },

    /** The lowest id of a tag carried by a visible row at or after `fromId` (a count above 0), or undefined. */
    async firstUsedTagId(fromId: number): Promise<number | undefined> {
      const row = await db
        .selectFrom('tags')
        .select('id')
        .where('id', '>=', fromId)
        .where('count', '>', 0)
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      return row?.id;
    },

    /** The tags carried by a visible row with ids from `fromId` to `toId`: a sitemap file's tag pages. */
    usedTagsInRange(fromId: number, toId: number) {
      return db
        .selectFrom('tags')
        .select('slug')
        .where('id', '>=', fromId)
        .where('id', '<=', toId)
        .where('count', '>', 0)
        .orderBy('id')
        .execute();
    },

    /** A public collection with its owner's name (its feed's head), or undefined when there is none or it is private. */
    publicCollection(id: number) {
      return db
        .selectFrom('collections')
        .innerJoin('users', 'users.id', 'collections.user_id')
        .select([
          'collections.id',
          'collections.slug',
          'collections.name',
          'collections.updated_at',
          'users.name as owner_name',
        ])
        .where('collections.id', '=', id)
        .where('collections.is_public', '=', 1)
        .executeTakeFirst();
    },

    /**
     * A collection's newest saved visible items, most recently saved first
     * (`collection_items_collection_added_idx`), with their model's name and slug while it is visible.
     */
    collectionContent(collectionId: number, limit: number) {
      return db
        .selectFrom('collection_items')
        .innerJoin('contents', 'contents.id', 'collection_items.content_id')
        .leftJoin('models', (join) =>
          join.onRef('models.id', '=', 'contents.model_id').on('models.hidden_at', 'is', null),
        )
        .select(ENTRY_COLUMNS)
        .where('collection_items.collection_id', '=', collectionId)
        .where('contents.hidden_at', 'is', null)
        .orderBy('collection_items.added_at', 'desc')
        .orderBy('collection_items.content_id', 'desc')
        .limit(limit)
        .execute();
    },

    /** A visible model by slug (its feed's head), or undefined. */
    visibleModel(slug: string) {
      return db
        .selectFrom('models')
        .select(['id', 'slug', 'name', 'photo_url', 'updated_at'])
        .where('slug', '=', slug)
        .where('hidden_at', 'is', null)
        .executeTakeFirst();
    },

    /** The lowest id of a visible row at or after `fromId` (walks the primary key), or undefined. */
    async firstVisibleId(table: SitemapTable, fromId: number): Promise<number | undefined> {
      const row = await db
        .selectFrom(table)
        .select('id')
        .where('id', '>=', fromId)
        .where('hidden_at', 'is', null)
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      return row?.id;
    },

    /** The visible rows with ids from `fromId` to `toId` (both included), by id: a sitemap file's pages. */
    visibleInRange(table: SitemapTable, fromId: number, toId: number) {
      return db
        .selectFrom(table)
        .select(['slug', 'updated_at'])
        .where('id', '>=', fromId)
        .where('id', '<=', toId)
        .where('hidden_at', 'is', null)
        .orderBy('id')
        .execute();
    },
  };
}

export type FeedsRepository = ReturnType<typeof feedsRepository>;
