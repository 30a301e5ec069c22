import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import { groupBy } from '../../lib/group-by.ts';
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

/** Content queries. The only code that touches SQL for content. */
export function contentRepository(db: Kysely<DB>, engine: Engine) {
  const joined = () => db.selectFrom('contents').leftJoin('models', 'models.id', 'contents.model_id').select(columns);

  return {
    async list(filter: ContentFilter, page: ContentPage) {
      let q = applyFilter(engine, joined(), filter);
      q =
        page.sortBy === 'popular'
          ? q.orderBy('contents.views', 'desc').orderBy('contents.id', 'desc')
          : q.orderBy('contents.created_at', 'desc').orderBy('contents.id', 'desc');
      const rows = await q
        .limit(page.limit)
        .offset((page.page - 1) * page.limit)
        .execute();
      const { total } = await applyFilter(engine, db.selectFrom('contents'), filter)
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      return { rows, total: Number(total) };
    },

    async modelVisible(modelId: number): Promise<boolean> {
      const row = await db
        .selectFrom('models')
        .select('id')
        .where('id', '=', modelId)
        .where('hidden_at', 'is', null)
        .executeTakeFirst();
      return Boolean(row);
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

    /**
     * Counts a view unless the same viewer viewed the item in the last 24 hours; the item's and its
     * model's counters move in the same transaction. Returns whether it counted and the new total.
     */
    async recordView(contentId: number, viewerKey: string, userId: number | null, since: string, at: string) {
      return db.transaction().execute(async (trx) => {
        if (engine === 'postgres') {
          // Serialises concurrent views by the same viewer of the same item.
          await sql`select pg_advisory_xact_lock(hashtext(${`${contentId}:${viewerKey}`}))`.execute(trx);
        }
        const item = await trx
          .selectFrom('contents')
          .select(['id', 'model_id', 'views'])
          .where('id', '=', contentId)
          .executeTakeFirst();
        if (!item) return null;
        const recent = await trx
          .selectFrom('content_views')
          .select('id')
          .where('content_id', '=', contentId)
          .where('viewer_key', '=', viewerKey)
          .where('viewed_at', '>', since)
          .executeTakeFirst();
        if (recent) {
          if (userId !== null) {
            // Keep the user's history fresh without counting again.
            await trx.updateTable('content_views').set({ viewed_at: at }).where('id', '=', recent.id).execute();
          }
          return { counted: false, views: Number(item.views) };
        }
        await trx
          .insertInto('content_views')
          .values({ content_id: contentId, viewer_key: viewerKey, user_id: userId, viewed_at: at })
          .execute();
        const updated = await trx
          .updateTable('contents')
          .set((eb) => ({ views: eb('views', '+', 1) }))
          .where('id', '=', contentId)
          .returning('views')
          .executeTakeFirstOrThrow();
        if (item.model_id !== null) {
          await trx
            .updateTable('models')
            .set((eb) => ({ views: eb('views', '+', 1) }))
            .where('id', '=', item.model_id)
            .execute();
        }
        return { counted: true, views: Number(updated.views) };
      });
    },

    /**
     * Lets an account open an item if it opened it before or has opened fewer than `limit`
     * distinct items; records the new one. Serialised per user so parallel requests cannot slip past.
     */
    async allowAccess(userId: number, contentId: number, limit: number, at: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        if (engine === 'postgres')
          await sql`select pg_advisory_xact_lock(hashtext(${`access:${userId}`}))`.execute(trx);
        const seen = await trx
          .selectFrom('content_access')
          .select('content_id')
          .where('user_id', '=', userId)
          .execute();
        if (seen.some((r) => r.content_id === contentId)) return true;
        if (seen.length >= limit) return false;
        await trx
          .insertInto('content_access')
          .values({ user_id: userId, content_id: contentId, created_at: at })
          .execute();
        return true;
      });
    },

    /** The account's viewing history, most recent first. */
    async history(userId: number, page: number, limit: number) {
      const rows = await joined()
        .innerJoin('content_views', 'content_views.content_id', 'contents.id')
        .where('content_views.user_id', '=', userId)
        .where('contents.hidden_at', 'is', null)
        .orderBy('content_views.viewed_at', 'desc')
        .orderBy('content_views.id', 'desc')
        .limit(limit)
        .offset((page - 1) * limit)
        .execute();
      const { total } = await db
        .selectFrom('content_views')
        .innerJoin('contents', 'contents.id', 'content_views.content_id')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .where('content_views.user_id', '=', userId)
        .where('contents.hidden_at', 'is', null)
        .executeTakeFirstOrThrow();
      return { rows, total: Number(total) };
    },

    async recordShare(contentId: number, platform: string, userId: number | null, at: string) {
      await db
        .insertInto('shares')
        .values({ content_id: contentId, platform, user_id: userId, created_at: at })
        .execute();
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
  };
}
export type ContentRepository = ReturnType<typeof contentRepository>;
