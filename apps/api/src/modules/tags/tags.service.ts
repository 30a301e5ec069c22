import type {
  AdminTag,
  AdminTagBody,
  AdminTagListResponse,
  TagDetail,
  TagListQuery,
  TagListResponse,
  TagSummary,
} from '@packdex/shared/schemas';
import type { Transact } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { paginationOf } from '../../lib/paging.ts';
import { tagSlug } from '../../lib/tag-slug.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { FollowsRepository } from '../follows/follows.repository.ts';
import type { TagBlacklistRepository } from '../tag-blacklist/tag-blacklist.repository.ts';
import type { Viewer } from '../users/users.service.ts';
import type { TagRow, TagsRepository } from './tags.repository.ts';

const summary = (t: TagRow): TagSummary => ({ slug: t.slug, name: t.name, count: Number(t.count), parent: t.parent });

/** Tags as entities (docs/product.md#tags): the public list and pages, the list filters, and admins' changes. */
export function tagsService({
  transact,
  tags,
  audit,
  follows,
  blacklist,
}: {
  transact: Transact;
  tags: TagsRepository;
  audit: Pick<AuditService, 'record'>;
  /** A merge moves the merged tag's followers (modules/follows). */
  follows: Pick<FollowsRepository, 'moveTagFollows'>;
  /** A merge moves the accounts hiding the merged tag to the other (modules/tag-blacklist). */
  blacklist?: Pick<TagBlacklistRepository, 'moveTag'>;
}) {
  const adminTag = async (t: TagRow, executor?: Parameters<TagsRepository['aliasesOf']>[1]): Promise<AdminTag> => ({
    ...summary(t),
    id: t.id,
    parentId: t.parent_id,
    aliases: (await tags.aliasesOf([t.id], executor)).get(t.id) ?? [],
  });
  const found = async (id: number, executor: Parameters<TagsRepository['byId']>[1]) => {
    const tag = await tags.byId(id, executor);
    if (!tag) throw notFound('Tag not found');
    return tag;
  };

  return {
    async list(query: TagListQuery): Promise<TagListResponse> {
      const { rows, total } = await tags.list(query.sortBy, query.search, query);
      return { tags: rows.map(summary), pagination: paginationOf(query.page, query.limit, total) };
    },

    /**
     * A tag (found by its slug or an alias's) with its aliases and the children that visitors can
     * see. A tag that no visible item carries, itself or through a child, is not found: a hidden
     * item's tags never show.
     */
    async bySlug(slug: string): Promise<TagDetail> {
      const tag = await tags.bySlug(slug);
      const children = tag ? (await tags.childrenOf([tag.id])).filter((c) => Number(c.count) > 0) : [];
      if (!tag || (Number(tag.count) === 0 && children.length === 0)) throw notFound('Tag not found');
      return {
        ...summary(tag),
        aliases: (await tags.aliasesOf([tag.id])).get(tag.id) ?? [],
        children: children.map(summary),
      };
    },

    /**
     * The names a tag page lists (the tag's and its descendants'), for a tag that visitors can see
     * (`bySlug`'s rule); null for an unknown tag or one no visible item carries.
     */
    async visibleNamesOf(slug: string): Promise<string[] | null> {
      const tag = await tags.bySlug(slug);
      if (!tag) return null;
      const shown = Number(tag.count) > 0 || (await tags.childrenOf([tag.id])).some((child) => Number(child.count) > 0);
      return shown ? await tags.namesWithDescendants(tag.id) : null;
    },

    /**
     * A list's tag filter from slugs (or aliases' slugs): each tag with its descendants' names. An
     * unknown tag to include means nothing matches (null); an unknown one to exclude is ignored.
     */
    async filterOf(include: readonly string[] = [], exclude: readonly string[] = []) {
      const groups: string[][] = [];
      for (const slug of include) {
        const tag = await tags.bySlug(slug);
        if (!tag) return null;
        groups.push(await tags.namesWithDescendants(tag.id));
      }
      const excluded: string[] = [];
      for (const slug of exclude) {
        const tag = await tags.bySlug(slug);
        if (tag) excluded.push(...(await tags.namesWithDescendants(tag.id)));
      }
      return { tags: groups.length ? groups : undefined, excludeTags: excluded.length ? excluded : undefined };
    },

    async adminList(query: {
      page: number;
      limit: number;
      search?: string | undefined;
    }): Promise<AdminTagListResponse> {
      const { rows, total } = await tags.listAll(query.search, query);
      const aliases = await tags.aliasesOf(rows.map((r) => r.id));
      return {
        tags: rows.map((t) => ({ ...summary(t), id: t.id, parentId: t.parent_id, aliases: aliases.get(t.id) ?? [] })),
        pagination: paginationOf(query.page, query.limit, total),
      };
    },

    /** Renames a tag (its old slug stays as an alias, so links keep working) and/or sets its parent. */
    async update(admin: Viewer, id: number, body: AdminTagBody): Promise<AdminTag> {
      return transact(async (trx) => {
        const before = await tags.byId(id, trx);
        if (!before) throw notFound('Tag not found');
        const beforeAnswer = await adminTag(before, trx);
        if (body.name !== undefined && body.name !== before.name) {
          const slug = tagSlug(body.name);
          if (await tags.slugTaken(slug, id, trx)) throw conflict('Another tag or alias already has this name');
          await tags.rename(before, body.name, trx);
          if (slug !== before.slug) await tags.addAlias(id, before.name, trx);
        }
        if (body.parentId !== undefined) {
          if (body.parentId !== null) {
            if (!(await tags.byId(body.parentId, trx))) throw badRequest('The parent tag does not exist');
            if ((await tags.ancestorsOf(body.parentId, trx)).includes(id))
              throw badRequest('A tag cannot be placed under itself or one of its children');
          }
          await tags.setParent(id, body.parentId, trx);
        }
        const after = await adminTag((await tags.byId(id, trx))!, trx);
        await audit.record(
          {
            actor: admin,
            action: 'update',
            entity: 'tag',
            entityId: id,
            label: after.name,
            before: beforeAnswer,
            after,
          },
          trx,
        );
        return after;
      });
    },

    /** Merges a tag into another: its items move, its name stays as an alias of the other. */
    async merge(admin: Viewer, id: number, into: number): Promise<AdminTag> {
      if (id === into) throw badRequest('A tag cannot be merged into itself');
      return transact(async (trx) => {
        const from = await tags.byId(id, trx);
        const target = await tags.byId(into, trx);
        if (!from || !target) throw notFound('Tag not found');
        const before = await adminTag(from, trx);
        await follows.moveTagFollows(from.id, target.id, trx);
        await blacklist?.moveTag(from.id, target.id, trx);
        await tags.merge(from, target, trx);
        const after = await adminTag((await tags.byId(into, trx))!, trx);
        await audit.record(
          { actor: admin, action: 'merge', entity: 'tag', entityId: into, label: after.name, before, after },
          trx,
        );
        return after;
      });
    },

    async addAlias(admin: Viewer, id: number, name: string): Promise<AdminTag> {
      return transact(async (trx) => {
        const tag = await found(id, trx);
        if (await tags.slugTaken(tagSlug(name), -1, trx)) throw conflict('Another tag or alias already has this name');
        await tags.addAlias(id, name, trx);
        const after = await adminTag(tag, trx);
        await audit.record({ actor: admin, action: 'alias', entity: 'tag', entityId: id, label: tag.name, after }, trx);
        return after;
      });
    },

    async removeAlias(admin: Viewer, id: number, slug: string): Promise<AdminTag> {
      return transact(async (trx) => {
        const tag = await found(id, trx);
        if (!(await tags.removeAlias(id, slug, trx))) throw notFound('Alias not found');
        const after = await adminTag(tag, trx);
        await audit.record(
          { actor: admin, action: 'unalias', entity: 'tag', entityId: id, label: tag.name, after },
          trx,
        );
        return after;
      });
    },
  };
}

export type TagsService = ReturnType<typeof tagsService>;
