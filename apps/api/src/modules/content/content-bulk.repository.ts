import type { Kysely } from 'kysely';
import { tagged } from '../../db/tags.ts';
import type { DB, Executor } from '../../db/schema.ts';

/**
 * The set-based writes of the admin lists' bulk actions (part of contentRepository; modules/catalogue-bulk):
 * many items moved to a model or deleted in one statement, and what their search text is rebuilt from.
 */
export function contentBulkRepository(db: Kysely<DB>) {
  const tags = tagged(db, 'contents');
  return {
    /** Items' titles, tags and model names, to rebuild their search text after a bulk change. */
    async searchPartsFor(ids: readonly number[], executor: Executor = db) {
      if (ids.length === 0) return [];
      const rows = await executor
        .selectFrom('contents')
        .leftJoin('models', 'models.id', 'contents.model_id')
        .select(['contents.id', 'contents.title', 'models.name as model_name'])
        .where('contents.id', 'in', [...ids])
        .execute();
      const tagsOf = await tags.tagsFor(
        rows.map((r) => r.id),
        executor,
      );
      return rows.map((r) => ({
        id: r.id,
        title: r.title,
        modelName: r.model_name ?? '',
        tags: tagsOf.get(r.id) ?? [],
      }));
    },

    /** Moves items to another model; returns the ids that were on another one (the ones changed). */
    async setModel(ids: readonly number[], modelId: number, at: string, executor: Executor = db): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await executor
        .updateTable('contents')
        .set({ model_id: modelId, updated_at: at })
        .where('id', 'in', [...ids])
        .where((eb) => eb.or([eb('model_id', '!=', modelId), eb('model_id', 'is', null)]))
        .returning('id')
        .execute();
      return rows.map((r) => r.id);
    },

    /** Deletes items, as `remove` does one; returns the ids deleted. */
    async removeMany(ids: readonly number[], executor: Executor = db): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await executor
        .deleteFrom('contents')
        .where('id', 'in', [...ids])
        .returning('id')
        .execute();
      return rows.map((r) => r.id);
    },
  };
}
