import { sql, type AliasedRawBuilder, type Insertable, type Kysely, type SelectQueryBuilder } from 'kysely';
import { tagSlug } from '../lib/tag-slug.ts';
import { groupBy } from '../lib/group-by.ts';
import { now } from '../lib/time.ts';
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
 * Free strings (a form's, an import's, a bulk edit's) → tag names, in order and once each: a string
 * is the tag of that name, else of that slug, else of that alias. With `create`, a string matching
 * none becomes a new tag; without, it is dropped.
 */
export async function tagNamesFor(list: readonly string[], create: boolean, executor: Executor): Promise<string[]> {
  const given = [...new Set(list.map((s) => s.trim()).filter(Boolean))];
  if (given.length === 0) return [];
  const slugs = [...new Set(given.map(tagSlug))];
  const known = await executor
    .selectFrom('tags')
    .select(['name', 'slug'])
    .where((eb) => eb.or([eb('name', 'in', given), eb('slug', 'in', slugs)]))
    .execute();
  const aliases = await executor
    .selectFrom('tag_aliases')
    .innerJoin('tags', 'tags.id', 'tag_aliases.tag_id')
    .select(['tag_aliases.slug', 'tags.name'])
    .where('tag_aliases.slug', 'in', slugs)
    .execute();
  const byName = new Set(known.map((t) => t.name));
  const bySlug = new Map([
    ...aliases.map((a) => [a.slug, a.name] as const),
    ...known.map((t) => [t.slug, t.name] as const),
  ]);
  const missing = given.filter((s) => !byName.has(s) && !bySlug.has(tagSlug(s)));
  if (create && missing.length) {
    const fresh = [...new Map(missing.map((name) => [tagSlug(name), name])).entries()];
    await executor
      .insertInto('tags')
      .values(fresh.map(([slug, name]) => ({ name, slug, created_at: now() })))
      .onConflict((oc) => oc.doNothing())
      .execute();
    // Read back: a parallel write may have made the tag first, under another spelling.
    const made = await executor
      .selectFrom('tags')
      .select(['name', 'slug'])
      .where(
        'slug',
        'in',
        fresh.map(([slug]) => slug),
      )
      .execute();
    for (const t of made) bySlug.set(t.slug, t.name);
  }
  const names = given.map((s) => (byName.has(s) ? s : bySlug.get(tagSlug(s)))).filter((n) => n !== undefined);
  return [...new Set(names)];
}

/**
 * Makes every string in the tag tables a tag and recounts each tag: for rows written straight to
 * those tables (the demo and bench catalogues), which the write path would have resolved.
 */
export async function syncTags(executor: Executor): Promise<void> {
  const strings = await executor
    .selectFrom('content_tags')
    .select('tag')
    .union(executor.selectFrom('model_tags').select('tag'))
    .execute();
  const present = new Set((await executor.selectFrom('tags').select('name').execute()).map((t) => t.name));
  const fresh = new Map<string, string>();
  for (const { tag } of strings) if (!present.has(tag) && !fresh.has(tagSlug(tag))) fresh.set(tagSlug(tag), tag);
  for (const [slug, name] of fresh)
    await executor
      .insertInto('tags')
      .values({ name, slug, created_at: now() })
      .onConflict((oc) => oc.doNothing())
      .execute();
  await recountTags(null, executor);
}

/**
 * Counts the visible rows carrying each tag (all of them, or those named): after rows were moved
 * by an update, which the count triggers do not follow (a merge), or written around them.
 */
export async function recountTags(names: readonly string[] | null, executor: Executor): Promise<void> {
  if (names?.length === 0) return;
  await sql`update tags set count =
    (select count(*) from content_tags t join contents c on c.id = t.content_id where t.tag = tags.name and c.hidden_at is null)
    + (select count(*) from model_tags t join models m on m.id = t.model_id where t.tag = tags.name and m.hidden_at is null)
    ${names ? sql`where name in (${sql.join([...names])})` : sql``}`.execute(executor);
}

/**
 * Moves the rows of tag `from` to tag `to` (a merge: an item with both keeps one), or renames them
 * (`to` is the new name of the same tag, already written to `tags`). Counts follow by trigger.
 */
export async function retag(from: string, to: string, executor: Executor): Promise<void> {
  for (const [tags, owner] of [
    ['content_tags', 'content_id'],
    ['model_tags', 'model_id'],
  ] as const) {
    const t = tags as 'content_tags';
    const o = owner as 'content_id';
    await executor
      .deleteFrom(t)
      .where('tag', '=', from)
      .where(o, 'in', (eb) => eb.selectFrom(t).select(o).where('tag', '=', to))
      .execute();
    await executor.updateTable(t).set({ tag: to }).where('tag', '=', from).execute();
  }
}

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
  async function replaceTags(id: number, given: readonly string[], executor: Executor = db): Promise<void> {
    const list = await tagNamesFor(given, true, executor);
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
    async addTagsMany(ids: readonly number[], given: readonly string[], executor: Executor = db): Promise<number[]> {
      if (ids.length === 0 || given.length === 0) return [];
      const list = await tagNamesFor(given, true, executor);
      const added = await executor
        .insertInto(tags)
        .values(ids.flatMap((id) => list.map((tag) => ({ [owner]: id, tag }))) as { content_id: number; tag: string }[])
        .onConflict((oc) => oc.columns([owner, 'tag']).doNothing())
        .returning(`${owner} as owner`)
        .execute();
      return [...new Set(added.map((r) => r.owner))];
    },

    /** Removes `list` from each of `ids`; returns the ids that lost a tag. */
    async removeTagsMany(ids: readonly number[], given: readonly string[], executor: Executor = db): Promise<number[]> {
      const list = await tagNamesFor(given, false, executor);
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

/** The tag filter of a list: each group's names (a tag and its children) carried, none of `exclude`. */
export interface TagFilter {
  tags?: string[][] | undefined;
  excludeTags?: string[] | undefined;
}

/**
 * A list's tag filter as conditions on `table`'s rows: an indexed probe of `(tag, owner)` per row
 * (migration 2026-12-11-0700-tags), or a walk of a tag's rows when the planner prefers it.
 */
export function tagConditions(table: TaggedTable, f: TagFilter, form: TagConditionForm = 'probe') {
  const tags = sql.table(TAGGED[table].tags);
  const owner = sql.ref(`t.${TAGGED[table].owner}`);
  const id = sql.ref(`${table}.id`);
  const carried = (names: readonly string[], asSet: boolean) =>
    asSet
      ? sql<boolean>`${id} in (select ${owner} from ${tags} t where t.tag in (${sql.join([...names])}))`
      : sql<boolean>`exists (select 1 from ${tags} t where ${owner} = ${id} and t.tag in (${sql.join([...names])}))`;
  return [
    ...(f.tags ?? []).map((names) => carried(names, form !== 'probe')),
    ...(f.excludeTags?.length ? [sql<boolean>`not ${carried(f.excludeTags, form === 'set')}`] : []),
  ];
}

/**
 * How a tag condition is written. `probe` (the default): a correlated EXISTS per row through the
 * (owner, tag) primary key, right for a page, which stops once it has its rows. `set`: the row's id
 * in (or not in) the tag's rows, read once from the (tag, owner) index, for a count on SQLite, which
 * would otherwise probe every row of the table: at a million items 3.8 s against 0.34 s for a tag of
 * 167,000 items, 5.0 s against 0.66 s for a three-tag blacklist (2026-12-07). `capped`: a kept tag as
 * a set, a tag left out (and a blacklist) probed, for a count that stops at a cap. PostgreSQL plans
 * the first two as the same semi-join, and a NOT IN of a subquery too large to hash reads it again
 * for every row: it keeps the probe (`countForm`).
 */
export type TagConditionForm = 'probe' | 'set' | 'capped';

/**
 * The form of the tag conditions in a list's count (TagConditionForm); `capped`, a count that stops
 * at a cap (ADR 0025). SQLite's capped count walks a kept tag's rows as a set (33 ms for a tag's
 * first 24,001 items at a million, against 190 probing the list's order) and probes for a tag left
 * out (a search's first 1,001 matches without a tag: 15 ms, against 34 reading the tag's rows first;
 * a three-tag blacklist's first 24,001 items: 84 ms against 106).
 */
export const countForm = (engine: Engine, capped = false): TagConditionForm =>
  engine === 'postgres' ? 'probe' : capped ? 'capped' : 'set';

/**
 * A personal tag blacklist's exclusion (issue 39, docs/product.md#hidden-tags): keeps the items
 * (`contents` rows) that carry none of the `hidden` tag names, through `not exists` probes of
 * `content_tags`' primary key (content_id, tag). `hidden` is what
 * `TagBlacklistService.hiddenNamesFor(viewer)` gives (the blacklisted tags and their descendants);
 * undefined or empty adds no condition. Every list of items shown to one account applies it: the
 * lists, search, related, "More like this" (through notBlacklisted) and the activity feeds.
 */
export function withoutBlacklistedTags<TB extends keyof DB, O>(
  q: SelectQueryBuilder<DB, TB, O>,
  hidden: readonly string[] | undefined,
  form: TagConditionForm = 'probe',
): SelectQueryBuilder<DB, TB, O> {
  const condition = notBlacklisted(hidden, form);
  return condition ? q.where(condition) : q;
}

/** The condition of withoutBlacklistedTags on its own (`contents.id` in scope), for a query of another shape. */
export function notBlacklisted(hidden: readonly string[] | undefined, form: TagConditionForm = 'probe') {
  if (!hidden?.length) return undefined;
  const names = sql.join([...hidden]);
  return form === 'set'
    ? sql<boolean>`${sql.ref('contents.id')} not in (select bt.content_id from content_tags bt where bt.tag in (${names}))`
    : sql<boolean>`not exists (select 1 from content_tags bt where bt.content_id = ${sql.ref('contents.id')} and bt.tag in (${names}))`;
}
