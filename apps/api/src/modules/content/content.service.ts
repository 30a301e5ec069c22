import type { Content, ContentListQuery, ContentListResponse } from '@packdex/shared/schemas';
import {
  UNVERIFIED_VIEW_LIMIT,
  RELATED_FALLBACK_LIMIT,
  RELATED_MIN_SAME_MODEL,
  RELATED_SAME_MODEL_LIMIT,
  VIEW_DEDUP_HOURS,
} from '@packdex/shared/constants';
import { now, toIso } from '../../db/database.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { UserRow } from '../../db/schema.ts';
import { paginationOf } from '../../lib/paging.ts';
import type { ContentFilter, ContentRepository } from './content.repository.ts';

type Row = NonNullable<Awaited<ReturnType<ContentRepository['findById']>>>;

/** Maps a joined row to the API's content shape. */
export function toContent(row: Row, tags: string[]): Content {
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

export function contentService(repo: ContentRepository) {
  async function withTags(rows: Row[]): Promise<Content[]> {
    const tags = await repo.tagsFor(rows.map((r) => r.id));
    return rows.map((r) => toContent(r, tags.get(r.id) ?? []));
  }

  async function checkLimit(viewer: UserRow | null, contentId: number) {
    if (!viewer || viewer.is_verified === 1 || viewer.is_admin === 1) return;
    if (!(await repo.allowAccess(viewer.id, contentId, UNVERIFIED_VIEW_LIMIT, now()))) {
      throw new AppError(
        403,
        'CONTENT_LIMIT',
        `Verify your email to keep browsing: unverified accounts can open ${UNVERIFIED_VIEW_LIMIT} items.`,
      );
    }
  }

  return {
    /** A model's content; an unknown (or hidden) model is a 404, not an empty list. */
    async listForModel(modelId: number, query: ContentListQuery): Promise<ContentListResponse> {
      if (!(await repo.modelVisible(modelId))) throw notFound('Model not found');
      return this.list(query, { modelId });
    },

    async list(query: ContentListQuery, extra: Pick<ContentFilter, 'modelId'> = {}): Promise<ContentListResponse> {
      const { rows, total } = await repo.list(
        { search: query.search, type: query.type, ...extra },
        { page: query.page, limit: query.limit, sortBy: query.sortBy },
      );
      return { contents: await withTags(rows), pagination: paginationOf(query.page, query.limit, total) };
    },

    /** One item; an unverified account may open at most 3 distinct items (spec §4), enforced here. */
    async bySlug(slug: string, viewer: UserRow | null = null): Promise<Content> {
      const row = await repo.findBySlug(slug, viewer?.is_admin === 1);
      if (!row) throw notFound('Content not found');
      await checkLimit(viewer, row.id);
      return (await withTags([row]))[0]!;
    },

    async history(userId: number, page: number, limit: number): Promise<ContentListResponse> {
      const { rows, total } = await repo.history(userId, page, limit);
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

    /** Counts a view once per viewer per 24 hours. */
    async view(
      id: number,
      viewer: { key: string; userId: number | null },
    ): Promise<{ counted: boolean; views: number }> {
      const since = new Date(Date.now() - VIEW_DEDUP_HOURS * 3600_000).toISOString();
      const result = await repo.recordView(id, viewer.key, viewer.userId, since, now());
      if (!result) throw notFound('Content not found');
      return result;
    },

    async share(id: number, platform: string, userId: number | null): Promise<void> {
      if (!(await repo.findById(id))) throw notFound('Content not found');
      await repo.recordShare(id, platform, userId, now());
    },

    async byId(id: number, viewer: UserRow | null = null): Promise<Content> {
      const row = await repo.findById(id, viewer?.is_admin === 1);
      if (!row) throw notFound('Content not found');
      await checkLimit(viewer, row.id);
      return (await withTags([row]))[0]!;
    },
  };
}
export type ContentService = ReturnType<typeof contentService>;
