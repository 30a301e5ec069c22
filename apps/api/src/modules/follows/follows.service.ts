import type { Transact } from '../../db/schema.ts';
import type { FindTarget } from '../../lib/targets.ts';
import { notFound } from '../../lib/errors.ts';
import { now } from '../../lib/time.ts';
import type { Viewer } from '../users/users.service.ts';
import type { FollowsRepository } from './follows.repository.ts';

/** Following a model (followers hear about its new content) or a tag (docs/product.md#community). */
export function followsService({
  transact,
  follows,
  findTarget,
  findTag,
}: {
  transact: Transact;
  follows: FollowsRepository;
  findTarget: FindTarget;
  /** A tag by its slug or an alias's slug (modules/tags). */
  findTag: (slug: string) => Promise<{ id: number } | undefined>;
}) {
  async function tagOf(slug: string): Promise<number> {
    const tag = await findTag(slug);
    if (!tag) throw notFound('Tag not found');
    return tag.id;
  }

  return {
    /** The follower count and whether the viewer follows, for a model's profile. */
    async stateOf(modelId: number, viewer: Viewer | null): Promise<{ followers: number; isFollowing: boolean }> {
      const [followers, isFollowing] = await Promise.all([
        follows.countFollowers(modelId),
        viewer ? follows.isFollowing(viewer.id, modelId) : false,
      ]);
      return { followers, isFollowing };
    },

    async toggle(viewer: Viewer, modelId: number): Promise<{ following: boolean; followers: number }> {
      const { modelId: id } = await findTarget({ modelId });
      const following = await transact(async (trx) => {
        await follows.lockToggle(viewer.id, id!, trx);
        if (await follows.remove(viewer.id, id!, trx)) return false;
        await follows.add(viewer.id, id!, now(), trx);
        return true;
      });
      return { following, followers: await follows.countFollowers(id!) };
    },

    /** Whether the viewer follows a tag, and its follower count (the tag page's Follow button). */
    async tagState(viewer: Viewer | null, slug: string): Promise<{ following: boolean; followers: number }> {
      const tagId = await tagOf(slug);
      const [following, followers] = await Promise.all([
        viewer ? follows.isFollowingTag(viewer.id, tagId) : false,
        follows.countTagFollowers(tagId),
      ]);
      return { following, followers };
    },

    /** Follows or unfollows a tag: its new packs then show on the account's My activity. */
    async toggleTag(viewer: Viewer, slug: string): Promise<{ following: boolean; followers: number }> {
      const tagId = await tagOf(slug);
      const following = await transact(async (trx) => {
        await follows.lockTagToggle(viewer.id, tagId, trx);
        if (await follows.removeTag(viewer.id, tagId, trx)) return false;
        await follows.addTag(viewer.id, tagId, now(), trx);
        return true;
      });
      return { following, followers: await follows.countTagFollowers(tagId) };
    },
  };
}
export type FollowsService = ReturnType<typeof followsService>;
