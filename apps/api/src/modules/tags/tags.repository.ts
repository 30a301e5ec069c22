import { type Kysely, sql } from 'kysely';
import type { DB, Executor } from '../../db/schema.ts';
import { countOf, type PageRequest } from '../../db/paging.ts';
import { recountTags, retag } from '../../db/tags.ts';
import { tagSlug } from '../../lib/tag-slug.ts';
import { uniqueWrite } from '../../db/unique.ts';

export interface TagRow {
  id: number;
  name: string;
  slug: string;
  parent_id: number | null;
  count: number;
  parent: string | null;
}

/**
 * The tags and their aliases (issue 39). The rows of `content_tags` and `model_tags` say a tag's
 * name; a rename or a merge moves them (`retag`, db/tags.ts), the counts follow by trigger.
 */
export function tagsRepository(db: Kysely<DB>) {
  const withParent = (executor: Executor = db) =>
    executor
      .selectFrom('tags')
      .leftJoin('tags as p', 'p.id', 'tags.parent_id')
      .select(['tags.id', 'tags.name', 'tags.slug', 'tags.parent_id', 'tags.count', 'p.slug as parent']);
  /** Tags whose name, slug or alias starts with `search` (its slug). */
  const matching = <Q extends ReturnType<typeof withParent>>(q: Q, search: string | undefined): Q => {
    if (!search) return q;
    const prefix = `${tagSlug(search)}%`;
    return q.where((eb) =>
      eb.or([
        eb('tags.slug', 'like', prefix),
        eb(
          'tags.id',
          'in',
          eb.selectFrom('tag_aliases').select('tag_aliases.tag_id').where('tag_aliases.slug', 'like', prefix),
        ),
      ]),
    ) as Q;
  };

  return {
    /** The public list: tags carried by a visible item or profile, most used first or A–Z. */
    async list(sortBy: 'popular' | 'name', search: string | undefined, page: PageRequest) {
      const q = matching(withParent().where('tags.count', '>', 0), search);
      const ordered =
        sortBy === 'popular'
          ? q.orderBy('tags.count', 'desc').orderBy('tags.id', 'desc')
          : q.orderBy('tags.slug').orderBy('tags.id');
      const [rows, total] = await Promise.all([
        ordered
          .limit(page.limit)
          .offset((page.page - 1) * page.limit)
          .execute(),
        countOf(matching(db.selectFrom('tags').where('tags.count', '>', 0) as never, search)),
      ]);
      return { rows: rows as TagRow[], total };
    },

    /** Every tag for admins (unused ones too), A–Z. */
    async listAll(search: string | undefined, page: PageRequest) {
      const q = matching(withParent(), search);
      const [rows, total] = await Promise.all([
        q
          .orderBy('tags.slug')
          .orderBy('tags.id')
          .limit(page.limit)
          .offset((page.page - 1) * page.limit)
          .execute(),
        countOf(matching(db.selectFrom('tags') as never, search)),
      ]);
      return { rows: rows as TagRow[], total };
    },

    /** The tag of a slug, or of an alias's slug. */
    async bySlug(slug: string, executor: Executor = db): Promise<TagRow | undefined> {
      return await withParent(executor)
        .where((eb) =>
          eb.or([
            eb('tags.slug', '=', slug),
            eb('tags.id', 'in', eb.selectFrom('tag_aliases').select('tag_id').where('tag_aliases.slug', '=', slug)),
          ]),
        )
        .orderBy(sql`case when ${sql.ref('tags.slug')} = ${slug} then 0 else 1 end`)
        .executeTakeFirst();
    },

    async byId(id: number, executor: Executor = db): Promise<TagRow | undefined> {
      return await withParent(executor).where('tags.id', '=', id).executeTakeFirst();
    },

    /** The children of tags, by parent id. */
    async childrenOf(ids: readonly number[], executor: Executor = db): Promise<TagRow[]> {
      if (ids.length === 0) return [];
      return await withParent(executor)
        .where('tags.parent_id', 'in', [...ids])
        .orderBy('tags.slug')
        .execute();
    },

    /** The names of a tag and of all its descendants (a tag page includes its children's items). */
    async namesWithDescendants(id: number): Promise<string[]> {
      const rows = await db
        .withRecursive('tree(id, name)', (qb) =>
          qb
            .selectFrom('tags')
            .select(['id', 'name'])
            .where('id', '=', id)
            .union((u) =>
              u.selectFrom('tags').innerJoin('tree', 'tree.id', 'tags.parent_id').select(['tags.id', 'tags.name']),
            ),
        )
        .selectFrom('tree')
        .select('name')
        .execute();
      return rows.map((r) => r.name);
    },

    /** Aliases of tags, by tag id. */
    async aliasesOf(ids: readonly number[], executor: Executor = db): Promise<Map<number, string[]>> {
      const out = new Map<number, string[]>();
      if (ids.length === 0) return out;
      const rows = await executor
        .selectFrom('tag_aliases')
        .select(['tag_id', 'name'])
        .where('tag_id', 'in', [...ids])
        .orderBy('name')
        .execute();
      for (const r of rows) out.set(r.tag_id, [...(out.get(r.tag_id) ?? []), r.name]);
      return out;
    },

    /** Whether a slug is taken by a tag or an alias (other than tag `exceptId`'s own). */
    async slugTaken(slug: string, exceptId: number, executor: Executor = db): Promise<boolean> {
      const tag = await executor
        .selectFrom('tags')
        .select('id')
        .where('slug', '=', slug)
        .where('id', '!=', exceptId)
        .executeTakeFirst();
      const alias = await executor
        .selectFrom('tag_aliases')
        .select('tag_id')
        .where('slug', '=', slug)
        .where('tag_id', '!=', exceptId)
        .executeTakeFirst();
      return tag !== undefined || alias !== undefined;
    },

    /** Renames a tag (its rows follow); its old slug no longer finds it unless kept as an alias. */
    async rename(tag: TagRow, name: string, executor: Executor): Promise<void> {
      await uniqueWrite(() =>
        executor
          .updateTable('tags')
          .set({ name, slug: tagSlug(name) })
          .where('id', '=', tag.id)
          .execute(),
      );
      await executor.deleteFrom('tag_aliases').where('tag_id', '=', tag.id).where('slug', '=', tagSlug(name)).execute();
      await retag(tag.name, name, executor);
    },

    setParent: (id: number, parentId: number | null, executor: Executor) =>
      executor.updateTable('tags').set({ parent_id: parentId }).where('id', '=', id).execute(),

    /** The ancestors' ids of a tag, nearest first (a new parent must not be the tag or below it). */
    async ancestorsOf(id: number, executor: Executor = db): Promise<number[]> {
      const rows = await executor
        .withRecursive('up(id, parent_id, depth)', (qb) =>
          qb
            .selectFrom('tags')
            .select(['id', 'parent_id', sql<number>`0`.as('depth')])
            .where('id', '=', id)
            .unionAll((u) =>
              u
                .selectFrom('tags')
                .innerJoin('up', 'up.parent_id', 'tags.id')
                .select(['tags.id', 'tags.parent_id', sql<number>`up.depth + 1`.as('depth')])
                .where(sql<boolean>`up.depth < 50`),
            ),
        )
        .selectFrom('up')
        .select('id')
        .orderBy('depth')
        .execute();
      return rows.map((r) => r.id);
    },

    async addAlias(tagId: number, name: string, executor: Executor = db): Promise<void> {
      await uniqueWrite(() =>
        executor
          .insertInto('tag_aliases')
          .values({ tag_id: tagId, name, slug: tagSlug(name) })
          .execute(),
      );
    },

    /** Removes an alias by its slug; whether one was removed. */
    async removeAlias(tagId: number, slug: string, executor: Executor = db): Promise<boolean> {
      const r = await executor
        .deleteFrom('tag_aliases')
        .where('tag_id', '=', tagId)
        .where('slug', '=', slug)
        .executeTakeFirst();
      return Number(r.numDeletedRows) > 0;
    },

    /**
     * Merges `from` into `into`: its items and profiles move, its aliases and children follow, and
     * its name stays as an alias of `into`.
     */
    async merge(from: TagRow, into: TagRow, executor: Executor): Promise<void> {
      await retag(from.name, into.name, executor);
      await executor.updateTable('tag_aliases').set({ tag_id: into.id }).where('tag_id', '=', from.id).execute();
      await executor
        .updateTable('tags')
        .set({ parent_id: from.parent_id === into.id ? into.parent_id : into.id })
        .where('parent_id', '=', from.id)
        .execute();
      await executor.deleteFrom('tags').where('id', '=', from.id).execute();
      await executor.insertInto('tag_aliases').values({ tag_id: into.id, name: from.name, slug: from.slug }).execute();
      await recountTags([into.name], executor);
    },
  };
}

export type TagsRepository = ReturnType<typeof tagsRepository>;
