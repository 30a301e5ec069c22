import type { Content } from '@packdex/shared/schemas';
import type { ContentBody } from '@packdex/shared/schemas/catalogue-admin';
import { slugify } from '@packdex/shared/utils';
import type { Executor, Transact } from '../../db/schema.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { directLink } from '../../lib/monetiser.ts';
import { chosenSlug, freeSlug, retryOnSlugConflict } from '../../lib/slugs.ts';
import { now } from '../../lib/time.ts';
import { noDrafts, type Drafts } from '../../lib/drafts.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { type BannedTermsGuard, catalogueFields, noBannedTerms } from '../banned-terms/banned-terms.service.ts';
import type { DenylistService } from '../denylist/denylist.service.ts';
import type { FollowsRepository } from '../follows/follows.repository.ts';
import type { LinkHealthRepository } from '../link-health/link-health.repository.ts';
import type { ModelsRepository } from '../models/models.repository.ts';
import type { NotificationsRepository } from '../notifications/notifications.repository.ts';
import type { ItemPicture, PicturesService } from '../pictures/pictures.service.ts';
import type { Viewer } from '../users/users.service.ts';
import { contentAnnouncer, type ContentAnnouncer } from './content-announce.ts';
import type { ContentRepository } from './content.repository.ts';
import { checkContentRules, contentFields, storedThumbnail, thumbnailColumns } from './content-rules.ts';
import { toContent, type ContentService } from './content.service.ts';

interface Deps {
  transact: Transact;
  content: Pick<
    ContentRepository,
    'detailById' | 'findById' | 'lock' | 'slugsStartingWith' | 'insert' | 'update' | 'remove'
  >;
  /** The catalogue's reads: an added or changed item is answered as the admin then sees it. */
  catalogue: Pick<ContentService, 'byId'>;
  /** Links removed after a resolved child-safety or consent report cannot be listed again (409). */
  denylist: Pick<DenylistService, 'assertAllowed'>;
  models: Pick<ModelsRepository, 'findRef'>;
  follows: Pick<FollowsRepository, 'followerIds' | 'tagFollowerIds'>;
  notifications: Pick<NotificationsRepository, 'insertMany'>;
  /** Tells of a new item (followers' notices, the saved searches' log); else one without the log. */
  announce?: ContentAnnouncer;
  audit: Pick<AuditService, 'record'>;
  /** Refused in titles and tags. */
  bannedTerms?: Pick<BannedTermsGuard, 'assertAllowed'>;
  /** Each item's download links, primary then mirrors, as link health checks them. */
  downloadLinks?: Pick<LinkHealthRepository, 'sync'>;
  /** Where thumbnails are stored: uploaded, or fetched from the address given. */
  pictures: Pick<PicturesService, 'take' | 'release' | 'fromUpload'>;
  /** Fetches the pictures just queued, after the answer. */
  fetchQueued: () => void;
  /** Review before publication: a new item becomes a hidden draft when it is on. */
  drafts?: Drafts;
}

const isPending = (picture: ItemPicture | undefined) => picture?.meta?.includes('"pending"') === true;

/**
 * Admins' changes to the content catalogue (docs/product.md#catalogue): adding an item (the model's
 * followers are told), changing, deleting, and storing an uploaded thumbnail. Every change is in the
 * audit log with the item before and after.
 */
