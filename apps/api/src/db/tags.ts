import { sql, type AliasedRawBuilder, type Kysely } from 'kysely';
import { groupBy } from '../lib/group-by.ts';
import type { Engine } from './database.ts';
import type { DB, Executor } from './schema.ts';

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
export function tagged(db: Kysely<DB>, table: TaggedTable) {
  // Typed as the content tables: both tag tables are (owner id, tag), only the owner column's name differs.
  const tags = TAGGED[table].tags as 'content_tags';
  const owner = TAGGED[table].owner as 'content_id';
  return {
    /** Slugs already taken that start with `base`, so a new or renamed row can get a free one. */
    async slugsStartingWith(base: string, executor: Executor = db): Promise<Set<string>> {
      const rows = await executor.selectFrom(table).select('slug').where('slug', 'like', `${base}%`).execute();
      return new Set(rows.map((r) => r.slug));
    },

    /** Replaces a row's tags. */
    async replaceTags(id: number, list: readonly string[], executor: Executor = db): Promise<void> {
      await executor.deleteFrom(tags).where(owner, '=', id).execute();
      if (list.length)
        await executor
          .insertInto(tags)
          .values(list.map((tag) => ({ [owner]: id, tag })))
          .execute();
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
