import type { Kysely, Selectable } from 'kysely';
import type { Engine } from '../../db/database.ts';
import type { DB, Executor } from '../../db/schema.ts';
import { tagList, tagsColumn } from '../../db/tags.ts';
import type { ModelsTable } from '../../db/tables/models.table.ts';

/** The attributes two profiles may share (each has an index of its own on `models`). */
export const SIMILAR_ATTRIBUTES = ['ethnicity', 'hair_color', 'eye_color', 'body_type'] as const;
export type SimilarAttribute = (typeof SIMILAR_ATTRIBUTES)[number];

/** A neighbour as stored: rank 1 is the closest. */
export interface Neighbour {
  similarId: number;
  score: number;
}

/**
 * Similar models (migration 2026-12-12-0100-similar-models): the computed neighbours
 * (`model_similar`), when each model is next due (`model_similar_due`), and the indexed, bounded
 * reads the computation of one model makes on the catalogue's tables.
 */
export function similarRepository(db: Kysely<DB>, engine: Engine) {
  return {
    /**
     * A visible profile's neighbours that are visible now, in rank order, as the models list reads
     * them (content count and tags), in one query; undefined when no visible model has the slug.
     * Neighbours hidden after their list was computed are left out here.
     */
    async neighboursOf(slug: string, limit: number) {
      const rows = await db
        .selectFrom('models as source')
        .leftJoin('model_similar', 'model_similar.model_id', 'source.id')
        .leftJoin('models', (join) =>
          join.onRef('models.id', '=', 'model_similar.similar_id').on('models.hidden_at', 'is', null),
        )
        .selectAll('models')
        .select((eb) => [
          eb
            .selectFrom('contents')
            .select(eb.fn.countAll<number>().as('n'))
            .whereRef('contents.model_id', '=', 'models.id')
            .where('contents.hidden_at', 'is', null)
            .as('content_count'),
          tagsColumn(engine, 'models'),
        ])
        .where('source.slug', '=', slug)
        .where('source.hidden_at', 'is', null)
        .orderBy('model_similar.rank')
        .limit(limit + 1)
        .execute();
      if (rows.length === 0) return undefined;
      // The neighbour's columns are null only on the row of a profile without neighbours.
      type Found = Selectable<ModelsTable> & { content_count: number | null };
      return rows.flatMap((row) => (row.id === null ? [] : [{ ...(row as Found), tags: tagList(row.tags) }]));
    },

    /** Up to `limit` models whose neighbours are due at `now`, most overdue first, with their version and profile. */
    dueBatch: (now: string, limit: number) =>
      db
        .selectFrom('model_similar_due as due')
        .leftJoin('models', 'models.id', 'due.model_id')
        .select(['due.model_id', 'due.version', 'models.id as found', 'models.hidden_at', ...SIMILAR_ATTRIBUTES])
        .where('due.due_at', '<=', now)
        .orderBy('due.due_at')
        .orderBy('due.model_id')
        .limit(limit)
        .execute(),

    /** Forgets the due rows of models that are gone (a trigger may name one a cascade was deleting). */
    async dropDue(ids: readonly number[]): Promise<void> {
      if (ids.length === 0) return;
      await db
        .deleteFrom('model_similar_due')
        .where('model_id', 'in', [...ids])
        .execute();
    },

    /** A model's own tags (the primary key's order). */
    async modelTags(modelId: number): Promise<string[]> {
      const rows = await db.selectFrom('model_tags').select('tag').where('model_id', '=', modelId).execute();
      return rows.map((r) => r.tag);
    },

    /** The `limit` tags most carried by the model's `recent` newest visible items (its packs' themes). */
    async contentTags(modelId: number, recent: number, limit: number): Promise<string[]> {
      const items = db
        .selectFrom('contents')
        .select('contents.id')
        .where('contents.model_id', '=', modelId)
        .where('contents.hidden_at', 'is', null)
        .orderBy('contents.created_at', 'desc')
        .limit(recent)
        .as('items');
      const rows = await db
        .selectFrom(items)
        .innerJoin('content_tags', 'content_tags.content_id', 'items.id')
        .select(['content_tags.tag', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy('content_tags.tag')
        .orderBy('n', 'desc')
        .orderBy('content_tags.tag')
        .limit(limit)
        .execute();
      return rows.map((r) => r.tag);
    },

    /** Up to `limit` of the accounts that like the model (any of them: the index's order). */
    async likers(modelId: number, limit: number): Promise<number[]> {
      const rows = await db
        .selectFrom('likes')
        .select('user_id')
        .where('model_id', '=', modelId)
        .limit(limit)
        .execute();
      return rows.map((r) => r.user_id);
    },

    /** Up to `limit` other models carrying the tag (the (tag, model_id) index). */
    async modelsTagged(tag: string, exceptId: number, limit: number): Promise<number[]> {
      const rows = await db
        .selectFrom('model_tags')
        .select('model_id')
        .where('tag', '=', tag)
        .where('model_id', '!=', exceptId)
        .limit(limit)
        .execute();
      return rows.map((r) => r.model_id);
    },

    /** The other models among the `recent` newest items carrying the tag (the (tag, content_id) index). */
    async modelsWithContentTagged(tag: string, exceptId: number, recent: number): Promise<number[]> {
      const items = db
        .selectFrom('content_tags')
        .select('content_tags.content_id')
        .where('content_tags.tag', '=', tag)
        .orderBy('content_tags.content_id', 'desc')
        .limit(recent)
        .as('items');
      const rows = await db
        .selectFrom(items)
        .innerJoin('contents', 'contents.id', 'items.content_id')
        .select('contents.model_id')
        .distinct()
        .where('contents.hidden_at', 'is', null)
        .where('contents.model_id', 'is not', null)
        .where('contents.model_id', '!=', exceptId)
        .execute();
      return rows.map((r) => r.model_id!);
    },

    /** Other models liked by these accounts, with how many of them like each (the (user_id, model_id) index). */
    async likedBy(userIds: readonly number[], exceptId: number, limit: number) {
      if (userIds.length === 0) return [];
      const rows = await db
        .selectFrom('likes')
        .select(['model_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where('user_id', 'in', [...userIds])
        .where('model_id', 'is not', null)
        .where('model_id', '!=', exceptId)
        .groupBy('model_id')
        .orderBy('n', 'desc')
        .orderBy('model_id')
        .limit(limit)
        .execute();
      return rows.map((r) => ({ modelId: r.model_id!, likers: Number(r.n) }));
    },

    /** Up to `limit` other visible models with this value of an attribute (its index). */
    async modelsWith(attribute: SimilarAttribute, value: string, exceptId: number, limit: number): Promise<number[]> {
      const rows = await db
        .selectFrom('models')
        .select('id')
        .where(attribute, '=', value)
        .where('hidden_at', 'is', null)
        .where('id', '!=', exceptId)
        .limit(limit)
        .execute();
      return rows.map((r) => r.id);
    },

    /** The visible ones among `ids`, with their attributes and views (the candidates' scores). */
    async visibleProfiles(ids: readonly number[]) {
      if (ids.length === 0) return [];
      return db
        .selectFrom('models')
        .select(['id', 'views', ...SIMILAR_ATTRIBUTES])
        .where('id', 'in', [...ids])
        .where('hidden_at', 'is', null)
        .execute();
    },

    /**
     * Stores a model's neighbours and makes it due again at `nextDue`, unless a change came since
     * `version` was read (the model then stays due). Says whether it stored and whether the list
     * differs from the one it replaced.
     */
    async store(
      modelId: number,
      version: number,
      neighbours: readonly Neighbour[],
      nextDue: string,
      executor: Executor,
    ): Promise<{ stored: boolean; changed: boolean }> {
      const kept = await executor
        .updateTable('model_similar_due')
        .set({ due_at: nextDue })
        .where('model_id', '=', modelId)
        .where('version', '=', version)
        .executeTakeFirst();
      if (Number(kept.numUpdatedRows) === 0) return { stored: false, changed: false };
      const before = await executor
        .selectFrom('model_similar')
        .select('similar_id')
        .where('model_id', '=', modelId)
        .orderBy('rank')
        .execute();
      const changed =
        before.length !== neighbours.length || before.some((row, i) => row.similar_id !== neighbours[i]!.similarId);
      if (!changed) return { stored: true, changed: false };
      await executor.deleteFrom('model_similar').where('model_id', '=', modelId).execute();
      if (neighbours.length > 0)
        await executor
          .insertInto('model_similar')
          .values(
            neighbours.map((n, i) => ({ model_id: modelId, similar_id: n.similarId, score: n.score, rank: i + 1 })),
          )
          .execute();
      return { stored: true, changed: true };
    },

    /** How many models are due at `now` (a test's or an operator's look at the backlog). */
    async dueCount(now: string): Promise<number> {
      const row = await db
        .selectFrom('model_similar_due')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('due_at', '<=', now)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}
export type SimilarRepository = ReturnType<typeof similarRepository>;
