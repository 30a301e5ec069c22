import type { Kysely } from 'kysely';
import type { DB, Executor } from './schema.ts';

/** The tables whose rows a moderation report can hide from public view. */
type ModeratedTable = 'contents' | 'models' | 'comments';

/**
 * Why a row is hidden: each workflow that hides places its own hold and lifts only its own
 * (docs/security.md#holds). `dmca`: an accepted takedown notice, lifted by its restoration;
 * `reports`: child-safety or consent reports, lifted when a review leaves nothing that justifies it;
 * `removal_request`: a depicted person's removal request, placed when it is filed and lifted when it
 * is rejected (and no other open request names the row).
 * `link_dead`: every download link of the item is dead, lifted when one answers again (link health).
 * `admin`: an admin hid the row (the admin lists' bulk hide), lifted by an admin's unhide.
 * `review`: a new model or item waits in the review queue (REVIEW_BEFORE_PUBLISH), lifted when a
 * reviewer publishes it (docs/compliance.md#review-before-publication).
 */
export const HOLD_REASONS = ['dmca', 'reports', 'removal_request', 'link_dead', 'admin', 'review'] as const;
export type HoldReason = (typeof HOLD_REASONS)[number];

/** Each moderated table's holds. */
const HOLDS = { contents: 'content_holds', models: 'model_holds', comments: 'comment_holds' } as const;

/** Where each table's tags live, for evidence snapshots. */
const TAGS = {
  contents: { table: 'content_tags', column: 'content_id' },
  models: { table: 'model_tags', column: 'model_id' },
  comments: undefined,
} as const;

/**
 * Existence and the hidden flag of a moderated table's rows, for that table's repository to
 * expose (the reports service hides and restores targets through them).
 */
export function moderation(db: Kysely<DB>, table: ModeratedTable) {
  return {
    /** Whether the row exists, hidden or not. */
    async exists(id: number, executor: Executor = db): Promise<boolean> {
      return Boolean(await executor.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst());
    },
    /** Whether each row that exists is hidden (id → hidden); ids of rows that are gone are absent. */
    async hiddenStates(ids: number[], executor: Executor = db): Promise<Map<number, boolean>> {
      if (ids.length === 0) return new Map();
      const rows = await executor.selectFrom(table).select(['id', 'hidden_at']).where('id', 'in', ids).execute();
      return new Map(rows.map((r) => [r.id, r.hidden_at !== null]));
    },
    /**
     * Places `reason`'s hold on the row: it leaves every public list, page and search (`hidden_at`,
     * which they filter on, keeps the time of the first hold in place). Placing a hold it has is a no-op.
     */
    async hide(id: number, reason: HoldReason, at: string, executor: Executor = db): Promise<void> {
      await executor
        .insertInto(HOLDS[table])
        .values({ target_id: id, reason, placed_at: at })
        .onConflict((oc) => oc.columns(['target_id', 'reason']).doNothing())
        .execute();
      await executor
        .updateTable(table)
        .set({ hidden_at: at })
        .where('id', '=', id)
        .where('hidden_at', 'is', null)
        .execute();
    },
    /**
     * Lifts `reason`'s hold; the row is shown again only when no other hold remains. True when the
     * row is visible afterwards.
     */
    async unhide(id: number, reason: HoldReason, executor: Executor = db): Promise<boolean> {
      await executor.deleteFrom(HOLDS[table]).where('target_id', '=', id).where('reason', '=', reason).execute();
      const result = await executor
        .updateTable(table)
        .set({ hidden_at: null })
        .where('id', '=', id)
        .where((eb) => eb.not(eb.exists(eb.selectFrom(HOLDS[table]).select('reason').where('target_id', '=', id))))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    /**
     * `hide` for many rows in two statements: places `reason`'s hold on each of `ids` that exists
     * and lacks it. Returns the ids that got the hold now (the rows this call changed).
     */
    async hideMany(ids: readonly number[], reason: HoldReason, at: string, executor: Executor = db): Promise<number[]> {
      if (ids.length === 0) return [];
      const placed = await executor
        .insertInto(HOLDS[table])
        .columns(['target_id', 'reason', 'placed_at'])
        .expression((eb) =>
          eb
            .selectFrom(table)
            .select((s) => ['id', s.val(reason).as('reason'), s.val(at).as('placed_at')])
            .where('id', 'in', [...ids]),
        )
        .onConflict((oc) => oc.columns(['target_id', 'reason']).doNothing())
        .returning('target_id')
        .execute();
      const changed = placed.map((r) => r.target_id);
      if (changed.length > 0)
        await executor
          .updateTable(table)
          .set({ hidden_at: at })
          .where('id', 'in', changed)
          .where('hidden_at', 'is', null)
          .execute();
      return changed;
    },
    /**
     * `unhide` for many rows: lifts `reason`'s hold from each of `ids`; a row is shown again only
     * when no other hold remains. Returns the ids whose hold was lifted (the rows this call changed).
     */
    async unhideMany(ids: readonly number[], reason: HoldReason, executor: Executor = db): Promise<number[]> {
      if (ids.length === 0) return [];
      const lifted = await executor
        .deleteFrom(HOLDS[table])
        .where('target_id', 'in', [...ids])
        .where('reason', '=', reason)
        .returning('target_id')
        .execute();
      const changed = lifted.map((r) => r.target_id);
      if (changed.length > 0)
        await executor
          .updateTable(table)
          .set({ hidden_at: null })
          .where('id', 'in', changed)
          .where((eb) =>
            eb.not(
              eb.exists(
                eb
                  .selectFrom(`${HOLDS[table]} as h` as 'content_holds as h')
                  .select('h.reason')
                  .whereRef('h.target_id', '=', `${table}.id` as 'contents.id'),
              ),
            ),
          )
          .execute();
      return changed;
    },
    /** Which of `ids` exist, hidden or not, in id order. */
    async existing(ids: readonly number[], executor: Executor = db): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await executor
        .selectFrom(table)
        .select('id')
        .where('id', 'in', [...ids])
        .orderBy('id')
        .execute();
      return rows.map((r) => r.id);
    },
    /** The holds on the row, oldest first (none when visible or gone). */
    async holds(id: number, executor: Executor = db): Promise<HoldReason[]> {
      const rows = await executor
        .selectFrom(HOLDS[table])
        .select('reason')
        .where('target_id', '=', id)
        .orderBy('placed_at')
        .orderBy('reason')
        .execute();
      return rows.map((r) => r.reason as HoldReason);
    },
    /** The row as it is now (hidden or not) with its tags, for a report's evidence record; undefined when gone. */
    async snapshot(id: number, executor: Executor = db): Promise<Record<string, unknown> | undefined> {
      const row = await executor.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) return undefined;
      const tagged = TAGS[table];
      if (!tagged) return { ...row };
      const tags = await executor
        .selectFrom(tagged.table)
        .select('tag')
        .where(tagged.column, '=', id)
        .orderBy('tag')
        .execute();
      return { ...row, tags: tags.map((t) => t.tag) };
    },
    /**
     * Deletes the row for good (an admin's delete, or a resolved child-safety or consent report); what
     * refers to it cascades (tags, views, likes, follows, comments), reports keep a null link.
     * False when there was no such row.
     */
    async remove(id: number, executor: Executor = db): Promise<boolean> {
      const result = await executor.deleteFrom(table).where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
export type Moderation = ReturnType<typeof moderation>;