export function contentAdminService({
  transact,
  content: repo,
  catalogue,
  denylist,
  models,
  follows,
  notifications,
  announce = contentAnnouncer({ follows, notifications }),
  audit,
  bannedTerms = noBannedTerms,
  downloadLinks,
  pictures,
  fetchQueued,
  drafts = noDrafts,
}: Deps) {
  /** The thumbnail columns for the address given: a picture of this site, or one fetched from it. */
  const thumbnailOf = async (given: string | null | undefined, current: ItemPicture | null, trx: Executor) =>
    thumbnailColumns(await pictures.take(given, current, { label: 'Thumbnail URL' }, trx));

  /** The item as the API shows it, read inside the caller's transaction (for the audit log). */
  async function snapshot(id: number, trx: Executor): Promise<Content | null> {
    const row = await repo.detailById(id, true, trx);
    return row ? toContent(row, row.tags, directLink) : null;
  }

  /** A free slug made from `text`, read inside the transaction that will insert it. */
  async function generatedSlug(text: string, trx: Executor): Promise<string> {
    const wanted = slugify(text) || 'content';
    // Parallel adds of one title wait for each other here instead of all picking the same slug.
    await repo.lock(`slug:contents:${wanted}`, trx);
    return freeSlug(wanted, await repo.slugsStartingWith(wanted, trx));
  }

  return {
    /**
     * Adds an item to a model (hidden or not); its followers get a notification. The slug is made
     * from the model's name and the title (or the admin's choice) and kept unique even when two
     * admins add the same title at once.
     */
    async create(admin: Viewer, input: ContentBody): Promise<Content> {
      await bannedTerms.assertAllowed(catalogueFields(input));
      await checkContentRules(denylist, input);
      const model = await models.findRef(input.model_id, true);
      if (!model) throw badRequest('Please select a model');
      const tags = input.tags;
      const at = now();
      let thumbnail: ReturnType<typeof thumbnailColumns> | undefined;
      const id = await retryOnSlugConflict(
        () =>
          transact(async (trx) => {
            const slug = input.slug ? chosenSlug(input.slug) : await generatedSlug(`${model.name} ${input.title}`, trx);
            thumbnail = await thumbnailOf(input.thumbnailUrl, null, trx);
            const contentId = await repo.insert(
              { ...contentFields(input, model, slug, at), ...thumbnail, created_at: at },
              tags,
              trx,
            );
            await downloadLinks?.sync(contentId, input.url, input.mirrors ?? [], at, trx);
            // A draft (review before publication) is announced when a reviewer publishes it.
            if (!(await drafts.draft('content', contentId, admin.id, at, trx)))
              await announce({ id: contentId, title: input.title, slug, model }, trx);
            await audit.record(
              {
                actor: admin,
                action: 'create',
                entity: 'content',
                entityId: contentId,
                label: input.title,
                after: await snapshot(contentId, trx),
              },
              trx,
            );
            return contentId;
          }),
        Boolean(input.slug),
      );
      if (thumbnail && isPending(storedThumbnail(thumbnail))) fetchQueued();
      return catalogue.byId(id, admin);
    },

    /**
     * Changes an item (hidden or not). Its slug stays unless the admin types another one; the
     * audit entry holds the item before and after.
     */
    async update(admin: Viewer, id: number, input: ContentBody): Promise<Content> {
      await bannedTerms.assertAllowed(catalogueFields(input));
      // A link removed for a child-safety or consent report cannot come back by an edit either.
      await checkContentRules(denylist, input);
      const model = await models.findRef(input.model_id, true);
      if (!model) throw badRequest('Please select a model');
      const at = now();
      let thumbnail: ReturnType<typeof thumbnailColumns> | undefined;
      let previous: string | null | undefined;
      await retryOnSlugConflict(
        () =>
          transact(async (trx) => {
            const row = await repo.findById(id, true, trx);
            const before = await snapshot(id, trx);
            if (!row || !before) throw notFound('Content not found');
            const slug = input.slug ? chosenSlug(input.slug) : before.slug;
            thumbnail = await thumbnailOf(input.thumbnailUrl, storedThumbnail(row), trx);
            previous = row.thumbnail_url;
            await repo.update(id, { ...contentFields(input, model, slug, at), ...thumbnail }, input.tags, trx);
            await downloadLinks?.sync(id, input.url, input.mirrors, at, trx);
            await audit.record(
              {
                actor: admin,
                action: 'update',
                entity: 'content',
                entityId: id,
                label: input.title,
                before,
                after: await snapshot(id, trx),
              },
              trx,
            );
          }),
        true,
      );
      if (thumbnail && isPending(storedThumbnail(thumbnail))) fetchQueued();
      if (previous !== undefined && previous !== thumbnail?.thumbnail_url) await pictures.release(previous);
      return catalogue.byId(id, admin);
    },

    /** Stores an uploaded thumbnail (processed as every picture: lib/pictures.ts) and returns where it is served. */
    async uploadThumbnail(bytes: Buffer): Promise<{ thumbnailUrl: string }> {
      const { url } = await pictures.fromUpload(bytes);
      return { thumbnailUrl: url! };
    },

    /** Deletes an item with its tags, views, likes, comments and shares; reports keep their record. */
    async remove(admin: Viewer, id: number): Promise<void> {
      const thumbnail = await transact(async (trx) => {
        const before = await snapshot(id, trx);
        if (!before) throw notFound('Content not found');
        await repo.remove(id, trx);
        await audit.record(
          { actor: admin, action: 'delete', entity: 'content', entityId: id, label: before.title, before },
          trx,
        );
        return before.thumbnailUrl;
      });
      await pictures.release(thumbnail);
    },
  };
}
export type ContentAdminService = ReturnType<typeof contentAdminService>;
