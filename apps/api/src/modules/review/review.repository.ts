import type { Kysely } from 'kysely';
import { STAFF_ROLES } from '@packdex/shared/constants';
import type { ReviewKind, ReviewStatus } from '@packdex/shared/schemas/review';
import { countOf, type PageRequest } from '../../db/paging.ts';
import type { DB, Executor } from '../../db/schema.ts';
import { toIso } from '../../lib/time.ts';

/** Monthly figures of the review queue (YYYY-MM): drafts made, published and rejected that month. */
export interface ReviewMonth {
  month: string;
  submitted: number;
  published: number;
  rejected: number;
}

/** Which drafts a queue query reads: of one kind, in one status, or one draft (kind and target id). */
interface QueueFilter {
  kind?: ReviewKind | undefined;
  status?: ReviewStatus | undefined;
  targetId?: number | undefined;
}

const monthOf = (at: string | Date) => toIso(at).slice(0, 7);

/** The review queue (docs/compliance.md#review-before-publication): the only code touching review_items. */
export function reviewRepository(db: Kysely<DB>) {
  /** Drafts with what the queue shows of each: the model or item (gone ones left out) and who made and decided it. */
  const queue = (filter: QueueFilter) => {
    let q = db
      .selectFrom('review_items as r')
      .leftJoin('models as m', (j) => j.onRef('m.id', '=', 'r.target_id').on('r.kind', '=', 'model'))
      .leftJoin('contents as c', (j) => j.onRef('c.id', '=', 'r.target_id').on('r.kind', '=', 'content'))
      .where((eb) => eb.or([eb('m.id', 'is not', null), eb('c.id', 'is not', null)]));
    if (filter.status) q = q.where('r.status', '=', filter.status);
    if (filter.kind) q = q.where('r.kind', '=', filter.kind);
    if (filter.targetId !== undefined) q = q.where('r.target_id', '=', filter.targetId);
    return q;
  };

  const countQueue = async (filter: QueueFilter) => {
    const { n } = await queue(filter)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(n);
  };

  return {
    /** A new model or item becomes a draft, made by `createdBy` (null: an import from the command line). */
    async add(kind: ReviewKind, targetId: number, createdBy: number | null, at: string, executor: Executor = db) {
      await executor
        .insertInto('review_items')
        .values({ kind, target_id: targetId, created_by: createdBy, created_at: at, status: 'pending' })
        .onConflict((oc) => oc.columns(['kind', 'target_id']).doNothing())
        .execute();
    },

    /**
     * Records a decision when the draft is still in one of `from` (a conditional update, so two
     * reviewers deciding at once cannot both win). False when it was not.
     */
    async decide(
      kind: ReviewKind,
      targetId: number,
      from: readonly ReviewStatus[],
      decision: { status: ReviewStatus; by: number; at: string; reason: string | null },
      executor: Executor = db,
    ): Promise<boolean> {
      const result = await executor
        .updateTable('review_items')
        .set({ status: decision.status, decided_by: decision.by, decided_at: decision.at, reason: decision.reason })
        .where('kind', '=', kind)
        .where('target_id', '=', targetId)
        .where('status', 'in', [...from])
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** One page of the queue: pending drafts oldest first, decided ones newest decision first. */
    async list(filter: QueueFilter, page: PageRequest) {
      const ordered =
        filter.status === 'pending'
          ? queue(filter).orderBy('r.created_at', 'asc')
          : queue(filter).orderBy('r.decided_at', 'desc');
      const rows = await ordered
        .leftJoin('models as cm', 'cm.id', 'c.model_id')
        .leftJoin('users as cu', 'cu.id', 'r.created_by')
        .leftJoin('users as du', 'du.id', 'r.decided_by')
        .select([
          'r.kind',
          'r.target_id',
          'r.status',
          'r.created_by',
          'r.created_at',
          'r.decided_by',
          'r.decided_at',
          'r.reason',
          'cu.name as created_by_name',
          'du.name as decided_by_name',
          'm.name as model_name',
          'm.slug as model_slug',
          'm.bio as model_bio',
          'c.title as content_title',
          'c.slug as content_slug',
          'c.model_id as content_model_id',
          'cm.name as content_model_name',
          'cm.slug as content_model_slug',
        ])
        .orderBy('r.kind')
        .orderBy('r.target_id')
        .limit(page.limit)
        .offset((page.page - 1) * page.limit)
        .execute();
      return { rows, total: await countQueue(filter) };
    },

    /** Drafts waiting for a decision (the dashboard's count). */
    pendingCount: () => countQueue({ status: 'pending' }),

    /** Which of `ids` (of one kind) are drafts still pending or rejected (the admin lists' badges). */
    async statesOf(kind: ReviewKind, ids: readonly number[]): Promise<Map<number, 'pending' | 'rejected'>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('review_items')
        .select(['target_id', 'status'])
        .where('kind', '=', kind)
        .where('target_id', 'in', [...ids])
        .where('status', 'in', ['pending', 'rejected'])
        .execute();
      return new Map(rows.map((r) => [r.target_id, r.status as 'pending' | 'rejected']));
    },

    /** How many staff accounts the site has: a reviewer must be another one than the creator when there are several. */
    async staffCount(executor: Executor = db): Promise<number> {
      return countOf(executor.selectFrom('users').where('role', 'in', [...STAFF_ROLES]));
    },

    /**
     * The review queue's throughput per month (the monthly transparency report): drafts made, and
     * decisions by kind, for times from `from` up to (not including) `to` (ISO 8601), oldest month first.
     */
    async throughputByMonth(from: string, to: string, executor: Executor = db): Promise<ReviewMonth[]> {
      const made = await executor
        .selectFrom('review_items')
        .select('created_at')
        .where('created_at', '>=', from)
        .where('created_at', '<', to)
        .execute();
      const decided = await executor
        .selectFrom('review_items')
        .select(['decided_at', 'status'])
        .where('decided_at', '>=', from)
        .where('decided_at', '<', to)
        .execute();
      const months = new Map<string, ReviewMonth>();
      const month = (at: string | Date) => {
        const key = monthOf(at);
        let row = months.get(key);
        if (!row) months.set(key, (row = { month: key, submitted: 0, published: 0, rejected: 0 }));
        return row;
      };
      for (const r of made) month(r.created_at).submitted += 1;
      for (const r of decided) {
        if (r.status === 'published') month(r.decided_at!).published += 1;
        if (r.status === 'rejected') month(r.decided_at!).rejected += 1;
      }
      return [...months.values()].sort((a, b) => a.month.localeCompare(b.month));
    },
  };
}
export type ReviewRepository = ReturnType<typeof reviewRepository>;
