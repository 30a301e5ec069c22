import { sql, type AliasedRawBuilder, type Insertable, type Kysely } from 'kysely';
import { groupBy } from '../lib/group-by.ts';
import type { Engine } from './database.ts';
import type { DB, Executor } from './schema.ts';
import { uniqueWrite } from './unique.ts';

/** The catalogue tables whose rows have a slug and tags, and where each one's tags live. */
const TAGGED = {
  contents: { tags: 'content_tags', owner: 'content_id' },
  models: { tags: 'model_tags', owner: 'model_id' },
} as const;
type TaggedTable = keyof typeof TAGGED;

/**
 * Slugs and tags of a catalogue table, for that table's repository to expose (content, models):
 * the same queries on `contents`/`content_tags` and `models`/`model_tags`.
 */
export function tagged<T extends TaggedTable>(db: Kysely<DB>, table: T) {
  // Typed as the content tables: both tag tables are (owner id, tag), only the owner column's name differs.
  const tags = TAGGED[table].tags as 'content_tags';
  const owner = TAGGED[table].owner as 'content_id';
  const rows = table as 'contents';

  /** Replaces a row's tags. */
  async function replaceTags(id: number, list: readonly string[], executor: Executor = db): Promise<void> {
    await executor.deleteFrom(tags).where(owner, '=', id).execute();
    if (list.length)
      await executor
        .insertInto(tags)
        .values(list.map((tag) => ({ [owner]: id, tag })))
        .execute();
  }

  return {
    /** Slugs already taken that start with `base`, so a new or renamed row can get a free one. */
    async slugsStartingWith(base: string, executor: Executor = db): Promise<Set<string>> {
      const taken = await executor.selectFrom(rows).select('slug').where('slug', 'like', `${base}%`).execute();
      return new Set(taken.map((r) => r.slug));
    },

    /** Which of `slugs` are taken (an equality lookup on the unique index: a bulk import's new rows). */
    async slugsAmong(slugs: readonly string[], executor: Executor = db): Promise<Set<string>> {
      if (slugs.length === 0) return new Set();
      const taken = await executor
        .selectFrom(rows)
        .select('slug')
        .where('slug', 'in', [...slugs])
        .execute();
      return new Set(taken.map((r) => r.slug));
    },

    replaceTags,

    /** Adds a row with its tags; returns its id. A taken slug (or a model's model_id) throws UniqueConflict. */
    async insert(row: Insertable<DB[T]>, list: readonly string[], executor: Executor = db): Promise<number> {
      const { id } = await uniqueWrite(() =>
        executor
          .insertInto(rows)
          .values(row as never)
          .returning('id')
          .executeTakeFirstOrThrow(),
      );
      await replaceTags(id, list, executor);
      return id;
    },

    /** Changes a row's fields and replaces its tags. A taken slug (or a model's model_id) throws UniqueConflict. */
    async update(
      id: number,
      changes: Omit<Insertable<DB[T]>, 'created_at' | 'views'>,
      list: readonly string[],
      executor: Executor = db,
    ): Promise<void> {
      await uniqueWrite(() =>
        executor
          .updateTable(rows)
          .set(changes as never)
          .where('id', '=', id)
          .execute(),
      );
      await replaceTags(id, list, executor);
    },

    /** Adds `list` to each of `ids` (tags a row has stay); returns the ids that gained a tag. */
    async addTagsMany(ids: readonly number[], list: readonly string[], executor: Executor = db): Promise<number[]> {
      if (ids.length === 0 || list.length === 0) return [];
      const added = await executor
        .insertInto(tags)
        .values(ids.flatMap((id) => list.map((tag) => ({ [owner]: id, tag }))) as { content_id: number; tag: string }[])
        .onConflict((oc) => oc.columns([owner, 'tag']).doNothing())
        .returning(`${owner} as owner`)
        .execute();
      return [...new Set(added.map((r) => r.owner))];
    },

    /** Removes `list` from each of `ids`; returns the ids that lost a tag. */
    async removeTagsMany(ids: readonly number[], list: readonly string[], executor: Executor = db): Promise<number[]> {
      if (ids.length === 0 || list.length === 0) return [];
      const removed = await executor
        .deleteFrom(tags)
        .where(owner, 'in', [...ids])
        .where('tag', 'in', [...list])
        .returning(`${owner} as owner`)
        .execute();
      return [...new Set(removed.map((r) => r.owner))];
    },

    /** The row (other than `exceptId`) that uses this slug, if any. */
    slugUsedBy(slug: string, exceptId: number | null, executor: Executor = db) {
      let q = executor.selectFrom(rows).select('id').where('slug', '=', slug);
      if (exceptId !== null) q = q.where('id', '!=', exceptId);
      return q.executeTakeFirst();
    },

    /** Tags of several rows in one query, grouped by row id. */
    async tagsFor(ids: readonly number[], executor: Executor = db): Promise<Map<number, string[]>> {
      if (ids.length === 0) return new Map<number, string[]>();
      const rows = await executor
        .selectFrom(tags)
        .select([`${owner} as owner`, 'tag'])
        .where(owner, 'in', [...ids])
        .orderBy('tag')
        .execute();
      return groupBy(
        rows,
        (r) => r.owner,
        (r) => r.tag,
      );
    },
  };
}

/**
 * A row's tags as a column of the row's own query, sorted as `tagsFor` sorts them: a detail (one item
 * and its tags) is then one round trip instead of two, which on PostgreSQL is most of its cost. The
 * value is a JSON array, parsed by the driver (PostgreSQL) or not (SQLite): read it with `tagList`.
 */
export function tagsColumn(engine: Engine, table: TaggedTable): AliasedRawBuilder<unknown, 'tags'> {
  const tags = sql.table(TAGGED[table].tags);
  const owner = sql.ref(`t.${TAGGED[table].owner}`);
  const id = sql.ref(`${table}.id`);
  return (
    engine === 'postgres'
      ? sql`coalesce((select json_agg(t.tag order by t.tag) from ${tags} t where ${owner} = ${id}), '[]'::json)`
      : sql`(select json_group_array(t.tag order by t.tag) from ${tags} t where ${owner} = ${id})`
  ).as('tags');
}

/** The tags read by `tagsColumn`. */
export function tagList(value: unknown): string[] {
  return (typeof value === 'string' ? JSON.parse(value) : value) as string[];
}
