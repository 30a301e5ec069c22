import type { Kysely, SelectQueryBuilder } from 'kysely';
import { groupBy } from '../../lib/group-by.ts';
import type { Engine } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { matchesSearch } from '../../lib/search.ts';

export interface ModelFilter {
  search?: string | undefined;
  ethnicity?: string | undefined;
  hairColor?: string | undefined;
  eyeColor?: string | undefined;
  bodyType?: string | undefined;
  minAge?: number | undefined;
  maxAge?: number | undefined;
  includeHidden?: boolean;
}

function applyFilter<O>(engine: Engine, q: SelectQueryBuilder<DB, 'models', O>, f: ModelFilter) {
  let out = q;
  if (!f.includeHidden) out = out.where('models.hidden_at', 'is', null);
  if (f.ethnicity) out = out.where('models.ethnicity', '=', f.ethnicity);
  if (f.hairColor) out = out.where('models.hair_color', '=', f.hairColor);
  if (f.eyeColor) out = out.where('models.eye_color', '=', f.eyeColor);
  if (f.bodyType) out = out.where('models.body_type', '=', f.bodyType);
  if (f.minAge !== undefined) out = out.where('models.age', '>=', f.minAge);
  if (f.maxAge !== undefined) out = out.where('models.age', '<=', f.maxAge);
  if (f.search) {
    const match = matchesSearch(engine, 'models', f.search);
    if (match) out = out.where(match);
  }
  return out;
}

/** Model queries. The only code that touches SQL for models. */
export function modelsRepository(db: Kysely<DB>, engine: Engine) {
  const withCount = () =>
    db
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

  return {
    async list(filter: ModelFilter, page: { page: number; limit: number; sortBy: 'recent' | 'popular' }) {
      let q = applyFilter(engine, withCount(), filter);
      q =
        page.sortBy === 'popular'
          ? q.orderBy('models.views', 'desc').orderBy('models.id', 'desc')
          : q.orderBy('models.created_at', 'desc').orderBy('models.id', 'desc');
      const rows = await q
        .limit(page.limit)
        .offset((page.page - 1) * page.limit)
        .execute();
      const { total } = await applyFilter(engine, db.selectFrom('models'), filter)
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      return { rows, total: Number(total) };
    },

    findBySlug(slug: string, includeHidden = false) {
      let q = withCount().where('models.slug', '=', slug);
      if (!includeHidden) q = q.where('models.hidden_at', 'is', null);
      return q.executeTakeFirst();
    },

    async follow(modelId: number, userId: number | null) {
      const { n } = await db
        .selectFrom('follows')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('model_id', '=', modelId)
        .executeTakeFirstOrThrow();
      const mine =
        userId === null
          ? undefined
          : await db
              .selectFrom('follows')
              .select('user_id')
              .where('model_id', '=', modelId)
              .where('user_id', '=', userId)
              .executeTakeFirst();
      return { followers: Number(n), isFollowing: Boolean(mine) };
    },

    /** Tags of several models in one query, grouped by model id. */
    async tagsFor(ids: readonly number[]): Promise<Map<number, string[]>> {
      if (ids.length === 0) return new Map<number, string[]>();
      const rows = await db
        .selectFrom('model_tags')
        .select(['model_id', 'tag'])
        .where('model_id', 'in', [...ids])
        .orderBy('tag')
        .execute();
      return groupBy(
        rows,
        (r) => r.model_id,
        (r) => r.tag,
      );
    },
  };
}
export type ModelsRepository = ReturnType<typeof modelsRepository>;
