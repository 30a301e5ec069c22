import { type Kysely, sql } from 'kysely';
import type { Engine } from '../../db/database.ts';
import { readsInBatches } from '../../db/group-commit.ts';
import { lockForTransaction } from '../../db/locks.ts';
import { moderation } from '../../db/moderation.ts';
import { countOf } from '../../db/paging.ts';
import type { DB, Executor } from '../../db/schema.ts';
import { notBlacklisted, tagged, tagList, tagsColumn } from '../../db/tags.ts';
import { contentActivityRepository } from './content-activity.repository.ts';
import { contentBulkRepository } from './content-bulk.repository.ts';
import { contentColumns as columns } from './content-columns.ts';
import { contentListRepository } from './content-list.repository.ts';
import { contentSimilarRepository } from './content-similar.repository.ts';
import { contentViewsRepository } from './content-views.repository.ts';

export type { ContentFilter } from './content-list.repository.ts';

/**
 * The content tables: items and their tags, views, the distinct items an account opened, and
 * shares. Items are read joined with their model's name, photo, slug and bio; the lists and their
 * planning are content-list.repository.ts's.
 */
export function contentRepository(db: Kysely<DB>, engine: Engine) {
  const joined = (executor: Executor = db) =>
    executor.selectFrom('contents').leftJoin('models', 'models.id', 'contents.model_id').select(columns);
  const detailed = (executor: Executor = db) => joined(executor).select(tagsColumn(engine, 'contents'));
  const withTagList = async <R extends { tags: unknown }>(read: Promise<R | undefined>) => {
    const row = await read;
    return row && { ...row, tags: tagList(row.tags) };
  };
  /**
   * PostgreSQL: the visible items of the slugs asked for together (detail pages the page cache
   * does not hold yet), in one statement (`readsInBatches`).
   */
  const visibleBySlugs = readsInBatches(
    async (slugs: string[]) =>
      (
        await detailed()
          .where(sql<boolean>`${sql.ref('contents.slug')} = any(${slugs}::text[])`)
          .where('contents.hidden_at', 'is', null)
          .execute()
      ).map((row) => ({ ...row, tags: tagList(row.tags) })),
    (row) => row.slug,
  );

  return {
    ...moderation(db, 'contents'),
    ...tagged(db, 'contents'),
    ...contentListRepository(db, engine),
    ...contentViewsRepository(db, engine),
    ...contentActivityRepository(db),
    ...contentBulkRepository(db),
    ...contentSimilarRepository(db),

    /**
     * One item and its tags, in one query (the detail page). On PostgreSQL, the visible items asked
     * for together share one query (`visibleBySlugs`).
     */
    findBySlug(slug: string, includeHidden = false) {
      if (engine === 'postgres' && !includeHidden) return visibleBySlugs(slug);
      let q = detailed().where('contents.slug', '=', slug);
      if (!includeHidden) q = q.where('contents.hidden_at', 'is', null);
      return withTagList(q.executeTakeFirst());
    },

    /** One item and its tags, in one query (by id, as an admin's audit snapshot reads it too). */
    detailById(id: number, includeHidden = false, executor: Executor = db) {
      let q = detailed(executor).where('contents.id', '=', id);
      if (!includeHidden) q = q.where('contents.hidden_at', 'is', null);
      return withTagList(q.executeTakeFirst());
    },

    findById(id: number, includeHidden = false, executor: Executor = db) {
      let q = joined(executor).where('contents.id', '=', id);
      if (!includeHidden) q = q.where('contents.hidden_at', 'is', null);
      return q.executeTakeFirst();
    },

    /**
     * Up to `limit` visible items, newest first, of one model or of everything, excluding one id and
     * the items carrying a tag of `hiddenTags` (the viewer's tag blacklist).
     */
    recent(limit: number, exceptId: number, modelId?: number, hiddenTags?: readonly string[]) {
      let q = joined().where('contents.hidden_at', 'is', null).where('contents.id', '!=', exceptId);
      if (modelId !== undefined) q = q.where('contents.model_id', '=', modelId);
      const visibleToViewer = notBlacklisted(hiddenTags);
      if (visibleToViewer) q = q.where(visibleToViewer);
      return q.orderBy('contents.created_at', 'desc').orderBy('contents.id', 'desc').limit(limit).execute();
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

    /** How many items a model has, hidden ones included (a model with content is not deleted). */
    countForModel: (modelId: number, executor: Executor = db) =>
      countOf(executor.selectFrom('contents').where('model_id', '=', modelId)),

    /**
     * The items with these URLs, hidden or not (a catalogue import matches rows to them): the
     * first listed of each URL, as two items may share one.
     */
    /** Writes a stored picture's description to the items showing it (the picture job, when it lands). */
    async setThumbnailMeta(thumbnailUrl: string, meta: string): Promise<number> {
      const result = await db
        .updateTable('contents')
        .set({ thumbnail_meta: meta })
        .where('thumbnail_url', '=', thumbnailUrl)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** Whether an item shows the thumbnail at this address. */
    async showingThumbnail(thumbnailUrl: string): Promise<boolean> {
      return Boolean(
        await db.selectFrom('contents').select('id').where('thumbnail_url', '=', thumbnailUrl).executeTakeFirst(),
      );
    },

    async byUrls(urls: readonly string[], executor: Executor = db) {
      if (urls.length === 0) return [];
      const rows = await executor
        .selectFrom('contents')
        .selectAll()
        .where('url', 'in', [...urls])
        .orderBy('id')
        .execute();
      const first = new Map<string, (typeof rows)[number]>();
      for (const row of rows) if (!first.has(row.url)) first.set(row.url, row);
      return [...first.values()];
    },

    /** Up to `limit` items after id `afterId` in id order, with their model's model_id (an export's batch). */
    /** The items another catalogue knows by these external ids (an import's `external_id`). */
    byExternalIds: (ids: readonly string[], executor: Executor = db) =>
      ids.length === 0
        ? Promise.resolve([])
        : executor
            .selectFrom('contents')
            .selectAll()
            .where('external_id', 'in', [...ids])
            .execute(),

    exportBatch: (afterId: number, limit: number) =>
      db
        .selectFrom('contents')
        .leftJoin('models', 'models.id', 'contents.model_id')
        .selectAll('contents')
        .select('models.model_id as model_ref')
        .where('contents.id', '>', afterId)
        .orderBy('contents.id')
        .limit(limit)
        .execute(),

    /** A model's items with their tags, to rebuild their search text when the model is renamed. */
    async searchPartsForModel(modelId: number, executor: Executor = db) {
      const rows = await executor
        .selectFrom('contents')
        .select(['id', 'title'])
        .where('model_id', '=', modelId)
        .execute();
      const tags = await this.tagsFor(
        rows.map((r) => r.id),
        executor,
      );
      return rows.map((r) => ({ id: r.id, title: r.title, tags: tags.get(r.id) ?? [] }));
    },

    async setSearchText(id: number, searchText: string, executor: Executor = db): Promise<void> {
      await executor.updateTable('contents').set({ search_text: searchText }).where('id', '=', id).execute();
    },

    /** Serialises the transactions that pass the same key (views of one viewer, one account's opened items). */
    lock: (key: string, trx: Executor) => lockForTransaction(engine, key, trx),

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

    /** The account's recorded views, opened items and shares, with what they were of (its data export). */
    async exportFor(userId: number) {
      const [views, opened, shares] = await Promise.all([
        db
          .selectFrom('content_views')
          .leftJoin('contents', 'contents.id', 'content_views.content_id')
          .select(['content_views.content_id', 'contents.slug', 'contents.title', 'content_views.viewed_at'])
          .where('content_views.user_id', '=', userId)
          .orderBy('content_views.viewed_at')
          .orderBy('content_views.id')
          .execute(),
        db
          .selectFrom('content_access')
          .leftJoin('contents', 'contents.id', 'content_access.content_id')
          .select(['content_access.content_id', 'contents.slug', 'contents.title', 'content_access.created_at'])
          .where('content_access.user_id', '=', userId)
          .orderBy('content_access.created_at')
          .orderBy('content_access.content_id')
          .execute(),
        db
          .selectFrom('shares')
          .select(['content_id', 'model_id', 'platform', 'created_at'])
          .where('user_id', '=', userId)
          .orderBy('created_at')
          .orderBy('id')
          .execute(),
      ]);
      return { views, opened, shares };
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
