import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { SortOption } from '@packdex/shared/constants';
import type { Engine } from '../../db/database.ts';
import { matchesSearch } from '../../db/full-text.ts';
import { lockForTransaction } from '../../db/locks.ts';
import { moderation } from '../../db/moderation.ts';
import type { DB, Executor } from '../../db/schema.ts';
import type { NewContent } from '../../db/tables/content.table.ts';
import { groupBy } from '../../lib/group-by.ts';
import { countOf, pageOf, type PageRequest } from '../../db/paging.ts';

export interface ContentFilter {
  search?: string | undefined;
  type?: NewContent['type'] | undefined;
  modelId?: number | undefined;
  includeHidden?: boolean;
}

const columns = [
  'contents.id',
  'contents.slug',
  'contents.title',
  'contents.url',
  'contents.thumbnail_url',
  'contents.type',
  'contents.model_id',
  'contents.views',
  'contents.images',
  'contents.videos',
  'contents.size',
  'contents.created_at',
  'models.name as model_name',
  'models.photo_url as model_photo_url',
  'models.slug as model_slug',
  'models.bio as model_bio',
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

/**
 * The content tables: items and their tags, views, the distinct items an account opened, and
 * shares. Items are read joined with their model's name, photo, slug and bio.
 */
export function contentRepository(db: Kysely<DB>, engine: Engine) {
  const joined = () => db.selectFrom('contents').leftJoin('models', 'models.id', 'contents.model_id').select(columns);

  return {
    ...moderation(db, 'contents'),

    async list(filter: ContentFilter, page: PageRequest & { sortBy: SortOption }) {
      const q = applyFilter(engine, joined(), filter);
      const sorted =
        page.sortBy === 'popular'
          ? q.orderBy('contents.views', 'desc').orderBy('contents.id', 'desc')
          : q.orderBy('contents.created_at', 'desc').orderBy('contents.id', 'desc');
      return {
        rows: await pageOf(sorted, page).execute(),
        total: await countOf(applyFilter(engine, db.selectFrom('contents'), filter)),
      };
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

    /** Up to `limit` visible items, newest first, of one model or of everything, excluding one id. */
    recent(limit: number, exceptId: number, modelId?: number) {
      let q = joined().where('contents.hidden_at', 'is', null).where('contents.id', '!=', exceptId);
      if (modelId !== undefined) q = q.where('contents.model_id', '=', modelId);
      return q.orderBy('contents.created_at', 'desc').orderBy('contents.id', 'desc').limit(limit).execute();
    },

    /** Visible items whose text matches every word of `q` as a prefix, most viewed first (search suggestions). */
    async suggestions(q: string, limit: number) {
      const match = matchesSearch(engine, 'contents', q);
      if (!match) return [];
      return db
        .selectFrom('contents')
        .select(['title', 'slug', 'thumbnail_url', 'views'])
        .where('hidden_at', 'is', null)
        .where(match)
        .orderBy('views', 'desc')
        .limit(limit)
        .execute();
    },

    /** What a like, comment or report needs to know about a visible item. */
    visibleRef: (id: number) =>
      db
        .selectFrom('contents')
        .select(['id', 'slug', 'title'])
        .where('id', '=', id)
        .where('hidden_at', 'is', null)
        .executeTakeFirst(),

    /** The fields of a visible item that a shared link's preview shows. */
    preview: (slug: string) =>
      db
        .selectFrom('contents')
        .leftJoin('models', 'models.id', 'contents.model_id')
        .select(['contents.title', 'contents.thumbnail_url', 'models.name as model_name', 'models.photo_url'])
        .where('contents.slug', '=', slug)
        .where('contents.hidden_at', 'is', null)
        .executeTakeFirst(),

    /** Slugs already taken that start with `base`, so a new item can get a free one. */
    async slugsStartingWith(base: string, executor: Executor = db): Promise<Set<string>> {
      const rows = await executor.selectFrom('contents').select('slug').where('slug', 'like', `${base}%`).execute();
      return new Set(rows.map((r) => r.slug));
    },

    /** Adds an item with its tags; returns its id. */
    async insert(item: NewContent, tags: readonly string[], executor: Executor = db): Promise<number> {
      const { id } = await executor.insertInto('contents').values(item).returning('id').executeTakeFirstOrThrow();
      if (tags.length)
        await executor
          .insertInto('content_tags')
          .values(tags.map((tag) => ({ content_id: id, tag })))
          .execute();
      return id;
    },

    /** Tags of several items in one query, grouped by content id. */
    async tagsFor(ids: readonly number[]): Promise<Map<number, string[]>> {
      if (ids.length === 0) return new Map<number, string[]>();
      const rows = await db
        .selectFrom('content_tags')
        .select(['content_id', 'tag'])
        .where('content_id', 'in', [...ids])
        .orderBy('tag')
        .execute();
      return groupBy(
        rows,
        (r) => r.content_id,
        (r) => r.tag,
      );
    },

    /** Serialises the transactions that pass the same key (views of one viewer, one account's opened items). */
    lock: (key: string, trx: Executor) => lockForTransaction(engine, key, trx),

    /** An item's id, model and view count, hidden or not. */
    viewCounter: (id: number, executor: Executor = db) =>
      executor.selectFrom('contents').select(['id', 'model_id', 'views']).where('id', '=', id).executeTakeFirst(),

    /** The viewer's view of the item since `since`, if any. */
    recentView: (contentId: number, viewerKey: string, since: string, executor: Executor = db) =>
      executor
        .selectFrom('content_views')
        .select('id')
        .where('content_id', '=', contentId)
        .where('viewer_key', '=', viewerKey)
        .where('viewed_at', '>', since)
        .executeTakeFirst(),

    async touchView(viewId: number, at: string, executor: Executor = db): Promise<void> {
      await executor.updateTable('content_views').set({ viewed_at: at }).where('id', '=', viewId).execute();
    },

    /** Stores a view and moves the item's counter; returns the new count. */
    async addView(
      view: { contentId: number; viewerKey: string; userId: number | null; at: string },
      executor: Executor = db,
    ): Promise<number> {
      await executor
        .insertInto('content_views')
        .values({ content_id: view.contentId, viewer_key: view.viewerKey, user_id: view.userId, viewed_at: view.at })
        .execute();
      const { views } = await executor
        .updateTable('contents')
        .set((eb) => ({ views: eb('views', '+', 1) }))
        .where('id', '=', view.contentId)
        .returning('views')
        .executeTakeFirstOrThrow();
      return Number(views);
    },

    /** The distinct items the account has opened. */
    async openedBy(userId: number, executor: Executor = db): Promise<number[]> {
      const rows = await executor
        .selectFrom('content_access')
        .select('content_id')
        .where('user_id', '=', userId)
        .execute();
      return rows.map((r) => r.content_id);
    },

    async recordOpened(userId: number, contentId: number, at: string, executor: Executor = db): Promise<void> {
      await executor
        .insertInto('content_access')
        .values({ user_id: userId, content_id: contentId, created_at: at })
        .execute();
    },

    /** The account's viewing history, most recent first. */
    async history(userId: number, page: PageRequest) {
      const rows = await pageOf(
        joined()
          .innerJoin('content_views', 'content_views.content_id', 'contents.id')
          .where('content_views.user_id', '=', userId)
          .where('contents.hidden_at', 'is', null)
          .orderBy('content_views.viewed_at', 'desc')
          .orderBy('content_views.id', 'desc'),
        page,
      ).execute();
      const total = await countOf(
        db
          .selectFrom('content_views')
          .innerJoin('contents', 'contents.id', 'content_views.content_id')
          .where('content_views.user_id', '=', userId)
          .where('contents.hidden_at', 'is', null),
      );
      return { rows, total };
    },

    /** Views recorded for the account (its activity counter). */
    countViewsBy: (userId: number) => countOf(db.selectFrom('content_views').where('user_id', '=', userId)),

    async recordShare(contentId: number, platform: string, userId: number | null, at: string): Promise<void> {
      await db
        .insertInto('shares')
        .values({ content_id: contentId, platform, user_id: userId, created_at: at })
        .execute();
    },
  };
}
export type ContentRepository = ReturnType<typeof contentRepository>;
export type ContentRow = NonNullable<Awaited<ReturnType<ContentRepository['findById']>>>;
