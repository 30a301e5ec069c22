import { TAG_BLACKLIST_MAX } from '@packdex/shared/constants';
import type { TagBlacklistResponse } from '@packdex/shared/schemas';
import type { Executor, Transact } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { now } from '../../lib/time.ts';
import type { TagsRepository } from '../tags/tags.repository.ts';
import type { Viewer } from '../users/users.service.ts';
import type { TagBlacklistRepository } from './tag-blacklist.repository.ts';

/**
 * An account's hidden tags (issue 39, "Personal filters", docs/product.md#hidden-tags): the items
 * carrying one of them, or one of their descendants, are left out of every list shown to the account
 * (lists, search, suggestions, related, the activity feeds); their pages stay reachable by link.
 * Collections are left alone: they are someone's explicit choice of items.
 */
export function tagBlacklistService({
  transact,
  blacklist,
  tags,
  forgetAccount,
}: {
  transact: Transact;
  blacklist: TagBlacklistRepository;
  tags: Pick<TagsRepository, 'bySlug' | 'childrenOf'>;
  /**
   * Whether an account hides tags is read with its row on every request (`Viewer.hidesTags`): the
   * page cache serves such an account nothing. A change forgets the cached row so it shows at once.
   */
  forgetAccount: (userId: number) => void;
}) {
  const answer = async (userId: number, executor?: Executor): Promise<TagBlacklistResponse> => ({
    tags: (await blacklist.list(userId, executor)).map((t) => ({ slug: t.slug, name: t.name })),
  });

  /** A write to the account's list, serialised per account, its cached row forgotten before and after. */
  const write = async <T>(viewer: Viewer, work: (trx: Executor) => Promise<T>): Promise<T> => {
    forgetAccount(viewer.id);
    try {
      return await transact(async (trx) => {
        await blacklist.lock(viewer.id, trx);
        return work(trx);
      });
    } finally {
      forgetAccount(viewer.id);
    }
  };

  /**
   * The tag of a slug (or an alias's) that visitors can see: carried by a visible item or profile,
   * itself or through a child. Others are unknown here as on the tag pages (a hidden item's tags never show).
   */
  const publicTag = async (slug: string) => {
    const tag = await tags.bySlug(slug);
    if (!tag) return undefined;
    if (Number(tag.count) > 0) return tag;
    const children = await tags.childrenOf([tag.id]);
    return children.some((c) => Number(c.count) > 0) ? tag : undefined;
  };

  return {
    list: (viewer: Viewer) => answer(viewer.id),

    /**
     * The tag names to leave out of a list shown to `viewer` (for `withoutBlacklistedTags`, db/tags.ts);
     * undefined for visitors and accounts that hide nothing, without a query.
     */
    async hiddenNamesFor(viewer: Viewer | null): Promise<string[] | undefined> {
      if (!viewer?.hidesTags) return undefined;
      const names = await blacklist.hiddenNames(viewer.id);
      return names.length ? names : undefined;
    },

    /** Replaces the list; every slug (or an alias's) must name a tag, or nothing changes (400). */
    async replace(viewer: Viewer, slugs: readonly string[]): Promise<TagBlacklistResponse> {
      const found = await Promise.all([...new Set(slugs)].map(async (slug) => ({ slug, tag: await publicTag(slug) })));
      const unknown = found.filter((f) => !f.tag).map((f) => f.slug);
      if (unknown.length)
        throw badRequest(`Unknown ${unknown.length === 1 ? 'tag' : 'tags'}: ${unknown.slice(0, 10).join(', ')}`);
      const ids = [...new Set(found.map((f) => f.tag!.id))];
      return write(viewer, async (trx) => {
        await blacklist.replace(viewer.id, ids, now(), trx);
        return answer(viewer.id, trx);
      });
    },

    /** Hides one more tag (one already hidden: no change); at most TAG_BLACKLIST_MAX (409). */
    async add(viewer: Viewer, slug: string): Promise<TagBlacklistResponse> {
      const tag = await publicTag(slug);
      if (!tag) throw badRequest(`Unknown tag: ${slug}`);
      return write(viewer, async (trx) => {
        const hidden = await blacklist.list(viewer.id, trx);
        if (!hidden.some((t) => t.id === tag.id)) {
          if (hidden.length >= TAG_BLACKLIST_MAX)
            throw conflict(`You can hide at most ${TAG_BLACKLIST_MAX} tags. Remove one to hide another.`);
          await blacklist.add(viewer.id, tag.id, now(), trx);
        }
        return answer(viewer.id, trx);
      });
    },

    /** Shows a tag again (one not hidden: no change); an unknown tag is a 404. */
    async remove(viewer: Viewer, slug: string): Promise<TagBlacklistResponse> {
      const tag = await tags.bySlug(slug);
      if (!tag) throw notFound('Tag not found');
      return write(viewer, async (trx) => {
        await blacklist.remove(viewer.id, tag.id, trx);
        return answer(viewer.id, trx);
      });
    },
  };
}

export type TagBlacklistService = ReturnType<typeof tagBlacklistService>;
