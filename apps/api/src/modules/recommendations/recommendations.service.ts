import { RECOMMENDATIONS_PER_MONTH } from '@packdex/shared/constants';
import type { Transact } from '../../db/schema.ts';
import { AppError, forbidden } from '../../lib/errors.ts';
import type { FindTarget } from '../../lib/targets.ts';
import { now } from '../../lib/time.ts';
import type { Viewer } from '../users/users.service.ts';
import type { RecommendationsRepository } from './recommendations.repository.ts';
import { clock } from '../../lib/clock.ts';

/** Start of the calendar month (UTC) of `at`: the quota resets on the 1st. */
export const monthStart = (at = clock.now()) =>
  new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1)).toISOString();

/** Spec §6: recommending is a premium member's right; the admin role alone does not give it. */
function requirePremium(viewer: Viewer): Viewer {
  if (!viewer.isPremium) throw forbidden('Recommendations are for premium members');
  return viewer;
}

interface Deps {
  transact: Transact;
  recommendations: RecommendationsRepository;
  findTarget: FindTarget;
}

/** Premium members recommend models to the team: 2 per calendar month (docs/product.md#premium). */
export function recommendationsService({ transact, recommendations, findTarget }: Deps) {
  return {
    async remaining(viewer: Viewer): Promise<number> {
      const used = await recommendations.countSince(requirePremium(viewer).id, monthStart());
      return Math.max(0, RECOMMENDATIONS_PER_MONTH - used);
    },

    /** Sends one; answers how many remain this month. The quota is checked in the same transaction. */
    async create(viewer: Viewer, input: { modelId: number; description: string }): Promise<number> {
      requirePremium(viewer);
      const target = await findTarget({ modelId: input.modelId });
      return transact(async (trx) => {
        await recommendations.lockQuota(viewer.id, trx);
        const used = await recommendations.countSince(viewer.id, monthStart(), trx);
        if (used >= RECOMMENDATIONS_PER_MONTH) {
          throw new AppError(
            429,
            'RATE_LIMITED',
            `You have reached your monthly recommendation limit of ${RECOMMENDATIONS_PER_MONTH} recommendations.`,
          );
        }
        await recommendations.insert(
          { userId: viewer.id, modelId: target.modelId!, description: input.description, at: now() },
          trx,
        );
        return RECOMMENDATIONS_PER_MONTH - used - 1;
      });
    },
  };
}
export type RecommendationsService = ReturnType<typeof recommendationsService>;
