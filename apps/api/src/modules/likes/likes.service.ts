import type { LikeStats } from '@packdex/shared/schemas';
import type { Transact } from '../../db/schema.ts';
import type { FindTarget, Target, TargetIds } from '../../lib/targets.ts';
import { now } from '../../lib/time.ts';
import type { Viewer } from '../users/users.service.ts';
import type { LikesRepository, LikeTarget } from './likes.repository.ts';

const likeTarget = (t: Target): LikeTarget =>
  t.contentId !== null ? { contentId: t.contentId, modelId: null } : { contentId: null, modelId: t.modelId! };

/** Likes of content items and models by verified accounts (docs/product.md#community). */
export function likesService({
  transact,
  likes,
  findTarget,
}: {
  transact: Transact;
  likes: LikesRepository;
  findTarget: FindTarget;
}) {
  return {
    async toggle(viewer: Viewer, ids: TargetIds): Promise<LikeStats & { liked: boolean }> {
      const target = likeTarget(await findTarget(ids));
      await transact(async (trx) => {
        if (!(await likes.remove(viewer.id, target, trx))) await likes.add(viewer.id, target, now(), trx);
      });
      const stats = await likes.stats(target, viewer.id);
      return { ...stats, liked: stats.isLiked };
    },

    async stats(ids: TargetIds, viewer: Viewer | null): Promise<LikeStats> {
      return likes.stats(likeTarget(await findTarget(ids)), viewer?.id ?? null);
    },
  };
}
export type LikesService = ReturnType<typeof likesService>;
