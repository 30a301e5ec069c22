import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { SortOption } from '@packdex/shared/constants';
import type { Engine } from '../../db/database.ts';
import { lexemeStats, matchesSearch, pageSearchCondition, visibleSuggestions } from '../../db/full-text.ts';
import { readsInBatches } from '../../db/group-commit.ts';
import { lockForTransaction } from '../../db/locks.ts';
import { moderation } from '../../db/moderation.ts';
import {
  countForm,
  tagConditions,
  tagged,
  tagList,
  tagsColumn,
  type TagConditionForm,
  type TagFilter,
} from '../../db/tags.ts';
import { countNow, countOf, pageOf, type PageRequest, type TotalOf } from '../../db/paging.ts';
import type { DB, Executor } from '../../db/schema.ts';

interface ModelFilter extends TagFilter {
  search?: string | undefined;
  ethnicity?: string | undefined;
  hairColor?: string | undefined;
  eyeColor?: string | undefined;
  bodyType?: string | undefined;
  minAge?: number | undefined;
  maxAge?: number | undefined;
  includeHidden?: boolean;
}

function applyFilter<O>(
  engine: Engine,
  q: SelectQueryBuilder<DB, 'models', O>,
  f: ModelFilter,
  form: TagConditionForm = 'probe',
) {
  let out = q;
  if (!f.includeHidden) out = out.where('models.hidden_at', 'is', null);
  if (f.ethnicity) out = out.where('models.ethnicity', '=', f.ethnicity);
  if (f.hairColor) out = out.where('models.hair_color', '=', f.hairColor);
  if (f.eyeColor) out = out.where('models.eye_color', '=', f.eyeColor);
  if (f.bodyType) out = out.where('models.body_type', '=', f.bodyType);
  if (f.minAge !== undefined) out = out.where('models.age', '>=', f.minAge);
  if (f.maxAge !== undefined) out = out.where('models.age', '<=', f.maxAge);
  for (const condition of tagConditions('models', f, form)) out = out.where(condition);
  if (f.search) {
    const match = matchesSearch(engine, 'models', f.search);
    if (match) out = out.where(match);
  }
  return out;
}

