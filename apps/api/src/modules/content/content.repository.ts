import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Engine } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { matchesSearch } from '../../lib/search.ts';

export interface ContentFilter {
  search?: string | undefined;
  type?: 'image' | 'video' | 'gallery' | undefined;
  modelId?: number | undefined;
  includeHidden?: boolean;
}

export interface ContentPage {
  page: number;
  limit: number;
  sortBy: 'recent' | 'popular';
}

const columns = [
  'contents.id', 'contents.slug', 'contents.title', 'contents.url', 'contents.thumbnail_url', 'contents.type',
  'contents.model_id', 'contents.views', 'contents.images', 'contents.videos', 'contents.size', 'contents.created_at',
  'models.name as model_name', 'models.photo_url as model_photo_url', 'models.slug as model_slug', 'models.bio as model_bio',
] as const;

function applyFilter<O>(engine: Engine, q: SelectQueryBuilder<DB, 'contents', O>, f: ContentFilter) {
  let out = q;
  if (!f.includeHidden) out = out.where('contents.hidden_at', 'is', null);
  if (f.type) out = out.where('contents.type', '=', f.type);
  if (f.modelId !== undefined) out = out.where('contents.model_id', '=', f.modelId);
  if (f.search) {
    const match = matchesSearch(engine, 'contents', f.search);
    if (match) out = out.where(match);
  }
  return out;
}

/** Content queries. The only code that touches SQL for content. */
export function contentRepository(db: Kysely<DB>, engine: Engine) {
  const joined = () => db.selectFrom('contents').leftJoin('models', 'models.id', 'contents.model_id').select(columns);

  return {
    async list(filter: ContentFilter, page: ContentPage) {
      let q = applyFilter(engine, joined(), filter);
      q = page.sortBy === 'popular'
        ? q.orderBy('contents.views', 'desc').orderBy('contents.id', 'desc')
        : q.orderBy('contents.created_at', 'desc').orderBy('contents.id', 'desc');
      const rows = await q.limit(page.limit).offset((page.page - 1) * page.limit).execute();
      const { total } = await applyFilter(engine, db.selectFrom('contents'), filter)
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      return { rows, total: Number(total) };
    },

    findBySlug(slug: string, includeHidden = false) {
      let q = joined().where('contents.slug', '=', slug);
      if (!includeHidden) q = q.where('contents.hidden_at', 'is', null);
      return q.executeTakeFirst();
    },

    findById(id: number, includeHidden = false) {
      let q = joined().where('contents.id', '=', id);
      if (!includeHidden) q = q.where('contents.hidden_at', 'is', null);
      return q.executeTakeFirst();
    },

    /** Tags of several items in one query, grouped by content id. */
    async tagsFor(ids: readonly number[]): Promise<Map<number, string[]>> {
      const map = new Map<number, string[]>();
      if (ids.length === 0) return map;
      const rows = await db
        .selectFrom('content_tags')
        .select(['content_id', 'tag'])
        .where('content_id', 'in', [...ids])
        .orderBy('tag')
        .execute();
      for (const r of rows) map.set(r.content_id, [...(map.get(r.content_id) ?? []), r.tag]);
      return map;
    },
  };
}
export type ContentRepository = ReturnType<typeof contentRepository>;
