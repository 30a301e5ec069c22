import type { Content, ContentBody, ContentListQuery, ContentListResponse } from '@packdex/shared/schemas';
import {
  RELATED_FALLBACK_LIMIT,
  RELATED_MIN_SAME_MODEL,
  RELATED_SAME_MODEL_LIMIT,
  UNVERIFIED_VIEW_LIMIT,
  VIEW_DEDUP_HOURS,
} from '@packdex/shared/constants';
import { slugify } from '@packdex/shared/utils';
import type { Transact } from '../../db/schema.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { paginationOf } from '../../lib/paging.ts';
import { now, toIso } from '../../lib/time.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import type { FollowsRepository } from '../follows/follows.repository.ts';
import type { ModelsRepository } from '../models/models.repository.ts';
import type { NotificationsRepository } from '../notifications/notifications.repository.ts';
import type { Viewer } from '../users/users.service.ts';
import type { ContentFilter, ContentRepository, ContentRow } from './content.repository.ts';

/** Maps a joined row to the API's content shape. */
export function toContent(row: ContentRow, tags: string[]): Content {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    url: row.url,
    thumbnailUrl: row.thumbnail_url,
    type: row.type,
    tags,
    model_id: row.model_id,
    model:
      row.model_name !== null && row.model_slug !== null
        ? { name: row.model_name, photoUrl: row.model_photo_url ?? '', slug: row.model_slug, bio: row.model_bio }
        : null,
    views: Number(row.views),
    createdAt: toIso(row.created_at),
    info: { images: row.images, videos: row.videos, size: Number(row.size) },
  };
}

/** A slug not in `taken`: the wanted one, or with -2, -3… */
function freeSlug(wanted: string, taken: Set<string>): string {
  if (!taken.has(wanted)) return wanted;
  for (let i = 2; ; i += 1) if (!taken.has(`${wanted}-${i}`)) return `${wanted}-${i}`;
}

/** Who is viewing: the account, or a hash of address and browser for a visitor. */
export interface ViewerKey {
  key: string;
  userId: number | null;
}

interface Deps {
  transact: Transact;
  content: ContentRepository;
  models: Pick<ModelsRepository, 'findRef' | 'addView'>;
  follows: Pick<FollowsRepository, 'followerIds'>;
  notifications: Pick<NotificationsRepository, 'insertMany'>;
  audit: AuditRepository;
}

/**
 * The content catalogue (docs/product.md#catalogue): lists, one item, its sidebar, views and
 * shares, and adding content (admins; the model's followers are told).
 */