/** The models tables: profiles (read with their count of visible content) and their tags. */
export function modelsRepository(db: Kysely<DB>, engine: Engine) {
  // PostgreSQL: which searches are rare enough to skip the walk of the sort order (firstMatches).
  const stats = engine === 'postgres' ? lexemeStats(db) : undefined;
  const suggestions = visibleSuggestions(db, engine, stats, 'models', [
    'name',
    'aliases',
    'slug',
    'photo_url',
    'views',
  ]);
  const withCount = (executor: Executor = db) =>
    executor
      .selectFrom('models')
      .selectAll('models')
      .select((eb) =>
        eb
          .selectFrom('contents')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('contents.model_id', '=', 'models.id')
          .where('contents.hidden_at', 'is', null)
          .as('content_count'),
      );

  /**
   * PostgreSQL: the visible profiles of the slugs asked for together (profile pages the page cache
   * does not hold yet), in one statement (`readsInBatches`), as content details are read.
   */
  const visibleBySlugs = readsInBatches(
    async (slugs: string[]) =>
      (
        await withCount()
          .select(tagsColumn(engine, 'models'))
          .where(sql<boolean>`${sql.ref('models.slug')} = any(${slugs}::text[])`)
          .where('models.hidden_at', 'is', null)
          .execute()
      ).map((row) => ({ ...row, tags: tagList(row.tags) })),
    (row) => row.slug,
  );

  return {
    ...moderation(db, 'models'),
    ...tagged(db, 'models'),

    /** A page of models and the total; `total` may answer the count from a memo (lib/list-memo.ts). */
    async list(filter: ModelFilter, page: PageRequest & { sortBy: SortOption }, total: TotalOf = countNow) {
      // PostgreSQL picks a search's rows in a statement that cannot read every row (firstMatches).
      const others = { ...filter, search: undefined };
      let q = applyFilter(engine, withCount(), engine === 'postgres' ? others : filter);
      if (engine === 'postgres' && filter.search) {
        const rowsOf = applyFilter(engine, db.selectFrom('models').selectAll('models'), others);
        const firsts = await pageSearchCondition(stats!, 'models', others, rowsOf, filter.search, page);
        if (firsts) q = q.where(firsts);
      }
      // PostgreSQL's popular order is the ranks' (ADR 0021): its indexes carry the visibility.
      const ordered =
        page.sortBy !== 'popular'
          ? pageOf(q.orderBy('models.created_at', 'desc').orderBy('models.id', 'desc'), page)
          : engine === 'postgres'
            ? pageOf(
                q
                  .innerJoin('model_ranks', 'model_ranks.model_id', 'models.id')
                  .$if(!filter.includeHidden, (r) => r.where(sql<boolean>`${sql.ref('model_ranks.visible')}`))
                  .orderBy('model_ranks.views', 'desc')
                  .orderBy('model_ranks.model_id', 'desc'),
                page,
              )
            : pageOf(q.orderBy('models.views', 'desc').orderBy('models.id', 'desc'), page);
      const [rows, count] = await Promise.all([
        ordered.execute(),
        total(() => countOf(applyFilter(engine, db.selectFrom('models'), filter, countForm(engine)))),
      ]);
      return { rows, total: count };
    },

    /**
     * The visible models with visible items carrying one of `names` (a tag page's tag and its
     * children), those with most such items first, then the most viewed. Read from the tags'
     * index of content_tags (tag, content_id) and grouped by model, one query for the page.
     */
    async byContentTags(names: readonly string[], page: PageRequest) {
      const tagged = db
        .selectFrom('content_tags')
        .innerJoin('contents', 'contents.id', 'content_tags.content_id')
        .select('contents.model_id')
        .select((eb) => eb.fn.count<number>('contents.id').distinct().as('tagged'))
        .where('content_tags.tag', 'in', [...names])
        .where('contents.hidden_at', 'is', null)
        .groupBy('contents.model_id')
        .as('t');
      const [rows, total] = await Promise.all([
        withCount()
          .innerJoin(tagged, 't.model_id', 'models.id')
          .select('t.tagged')
          .where('models.hidden_at', 'is', null)
          .orderBy('t.tagged', 'desc')
          .orderBy('models.views', 'desc')
          .orderBy('models.id', 'desc')
          .limit(page.limit)
          .offset((page.page - 1) * page.limit)
          .execute(),
        db
          .selectFrom('models')
          .innerJoin(tagged, 't.model_id', 'models.id')
          .where('models.hidden_at', 'is', null)
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirstOrThrow()
          .then((r) => Number(r.n)),
      ]);
      return { rows, total };
    },

    /**
     * One profile and its tags, in one query. PostgreSQL: visitors' reads asked for together share
     * one query (`visibleBySlugs`).
     */
    async findBySlug(slug: string, includeHidden = false) {
      if (engine === 'postgres' && !includeHidden) return visibleBySlugs(slug);
      let q = withCount().select(tagsColumn(engine, 'models')).where('models.slug', '=', slug);
      if (!includeHidden) q = q.where('models.hidden_at', 'is', null);
      const row = await q.executeTakeFirst();
      return row && { ...row, tags: tagList(row.tags) };
    },

    /** Visible models matching every word of `q` as a prefix, most viewed first (search suggestions). */
    suggestions,

    /**
     * A model's id, slug and name, for likes, comments, follows and recommendations (visible ones
     * only) or for adding content (admins add to any model, so `includeHidden`).
     */
    findRef(id: number, includeHidden = false) {
      let q = db.selectFrom('models').select(['id', 'slug', 'name']).where('id', '=', id);
      if (!includeHidden) q = q.where('hidden_at', 'is', null);
      return q.executeTakeFirst();
    },

    /** The fields of a visible model that a shared link's preview shows. */
    preview: (slug: string) =>
      db
        .selectFrom('models')
        .select(['name', 'bio', 'photo_url'])
        .where('slug', '=', slug)
        .where('hidden_at', 'is', null)
        .executeTakeFirst(),

    /** Serialises the transactions that pass the same key (picking a free slug from one base). */
    lock: (key: string, trx: Executor) => lockForTransaction(engine, key, trx),

    /** The visible models among `ids` with their count of visible content, in no particular order (a page of likes or follows). */
    async visibleByIds(ids: readonly number[]) {
      if (ids.length === 0) return [];
      return withCount().where('models.id', 'in', ids).where('models.hidden_at', 'is', null).execute();
    },

    /** A model by id, hidden or not, with its count of visible content (admin edits). */
    findById: (id: number, executor: Executor = db) =>
      withCount(executor).where('models.id', '=', id).executeTakeFirst(),

    /** The models with these model_ids, hidden or not (a catalogue import matches rows to them). */
    byModelIds: (modelIds: readonly string[], executor: Executor = db) =>
      modelIds.length === 0
        ? Promise.resolve([])
        : executor
            .selectFrom('models')
            .selectAll()
            .where('model_id', 'in', [...modelIds])
            .execute(),

    /** Up to `limit` models after id `afterId`, in id order (an export walks the catalogue in these). */
    exportBatch: (afterId: number, limit: number) =>
      db.selectFrom('models').selectAll().where('id', '>', afterId).orderBy('id').limit(limit).execute(),

    /**
     * Up to `limit` ids of the models an admin list's search finds (hidden ones too), in id order,
     * through the full-text index: what "select all matching the search" selects.
     */
    async idsMatching(search: string | undefined, limit: number, executor: Executor = db): Promise<number[]> {
      const q = applyFilter(engine, executor.selectFrom('models').select('models.id'), {
        search,
        includeHidden: true,
      });
      const rows = await q.orderBy('models.id').limit(limit).execute();
      return rows.map((r) => r.id);
    },

    /** Models' names, aliases and tags, to rebuild their search text after a bulk change. */
    async searchPartsFor(ids: readonly number[], executor: Executor = db) {
      if (ids.length === 0) return [];
      const rows = await executor
        .selectFrom('models')
        .select(['id', 'name', 'aliases'])
        .where('id', 'in', [...ids])
        .execute();
      const tags = await this.tagsFor(
        rows.map((r) => r.id),
        executor,
      );
      return rows.map((r) => ({ id: r.id, name: r.name, aliases: r.aliases, tags: tags.get(r.id) ?? [] }));
    },

    async setSearchText(id: number, searchText: string, executor: Executor = db): Promise<void> {
      await executor.updateTable('models').set({ search_text: searchText }).where('id', '=', id).execute();
    },

    /**
     * Deletes the models among `ids` that have no content (ADR 0008: one with content is kept);
     * returns the deleted ones' ids and photos (their uploads are removed after the commit).
     */
    async removeWithoutContent(ids: readonly number[], executor: Executor = db) {
      if (ids.length === 0) return [];
      return executor
        .deleteFrom('models')
        .where('id', 'in', [...ids])
        .where((eb) =>
          eb.not(
            eb.exists(eb.selectFrom('contents').select('contents.id').whereRef('contents.model_id', '=', 'models.id')),
          ),
        )
        .returning(['id', 'photo_url'])
        .execute();
    },

    /** Writes a stored picture's description to the models showing it (the picture job, when it lands). */
    async setPhotoMeta(photoUrl: string, meta: string): Promise<number> {
      const result = await db
        .updateTable('models')
        .set({ photo_meta: meta })
        .where('photo_url', '=', photoUrl)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** Whether a model shows the photo at this address. */
    async showingPhoto(photoUrl: string): Promise<boolean> {
      return Boolean(await db.selectFrom('models').select('id').where('photo_url', '=', photoUrl).executeTakeFirst());
    },

    /** The model (other than `exceptId`) that uses this model_id or slug, if any. */
    usedBy: (column: 'model_id' | 'slug', value: string, exceptId: number | null, executor: Executor = db) => {
      let q = executor.selectFrom('models').select('id').where(column, '=', value);
      if (exceptId !== null) q = q.where('id', '!=', exceptId);
      return q.executeTakeFirst();
    },
  };
}
export type ModelsRepository = ReturnType<typeof modelsRepository>;
