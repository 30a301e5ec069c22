import type { Content, ContentListQuery, ContentListResponse } from '@packdex/shared/schemas';
import { toIso } from '../../db/database.ts';
import { notFound } from '../../lib/errors.ts';
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

  return {
    async list(query: ContentListQuery, extra: Pick<ContentFilter, 'modelId'> = {}): Promise<ContentListResponse> {
      const { rows, total } = await repo.list(
        { search: query.search, type: query.type, ...extra },
        { page: query.page, limit: query.limit, sortBy: query.sortBy },
      );
      return { contents: await withTags(rows), pagination: paginationOf(query.page, query.limit, total) };
    },

    async bySlug(slug: string): Promise<Content> {
      const row = await repo.findBySlug(slug);
      if (!row) throw notFound('Content not found');
      return (await withTags([row]))[0]!;
    },

    async byId(id: number): Promise<Content> {
      const row = await repo.findById(id);
      if (!row) throw notFound('Content not found');
      return (await withTags([row]))[0]!;
    },
  };
}
export type ContentService = ReturnType<typeof contentService>;
