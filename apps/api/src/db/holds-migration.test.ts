import { describe, expect, it } from 'vitest';
import { useTestApp, WITHOUT_JOBS } from '../../test/build-test-app.ts';
import { makeComment, makeContent, makeModel, makeReport, makeUser } from '../../test/factories.ts';
import { completeNotice } from '../../test/dmca-forms.ts';
import { migrateTo, migrateToLatest } from './migrate.ts';

// The holds migration (2026-12-06-0100-holds) gives what was hidden before it the holds of the
// workflows that hid it, so that nothing hidden shows after the upgrade and each workflow can still
// lift what it placed.
const t = useTestApp(WITHOUT_JOBS);
const BEFORE_HOLDS = '2026-11-29-0300-popular-order-tables';
const AT = '2026-12-01T10:00:00.000Z';

describe('the holds migration', () => {
  it('holds every hidden row for the workflows that hid it, and nothing visible', async () => {
    const { db } = t.database;
    const user = await makeUser(t);
    const model = await makeModel(t);
    // Created one after another: ids ascend in this order.
    const takenDown = await makeContent(t, { model });
    const reported = await makeContent(t, { model });
    const both = await makeContent(t, { model });
    const unexplained = await makeContent(t, { model });
    const visible = await makeContent(t, { model });
    const restored = await makeContent(t, { model });
    const resolvedModel = await makeModel(t);
    const comment = await makeComment(t, { user, contentId: visible.id });

    // A notice as it was stored before holds: accepted (or restored), its items marked as hidden by it.
    const notice = async (status: string, items: { slug: string }[]) => {
      const res = await t.request('POST', '/api/dmca/notices', {
        ip: `100.70.${status.length}.1`,
        body: completeNotice(items.map((c) => `/content/${c.slug}`)),
      });
      expect(res.statusCode).toBe(201);
      const { id } = res.json<{ id: number }>();
      await db.updateTable('dmca_notices').set({ status }).where('id', '=', id).execute();
      await db.updateTable('dmca_notice_items').set({ hid_target: 1 }).where('notice_id', '=', id).execute();
    };
    await notice('accepted', [takenDown, both]);
    await notice('restored', [restored]);
    for (const c of [reported, both]) {
      const report = await makeReport(t, { contentId: c.id, reason: 'child_content' });
      await db.updateTable('reports').set({ hid_target: 1 }).where('id', '=', report.id).execute();
    }
    await makeReport(t, { modelId: resolvedModel.id, reason: 'no_consent', status: 'resolved' });
    const commentReport = await makeReport(t, { commentId: comment.id, reason: 'no_consent' });
    await db.updateTable('reports').set({ hid_target: 1 }).where('id', '=', commentReport.id).execute();

    await migrateTo(db, BEFORE_HOLDS);
    for (const c of [takenDown, reported, both, unexplained])
      await db.updateTable('contents').set({ hidden_at: AT }).where('id', '=', c.id).execute();
    await db.updateTable('models').set({ hidden_at: AT }).where('id', '=', resolvedModel.id).execute();
    await db.updateTable('comments').set({ hidden_at: AT }).where('id', '=', comment.id).execute();
    await migrateToLatest(db);

    const holds = async (table: 'content_holds' | 'model_holds' | 'comment_holds') =>
      (await db.selectFrom(table).select(['target_id', 'reason']).orderBy('target_id').orderBy('reason').execute()).map(
        (h) => `${h.target_id}:${h.reason}`,
      );
    expect(await holds('content_holds')).toEqual([
      `${takenDown.id}:dmca`,
      `${reported.id}:reports`,
      `${both.id}:dmca`,
      `${both.id}:reports`,
      `${unexplained.id}:reports`,
    ]);
    expect(await holds('model_holds')).toEqual([`${resolvedModel.id}:reports`]);
    expect(await holds('comment_holds')).toEqual([`${comment.id}:reports`]);
    // Nothing changed visibility: what was hidden is, what was not is not.
    const hidden = await db
      .selectFrom('contents')
      .select('id')
      .where('hidden_at', 'is not', null)
      .orderBy('id')
      .execute();
    expect(hidden.map((r) => r.id)).toEqual([takenDown.id, reported.id, both.id, unexplained.id]);
  });
});
