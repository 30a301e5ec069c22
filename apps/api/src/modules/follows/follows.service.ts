import type { Transact } from '../../db/schema.ts';
import type { FindTarget } from '../../lib/targets.ts';
import { now } from '../../lib/time.ts';
import type { Viewer } from '../users/users.service.ts';
import type { FollowsRepository } from './follows.repository.ts';

/** Following a model: followers hear about its new content (docs/product.md#community). */
export function followsService({
  transact,
  follows,
  findTarget,
}: {
  transact: Transact;
  follows: FollowsRepository;
  findTarget: FindTarget;
}) {
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
  };
}
export type FollowsService = ReturnType<typeof followsService>;
