import type { LikeStats } from '@packdex/shared/schemas';
import type { FindTarget, Target, TargetIds } from '../../lib/targets.ts';
import { now } from '../../lib/time.ts';
import type { Viewer } from '../users/users.service.ts';
import type { LikesRepository, LikeTarget } from './likes.repository.ts';

const likeTarget = (t: Target): LikeTarget =>
  t.contentId !== null ? { contentId: t.contentId, modelId: null } : { contentId: null, modelId: t.modelId! };

/** Likes of content items and models by verified accounts (docs/product.md#community). */
export function likesService({ likes, findTarget }: { likes: LikesRepository; findTarget: FindTarget }) {
  return {
    /**
     * Flips the viewer's like: each call is one flip, applied one after another for the same user
     * and target (two toggles in parallel leave it as it was). The answer is the state this flip set.
     */
    async toggle(viewer: Viewer, ids: TargetIds): Promise<LikeStats & { liked: boolean }> {
      const target = likeTarget(await findTarget(ids));
      const { liked, totalLikes } = await likes.toggle(viewer.id, target, now());
      return { totalLikes, isLiked: liked, liked };
    },

    async stats(ids: TargetIds, viewer: Viewer | null): Promise<LikeStats> {
      return likes.stats(likeTarget(await findTarget(ids)), viewer?.id ?? null);
    },
  };
}
export type LikesService = ReturnType<typeof likesService>;
