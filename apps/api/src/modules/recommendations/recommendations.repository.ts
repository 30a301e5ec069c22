import type { InboxStatus } from '@packdex/shared/constants';
import type { Kysely } from 'kysely';
import type { Engine } from '../../db/database.ts';
import { lockForTransaction } from '../../db/locks.ts';
import { countOf, type PageRequest } from '../../db/paging.ts';
import type { DB, Executor } from '../../db/schema.ts';

/** An inbox item's state as an admin's update writes it. */
interface InboxWrite {
  status: InboxStatus;
  note: string | null;
  handledAt: string | null;
  handledBy: number | null;
}

/** Premium members' recommendations of models to the team, and the admins' inbox of them. */
export function recommendationsRepository(db: Kysely<DB>, engine: Engine) {
  const inbox = (status: InboxStatus | undefined, executor: Executor = db) => {
    const q = executor.selectFrom('recommendations');
    return status ? q.where('recommendations.status', '=', status) : q;
  };
  /** A recommendation with its member, its model and the admin who handled it. */
  const withPeople = (status: InboxStatus | undefined, executor: Executor = db) =>
    inbox(status, executor)
      .innerJoin('users as member', 'member.id', 'recommendations.user_id')
      .innerJoin('models as model', 'model.id', 'recommendations.model_id')
      .leftJoin('users as handler', 'handler.id', 'recommendations.handled_by')
      .select([
        'recommendations.id',
        'recommendations.description',
        'recommendations.created_at',
        'recommendations.status',
        'recommendations.note',
        'recommendations.handled_at',
        'recommendations.handled_by',
        'member.id as user_id',
        'member.name as user_name',
        'member.email as user_email',
        'model.id as model_id',
        'model.name as model_name',
        'model.slug as model_slug',
        'handler.name as handler_name',
      ]);

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

    /** The inbox, newest first, whole or of one status. */
    async list(status: InboxStatus | undefined, page: PageRequest) {
      const rows = await withPeople(status)
        .orderBy('recommendations.created_at', 'desc')
        .orderBy('recommendations.id', 'desc')
        .limit(page.limit)
        .offset((page.page - 1) * page.limit)
        .execute();
      return { rows, total: await countOf(inbox(status)) };
    },

    /** The account's recommendations, without the admins' notes (the account's data export). */
    exportFor: (userId: number) =>
      db
        .selectFrom('recommendations')
        .leftJoin('models', 'models.id', 'recommendations.model_id')
        .select([
          'recommendations.model_id',
          'models.name as model_name',
          'recommendations.description',
          'recommendations.status',
          'recommendations.created_at',
        ])
        .where('recommendations.user_id', '=', userId)
        .orderBy('recommendations.created_at')
        .orderBy('recommendations.id')
        .execute(),

    findForAdmin: (id: number, executor: Executor = db) =>
      withPeople(undefined, executor).where('recommendations.id', '=', id).executeTakeFirst(),

    /** Serialises admins' updates of one recommendation, so the state read is the state changed. */
    lockItem: (id: number, trx: Executor) => lockForTransaction(engine, `recommendation-inbox:${id}`, trx),

    async setState(id: number, state: InboxWrite, executor: Executor = db): Promise<void> {
      await executor
        .updateTable('recommendations')
        .set({ status: state.status, note: state.note, handled_at: state.handledAt, handled_by: state.handledBy })
        .where('id', '=', id)
        .execute();
    },
  };
}
export type RecommendationsRepository = ReturnType<typeof recommendationsRepository>;
export type AdminRecommendationRow = Awaited<ReturnType<RecommendationsRepository['list']>>['rows'][number];
