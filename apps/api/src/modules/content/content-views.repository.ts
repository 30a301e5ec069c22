import { type Kysely, sql } from 'kysely';
import type { Engine } from '../../db/database.ts';
import { addView } from '../../db/counters.ts';
import { groupCommit, postgresBatches } from '../../db/group-commit.ts';
import type { DB, Executor } from '../../db/schema.ts';

/** A view to record: by whom (an account, or a visitor's address and browser key), of what, when. */
export interface NewView {
  contentId: number;
  viewerKey: string;
  userId: number | null;
  at: string;
}

/** Views of items: the `content_views` writes and the counters they move, one path per engine (part of contentRepository). */
export function contentViewsRepository(db: Kysely<DB>, engine: Engine) {
  /**
   * PostgreSQL: the views that arrive together, in one call of `record_content_views` (see
   * recordView); it answers a row per view of an existing item, by position.
   */
  const recordPostgresViews = postgresBatches(async (batch: { view: NewView; since: string }[]) => {
    const { rows } = await sql<{ item_ordinal: number; item_views: string | number; item_counted: boolean }>`
      select item_ordinal, item_views, item_counted from record_content_views(
        ${batch.map((b) => b.view.contentId)}::integer[], ${batch.map((b) => b.view.viewerKey)}::text[],
        ${batch.map((b) => b.view.userId)}::integer[], ${batch.map((b) => b.view.at)}::timestamptz[],
        ${batch.map((b) => b.since)}::timestamptz[])`.execute(db);
    const answers: ({ counted: boolean; views: number } | null)[] = batch.map(() => null);
    for (const row of rows)
      answers[row.item_ordinal - 1] = { counted: row.item_counted, views: Number(row.item_views) };
    return answers;
  });

  /** SQLite: one view inside its group's transaction (see recordView). */
  const recordSqliteView = groupCommit(
    db,
    async (
      { view, since }: { view: NewView; since: string },
      trx: Executor,
    ): Promise<{ counted: boolean; views: number } | null> => {
      const item = await trx
        .selectFrom('contents')
        .select((eb) => [
          'model_id',
          'views',
          eb
            .selectFrom('content_views')
            .select('content_views.id')
            .where('content_views.content_id', '=', view.contentId)
            .where('content_views.viewer_key', '=', view.viewerKey)
            .where('content_views.viewed_at', '>', since)
            .limit(1)
            .as('recent'),
        ])
        .where('contents.id', '=', view.contentId)
        .executeTakeFirst();
      if (!item) return null;
      if (item.recent !== null) {
        if (view.userId !== null) {
          await trx.updateTable('content_views').set({ viewed_at: view.at }).where('id', '=', item.recent).execute();
        }
        return { counted: false, views: Number(item.views) };
      }
      await trx
        .insertInto('content_views')
        .values({ content_id: view.contentId, viewer_key: view.viewerKey, user_id: view.userId, viewed_at: view.at })
        .execute();
      const views = await addView(trx, 'contents', view.contentId);
      if (item.model_id !== null) await addView(trx, 'models', item.model_id);
      return { counted: true, views };
    },
  );

  return {
    /**
     * Records a view of an item (hidden ones too), atomically: counted, unless the same viewer has a
     * view of it after `since`; then an account's view only moves to `at`, so its history stays
     * fresh. A counted view moves the item's and its model's counters. Views of one item by one
     * viewer are serialised. Null when there is no such item. How is the engine's business:
     * - PostgreSQL: the views that arrive together in one round trip and one transaction, the
     *   function `record_content_views` (migration 2026-11-28-0300; `batches`): a view is the
     *   busiest write there is, and one call per view queued again for a pooled connection each
     *   time, with the server's and the database's processes sharing the machine's cores. Its
     *   locks follow one global order, so batches of several instances never deadlock. Its
     *   transaction commits without waiting for the WAL flush: every view moves the item's and
     *   the model's counter rows, so views of one item commit one after another and a flush each
     *   would cap them near 100/s. A database crash may forget the last moments of views (never
     *   half of one).
     * - SQLite: the statements in one write transaction (SQLite has one writer), shared with the
     *   views that arrive meanwhile (`groupCommit`): a view changes about ten pages (the view row,
     *   the counters and their indexes), and views committed together write the pages they share
     *   once.
     */
    async recordView(view: NewView, since: string): Promise<{ counted: boolean; views: number } | null> {
      return engine === 'postgres' ? recordPostgresViews({ view, since }) : recordSqliteView({ view, since });
    },
  };
}