export function contentService({ transact, content: repo, models, follows, notifications, audit }: Deps) {
  async function withTags(rows: ContentRow[]): Promise<Content[]> {
    const tags = await repo.tagsFor(rows.map((r) => r.id));
    return rows.map((r) => toContent(r, tags.get(r.id) ?? []));
  }

  /**
   * An unverified account may open UNVERIFIED_VIEW_LIMIT distinct items (docs/product.md#unverified-accounts):
   * ones it opened before stay open. Serialised per account so parallel requests cannot slip past.
   */
  async function checkLimit(viewer: Viewer | null, contentId: number) {
    if (!viewer || viewer.isVerified || viewer.isAdmin) return;
    const allowed = await transact(async (trx) => {
      await repo.lock(`access:${viewer.id}`, trx);
      const opened = await repo.openedBy(viewer.id, trx);
      if (opened.includes(contentId)) return true;
      if (opened.length >= UNVERIFIED_VIEW_LIMIT) return false;
      await repo.recordOpened(viewer.id, contentId, now(), trx);
      return true;
    });
    if (!allowed) {
      throw new AppError(
        403,
        'CONTENT_LIMIT',
        `Verify your email to keep browsing: unverified accounts can open ${UNVERIFIED_VIEW_LIMIT} items.`,
      );
    }
  }

  async function one(row: ContentRow | undefined, viewer: Viewer | null): Promise<Content> {
    if (!row) throw notFound('Content not found');
    await checkLimit(viewer, row.id);
    return (await withTags([row]))[0]!;
  }

  return {
    async list(query: ContentListQuery, extra: Pick<ContentFilter, 'modelId'> = {}): Promise<ContentListResponse> {
      const { rows, total } = await repo.list(
        { search: query.search, type: query.type, ...extra },
        { page: query.page, limit: query.limit, sortBy: query.sortBy },
      );
      return { contents: await withTags(rows), pagination: paginationOf(query.page, query.limit, total) };
    },

    /** A model's content; an unknown (or hidden) model is a 404, not an empty list. */
    async listForModel(modelId: number, query: ContentListQuery): Promise<ContentListResponse> {
      if (!(await models.findRef(modelId))) throw notFound('Model not found');
      return this.list(query, { modelId });
    },

    /** One item; admins also see one hidden by a pending report. */
    bySlug: async (slug: string, viewer: Viewer | null = null) =>
      one(await repo.findBySlug(slug, viewer?.isAdmin === true), viewer),

    byId: async (id: number, viewer: Viewer | null = null) =>
      one(await repo.findById(id, viewer?.isAdmin === true), viewer),

    async history(userId: number, page: number, limit: number): Promise<ContentListResponse> {
      const { rows, total } = await repo.history(userId, { page, limit });
      return { contents: await withTags(rows), pagination: paginationOf(page, limit, total) };
    },

    /**
     * The detail sidebar: up to 6 more from the same model; when it has fewer than 3 others, the
     * 8 most recent items instead. Two indexed queries at most, tags in one more.
     */
    async related(id: number): Promise<{ contents: Content[]; fromModel: boolean }> {
      const item = await repo.findById(id);
      if (!item) throw notFound('Content not found');
      if (item.model_id !== null) {
        const same = await repo.recent(RELATED_SAME_MODEL_LIMIT, id, item.model_id);
        if (same.length >= RELATED_MIN_SAME_MODEL) return { contents: await withTags(same), fromModel: true };
      }
      return { contents: await withTags(await repo.recent(RELATED_FALLBACK_LIMIT, id)), fromModel: false };
    },

    /**
     * Counts a view unless the same viewer viewed the item in the last 24 hours; the item's and
     * its model's counters move in the same transaction.
     */
    async view(id: number, viewer: ViewerKey): Promise<{ counted: boolean; views: number }> {
      const since = new Date(Date.now() - VIEW_DEDUP_HOURS * 3600_000).toISOString();
      const at = now();
      const result = await transact(async (trx) => {
        await repo.lock(`${id}:${viewer.key}`, trx);
        const item = await repo.viewCounter(id, trx);
        if (!item) return null;
        const recent = await repo.recentView(id, viewer.key, since, trx);
        if (recent) {
          // Keep the account's history fresh without counting again.
          if (viewer.userId !== null) await repo.touchView(recent.id, at, trx);
          return { counted: false, views: Number(item.views) };
        }
        const views = await repo.addView({ contentId: id, viewerKey: viewer.key, userId: viewer.userId, at }, trx);
        if (item.model_id !== null) await models.addView(item.model_id, trx);
        return { counted: true, views };
      });
      if (!result) throw notFound('Content not found');
      return result;
    },

    async share(id: number, platform: string, userId: number | null): Promise<void> {
      if (!(await repo.findById(id))) throw notFound('Content not found');
      await repo.recordShare(id, platform, userId, now());
    },

    /** Adds an item to a model (hidden or not); its followers get a notification. */
    async create(admin: Viewer, input: ContentBody): Promise<Content> {
      const model = await models.findRef(input.model_id, true);
      if (!model) throw badRequest('Please select a model');
      const tags = [...new Set(input.tags)];
      const at = now();
      const id = await transact(async (trx) => {
        const wanted = slugify(input.slug || `${model.name} ${input.title}`) || 'content';
        const slug = freeSlug(wanted, await repo.slugsStartingWith(wanted, trx));
        const contentId = await repo.insert(
          {
            slug,
            title: input.title,
            url: input.url,
            thumbnail_url: input.thumbnailUrl ?? null,
            type: input.type,
            model_id: model.id,
            images: input.info.images,
            videos: input.info.videos,
            size: input.info.size,
            search_text: [input.title, ...tags, model.name].join(' '),
            created_at: at,
            updated_at: at,
          },
          tags,
          trx,
        );
        const followers = await follows.followerIds(model.id, trx);
        await notifications.insertMany(
          followers.map((userId) => ({
            userId,
            type: 'model_follow' as const,
            title: `New from ${model.name}`,
            message: `${model.name} has a new pack: ${input.title}`,
            data: { contentId, modelId: model.id, contentSlug: slug, modelSlug: model.slug },
          })),
          trx,
        );
        await audit.record(
          {
            adminId: admin.id,
            action: 'create',
            entity: 'content',
            entityId: contentId,
            details: { title: input.title },
            at,
          },
          trx,
        );
        return contentId;
      });
      return this.byId(id, admin);
    },
  };
}
export type ContentService = ReturnType<typeof contentService>;
