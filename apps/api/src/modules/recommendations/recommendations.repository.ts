import type { Kysely } from 'kysely';
import type { Engine } from '../../db/database.ts';
import { lockForTransaction } from '../../db/locks.ts';
import { countOf } from '../../db/paging.ts';
import type { DB, Executor } from '../../db/schema.ts';

/** Premium members' recommendations of models to the team. */
export function recommendationsRepository(db: Kysely<DB>, engine: Engine) {
  return {
    /** Serialises one user's recommendation transactions, so a quota check and its insert are one step. */
    lockQuota: (userId: number, trx: Executor) => lockForTransaction(engine, `recommendations:${userId}`, trx),

    /** How many the user has sent since `since`. */
    countSince: (userId: number, since: string, executor: Executor = db) =>
      countOf(executor.selectFrom('recommendations').where('user_id', '=', userId).where('created_at', '>=', since)),

    async insert(
      item: { userId: number; modelId: number; description: string; at: string },
      executor: Executor = db,
    ): Promise<void> {
      await executor
        .insertInto('recommendations')
        .values({ user_id: item.userId, model_id: item.modelId, description: item.description, created_at: item.at })
        .execute();
    },
  };
}
export type RecommendationsRepository = ReturnType<typeof recommendationsRepository>;
