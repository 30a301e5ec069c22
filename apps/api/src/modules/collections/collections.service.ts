import { DEFAULT_COLLECTION_NAME, FREE_COLLECTION_LIMIT } from '@packdex/shared/constants';
import type {
  Collection,
  CollectionResponse,
  CreateCollectionBody,
  MyCollectionsQuery,
  MyCollectionsResponse,
  UpdateCollectionBody,
} from '@packdex/shared/schemas';
import { slugify } from '@packdex/shared/utils';
import type { Transact } from '../../db/schema.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import type { LinkPolicy } from '../../lib/monetiser.ts';
import { paginationOf } from '../../lib/paging.ts';
import type { FindTarget } from '../../lib/targets.ts';
import { now, toIso } from '../../lib/time.ts';
import { toContent } from '../content/content.service.ts';
import type { Viewer } from '../users/users.service.ts';
import type { CollectionsRepository } from './collections.repository.ts';

type SummaryRow = NonNullable<Awaited<ReturnType<CollectionsRepository['byId']>>>;

const slugOf = (name: string) => slugify(name) || 'collection';

function toCollection(row: Omit<SummaryRow, 'owner_name'>): Collection {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    public: row.is_public === 1,
    isDefault: row.is_default === 1,
    itemCount: Number(row.item_count ?? 0),
    coverUrl: row.cover_url ?? null,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}

/**
 * Collections (docs/product.md#collections): a signed-in account saves items into its default
 * "Saved" collection (made on first use) and named ones, FREE_COLLECTION_LIMIT of them unless
 * premium. Private ones answer 404 to everyone but their owner; public ones are read by anyone with
 * the link. Hidden items are shown to admins only.
 */
export function collectionsService({
  transact,
  collections,
  findTarget,
  links,
}: {
  transact: Transact;
  collections: CollectionsRepository;
  findTarget: FindTarget;
  links: LinkPolicy;
}) {
  /** The collection when the viewer owns it; 404 otherwise (no hint that a private one exists). */
  async function owned(viewer: Viewer, id: number): Promise<void> {
    if ((await collections.ownerOf(id)) !== viewer.id) throw notFound('Collection not found');
  }

  /** The account's default collection, made on its first use (once, even when two first uses race). */
  async function ensureDefault(viewer: Viewer): Promise<void> {
    if (await collections.findDefault(viewer.id)) return;
    await transact(async (trx) => {
      await collections.lockOwner(viewer.id, trx);
      if (await collections.findDefault(viewer.id, trx)) return;
      await collections.create(
        {
          user_id: viewer.id,
          name: DEFAULT_COLLECTION_NAME,
          slug: slugOf(DEFAULT_COLLECTION_NAME),
          is_public: 0,
          is_default: 1,
          at: now(),
        },
        trx,
      );
    });
  }

  return {
    /** The viewer's collections, its "Saved" one first (made now if this is its first use). */
    async mine(viewer: Viewer, query: MyCollectionsQuery): Promise<MyCollectionsResponse> {
      await ensureDefault(viewer);
      const { rows, total } = await collections.mine(viewer.id, query, query.contentId);
      return {
        collections: rows.map((r) => ({
          ...toCollection(r),
          ...(query.contentId !== undefined ? { contains: Boolean(Number(r.contains)) } : {}),
        })),
        pagination: paginationOf(query.page, query.limit, total),
        limit: viewer.isPremium ? null : FREE_COLLECTION_LIMIT,
      };
    },

    /** A named collection; a free account past its limit is refused (403 COLLECTION_LIMIT). */
    async create(viewer: Viewer, body: CreateCollectionBody): Promise<{ id: number; slug: string }> {
      await ensureDefault(viewer);
      const slug = slugOf(body.name);
      const id = await transact(async (trx) => {
        await collections.lockOwner(viewer.id, trx);
        if (!viewer.isPremium && (await collections.countNamed(viewer.id, trx)) >= FREE_COLLECTION_LIMIT) {
          throw new AppError(
            403,
            'COLLECTION_LIMIT',
            `Free accounts can have ${FREE_COLLECTION_LIMIT} collections besides Saved. Go premium for unlimited collections.`,
          );
        }
        return collections.create(
          { user_id: viewer.id, name: body.name, slug, is_public: body.public ? 1 : 0, is_default: 0, at: now() },
          trx,
        );
      });
      return { id, slug };
    },

    /** Renames, or makes public or private, one of the viewer's collections. */
    async update(viewer: Viewer, id: number, body: UpdateCollectionBody): Promise<Collection> {
      await owned(viewer, id);
      await collections.update(id, {
        ...(body.name !== undefined ? { name: body.name, slug: slugOf(body.name) } : {}),
        ...(body.public !== undefined ? { is_public: body.public ? 1 : 0 } : {}),
        updated_at: now(),
      });
      return toCollection((await collections.byId(id, viewer.isAdmin))!);
    },

    /** Deletes one of the viewer's named collections with its items; "Saved" stays (409). */
    async remove(viewer: Viewer, id: number): Promise<void> {
      const row = await collections.byId(id, false);
      if (!row || row.user_id !== viewer.id) throw notFound('Collection not found');
      if (row.is_default === 1) throw conflict('The Saved collection cannot be deleted');
      await transact((trx) => collections.delete(id, trx));
    },

    /** Saves a visible item into one of the viewer's collections (again: nothing changes). */
    async addItem(viewer: Viewer, id: number, contentId: number): Promise<{ added: boolean; itemCount: number }> {
      await owned(viewer, id);
      await findTarget({ contentId });
      const at = now();
      const added = await transact(async (trx) => {
        const inserted = await collections.addItem(id, contentId, at, trx);
        if (inserted) await collections.update(id, { updated_at: at }, trx);
        return inserted;
      });
      return { added, itemCount: await collections.countItems(id, viewer.isAdmin) };
    },

    async removeItem(viewer: Viewer, id: number, contentId: number): Promise<{ removed: boolean; itemCount: number }> {
      await owned(viewer, id);
      const at = now();
      const removed = await transact(async (trx) => {
        const deleted = await collections.removeItem(id, contentId, trx);
        // Its feed's date moves too: a reader asking If-Modified-Since learns the item left.
        if (deleted) await collections.update(id, { updated_at: at }, trx);
        return deleted;
      });
      return { removed, itemCount: await collections.countItems(id, viewer.isAdmin) };
    },

    /**
     * A collection and a page of its items: the collection with its count in one query, the page
     * with models and tags in another. 404 to anyone but its owner while private.
     */
    async page(viewer: Viewer | null, id: number, query: { page: number; limit: number }): Promise<CollectionResponse> {
      const admin = viewer?.isAdmin === true;
      const row = await collections.byId(id, admin);
      const isOwner = row !== undefined && viewer !== null && row.user_id === viewer.id;
      if (!row || (row.is_public !== 1 && !isOwner)) throw notFound('Collection not found');
      const rows = await collections.items(id, query, admin);
      const link = links(viewer);
      const collection = toCollection(row);
      return {
        collection: { ...collection, owner: { name: row.owner_name }, isOwner },
        contents: rows.map((r) => ({
          ...toContent(r, r.tags, link),
          addedAt: toIso(r.added_at),
          ...(admin ? { hidden: r.hidden_at !== null } : {}),
        })),
        pagination: paginationOf(query.page, query.limit, collection.itemCount),
      };
    },
  };
}
export type CollectionsService = ReturnType<typeof collectionsService>;
