import type { ContentListResponse, ReportListResponse } from '@packdex/shared/schemas';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../../../test/audit-log.ts';
import { useTestApp } from '../../../test/build-test-app.ts';
import { moveClockToNext } from '../../../test/clock.ts';
import { writesThenFails } from '../../../test/failing-audit.ts';
import { makeComment, makeContent, makeModel, makeReport, makeUser, type TestUser } from '../../../test/factories.ts';
import { clock } from '../../lib/clock.ts';
import { auditRepository } from '../audit/audit.repository.ts';
import { commentsRepository } from '../comments/comments.repository.ts';
import { contentRepository } from '../content/content.repository.ts';
import { modelsRepository } from '../models/models.repository.ts';
import { usersRepository } from '../users/users.repository.ts';
import { reportsRepository } from './reports.repository.ts';
import { reportsService } from './reports.service.ts';

const t = useTestApp();
const DAY = 86_400_000;
const MONDAY = 1;

let admin: TestUser;
let ipSeq = 0;
/** A fresh visitor network (distinct /24) per call, so the distinct-reporter rule counts each one. */
const freshIp = () => {
  ipSeq += 1;
  return `172.${16 + (ipSeq >> 8)}.${ipSeq & 255}.9`;
};
beforeAll(async () => {
  admin = await makeUser(t, { admin: true });
});
afterEach(() => clock.reset());

const report = (body: object, ip = freshIp(), as?: TestUser) =>
  t.request('POST', '/api/reports', as ? { body, as } : { body, ip });
const review = (id: number, body: object) => t.request('PUT', `/api/reports/${id}`, { as: admin, body });
const idOf = (res: { json: <T>() => T }) => res.json<{ id: number }>().id;
/** A report's status and the decisions written down for it. */
const decisionOf = async (id: number) => ({
  status: (await t.database.db.selectFrom('reports').select('status').where('id', '=', id).executeTakeFirstOrThrow())
    .status,
  events: await t.database.db.selectFrom('report_events').select('id').where('report_id', '=', id).execute(),
});
const isPublic = async (slug: string) => (await t.request('GET', `/api/content/slug/${slug}`)).statusCode === 200;

/** A verified account in good standing: verified and a month old. */
async function credibleUser(): Promise<TestUser> {
  const user = await makeUser(t, { verified: true });
  await t.database.db
    .updateTable('users')
    .set({ created_at: new Date(Date.now() - 30 * DAY).toISOString() })
    .where('id', '=', user.id)
    .execute();
  return user;
}

describe('POST /api/reports', () => {
  it('is open to visitors, stores the trimmed description and the address, and needs a known reason', async () => {
    const item = await makeContent(t);
    const ok = await report({ contentId: item.id, reason: 'broken_link', description: '  dead link  ' }, '10.1.1.1');
    expect(ok.statusCode).toBe(201);
    const row = await t.database.db
      .selectFrom('reports')
      .selectAll()
      .where('id', '=', idOf(ok))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ ip_address: '10.1.1.1', description: 'dead link', status: 'pending' });
    for (const body of [
      { contentId: item.id },
      { contentId: item.id, reason: 'boring' },
      { contentId: item.id, reason: 'spam', description: 'z'.repeat(1001) },
      { reason: 'spam' },
    ])
      expect((await report(body, '10.1.1.2')).statusCode).toBe(400);
    expect((await report({ contentId: 999999, reason: 'spam' }, '10.1.1.3')).statusCode).toBe(404);
  });

  it('names exactly one target: two or three ids answer 400 with a readable error', async () => {
    const model = await makeModel(t);
    const item = await makeContent(t, { model });
    const comment = await makeComment(t, { user: admin, contentId: item.id });
    for (const body of [
      { contentId: item.id, modelId: model.id, reason: 'child_content' },
      { contentId: item.id, commentId: comment.id, reason: 'spam' },
      { contentId: item.id, modelId: model.id, commentId: comment.id, reason: 'no_consent' },
    ]) {
      const res = await report(body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
      expect(res.json<{ error: string }>().error).toMatch(/exactly one of contentId, modelId or commentId/);
    }
    expect(await isPublic(item.slug)).toBe(true);
    expect((await t.request('GET', `/api/models/${model.slug}`)).statusCode).toBe(200);
  });

  it('is rate limited per address: the sixth in ten minutes answers 429', async () => {
    const item = await makeContent(t);
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1)
      codes.push((await report({ contentId: item.id, reason: 'spam' }, '10.2.2.2')).statusCode);
    expect(codes).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

describe('when a severe report hides its target', () => {
  it('hides at once for a verified account in good standing, for visitors (not admins), until reviewed', async () => {
    const target = await makeContent(t, { title: 'Quillon Mirage' });
    const visible = async () => {
      const search = await t.json<ContentListResponse>(await t.request('GET', '/api/content?search=quillon'));
      return {
        search: search.contents.some((c) => c.id === target.id),
        page: (await t.request('GET', `/api/content/slug/${target.slug}`)).statusCode,
        admin: (await t.request('GET', `/api/content/slug/${target.slug}`, { as: admin })).statusCode,
      };
    };
    expect(await visible()).toEqual({ search: true, page: 200, admin: 200 });
    const rep = await report({ contentId: target.id, reason: 'child_content' }, undefined, await credibleUser());
    expect(await visible()).toEqual({ search: false, page: 404, admin: 200 });

    const update = await review(idOf(rep), { status: 'dismissed', adminNotes: 'Verified adult, consent on file' });
    expect(update.statusCode).toBe(200);
    expect(update.json()).toMatchObject({ status: 'dismissed', adminNotes: 'Verified adult, consent on file' });
    expect(await visible()).toEqual({ search: true, page: 200, admin: 200 });
    expect((await review(idOf(rep), { status: 'resolved' })).statusCode).toBe(409);
  });

  it('does not hide at once for a visitor, an unverified account, a new account or one with a dismissed severe report', async () => {
    const item = await makeContent(t);
    const unverified = await makeUser(t);
    const fresh = await makeUser(t, { verified: true });
    const dismissedBefore = await credibleUser();
    const old = await makeContent(t);
    const earlier = await report({ contentId: old.id, reason: 'no_consent' }, undefined, dismissedBefore);
    await review(idOf(earlier), { status: 'dismissed' });

    await report({ contentId: item.id, reason: 'child_content' });
    await report({ contentId: item.id, reason: 'child_content' }, undefined, unverified);
    expect(await isPublic(item.slug)).toBe(true);
    const other = await makeContent(t);
    await report({ contentId: other.id, reason: 'child_content' }, undefined, fresh);
    await report({ contentId: other.id, reason: 'no_consent' }, undefined, dismissedBefore);
    expect(await isPublic(other.slug)).toBe(true);
  });

  it('hides after 3 distinct reporters within 24 hours, not 3 reports from one network or spread over more than a day', async () => {
    const item = await makeContent(t);
    for (const ip of ['192.0.2.10', '192.0.2.11', '192.0.2.12'])
      expect((await report({ contentId: item.id, reason: 'child_content' }, ip)).statusCode).toBe(201);
    expect(await isPublic(item.slug)).toBe(true);

    const slow = await makeContent(t);
    await report({ contentId: slow.id, reason: 'no_consent' });
    clock.advance(13 * 3600_000);
    await report({ contentId: slow.id, reason: 'no_consent' });
    clock.advance(13 * 3600_000);
    await report({ contentId: slow.id, reason: 'no_consent' });
    expect(await isPublic(slow.slug)).toBe(true);
    await report({ contentId: slow.id, reason: 'no_consent' });
    expect(await isPublic(slow.slug)).toBe(false);
  });

  it('hides a model and a comment as well, for severe reasons only', async () => {
    const model = await makeModel(t);
    const item = await makeContent(t, { model });
    const comment = await makeComment(t, { user: admin, contentId: item.id });
    const user = await credibleUser();
    await report({ modelId: model.id, reason: 'spam' }, undefined, user);
    expect((await t.request('GET', `/api/models/${model.slug}`)).statusCode).toBe(200);
    await report({ modelId: model.id, reason: 'no_consent' }, undefined, user);
    await report({ commentId: comment.id, reason: 'child_content' }, undefined, user);
    expect((await t.request('GET', `/api/models/${model.slug}`)).statusCode).toBe(404);
    const comments = await t.database.db
      .selectFrom('comments')
      .select('hidden_at')
      .where('id', '=', comment.id)
      .executeTakeFirstOrThrow();
    expect(comments.hidden_at).not.toBeNull();
  });

  it('shows the target again only when the pending reports left no longer justify hiding it', async () => {
    const item = await makeContent(t);
    const first = await report({ contentId: item.id, reason: 'child_content' }, undefined, await credibleUser());
    const second = await report({ contentId: item.id, reason: 'no_consent' }, undefined, await credibleUser());
    await review(idOf(first), { status: 'dismissed' });
    expect(await isPublic(item.slug)).toBe(false);
    await review(idOf(second), { status: 'reviewed', adminNotes: 'ok' });
    expect(await isPublic(item.slug)).toBe(true);
  });
});

describe('reviewing reports', () => {
  it.each([
    ['GET', '/api/reports/stats', undefined],
    ['PUT', '/api/reports/:id', { status: 'dismissed', adminNotes: 'Not mine to decide' }],
  ] as const)('%s %s answers 401 to a visitor and 403 to a member, and decides nothing', async (method, path, body) => {
    const item = await makeContent(t);
    const id = idOf(await report({ contentId: item.id, reason: 'spam' }));
    const url = path.replace(':id', String(id));
    const visitor = await t.request(method, url, { body, ip: freshIp() });
    expect([visitor.statusCode, visitor.json<{ code: string }>().code]).toEqual([401, 'UNAUTHORIZED']);
    const member = await t.request(method, url, { body, as: await credibleUser() });
    expect([member.statusCode, member.json<{ error: string; code: string }>()]).toEqual([
      403,
      { error: 'Admins only', code: 'FORBIDDEN' },
    ]);
    expect(await decisionOf(id)).toEqual({ status: 'pending', events: [] });
  });

  it('moves pending to reviewed, resolved or dismissed only, and writes each decision to the audit log', async () => {
    const item = await makeContent(t);
    const id = idOf(await report({ contentId: item.id, reason: 'spam' }));
    expect((await review(id, { status: 'pending' })).statusCode).toBe(409);
    expect((await review(id, { status: 'reviewed', adminNotes: 'looked' })).statusCode).toBe(200);
    expect((await review(id, { status: 'dismissed' })).statusCode).toBe(409);
    expect((await review(999_999, { status: 'dismissed' })).statusCode).toBe(404);
    const events = await t.database.db.selectFrom('report_events').selectAll().where('report_id', '=', id).execute();
    expect(events).toEqual([
      expect.objectContaining({ admin_id: admin.id, from_status: 'pending', to_status: 'reviewed', notes: 'looked' }),
    ]);
    const audit = await auditEntries(t, 'report', id);
    expect(audit).toEqual([expect.objectContaining({ admin_id: admin.id, action: 'review' })]);
    expect(JSON.parse(audit[0]!.details!)).toMatchObject({
      label: `Report #${id}: spam`,
      before: { status: 'pending' },
      after: { status: 'reviewed', adminNotes: 'looked' },
    });
  });

  it('writes the decision and its audit entry in one transaction: a failing audit leaves the report pending', async () => {
    const { db, engine, transact } = t.database;
    const service = reportsService({
      transact,
      reports: reportsRepository(db, engine),
      targets: {
        content: contentRepository(db, engine),
        model: modelsRepository(db, engine),
        comment: commentsRepository(db, engine),
      },
      users: usersRepository(db),
      denylist: { add: () => Promise.resolve() },
      policy: t.config.reports,
      audit: writesThenFails(auditRepository(db)),
    });
    const item = await makeContent(t);
    const id = idOf(await report({ contentId: item.id, reason: 'spam' }));
    await expect(service.update(admin.viewer, id, 'dismissed', 'no')).rejects.toThrow('disk full');
    expect(await decisionOf(id)).toEqual({ status: 'pending', events: [] });
    const audit = await t.database.db
      .selectFrom('admin_audit_log')
      .select('id')
      .where('entity', '=', 'report')
      .where('entity_id', '=', id)
      .execute();
    expect(audit).toEqual([]);
  });

  it('lists and counts reports for admins only, filtered by status, 20 a page for the admin list', async () => {
    const model = await makeModel(t);
    await makeReport(t, { modelId: model.id, reason: 'spam' });
    await makeReport(t, { modelId: model.id, reason: 'other', status: 'dismissed' });
    expect((await t.request('GET', '/api/reports')).statusCode).toBe(401);
    expect((await t.request('GET', '/api/reports', { as: await makeUser(t, { verified: true }) })).statusCode).toBe(
      403,
    );
    const pending = (await t.request('GET', '/api/reports?status=pending&limit=20', { as: admin })).json<{
      reports: { status: string }[];
      pagination: { limit: number };
    }>();
    expect(pending.pagination.limit).toBe(20);
    expect(pending.reports.length).toBeGreaterThan(0);
    expect(pending.reports.every((r) => r.status === 'pending')).toBe(true);
    const stats = (await t.request('GET', '/api/reports/stats', { as: admin })).json<{
      total: number;
      byStatus: Record<string, number>;
      byReason: Record<string, number>;
    }>();
    expect(stats.byStatus.dismissed).toBeGreaterThanOrEqual(1);
    expect(stats.byReason.other).toBeGreaterThanOrEqual(1);
    expect(stats.total).toBe(Object.values(stats.byStatus).reduce((a, b) => a + b, 0));
  });

  it("names each report's target (title or name, slug) so the queue can link to it", async () => {
    const model = await makeModel(t, { name: 'Orla Vantage' });
    const item = await makeContent(t, { model, title: 'Harbour Lights' });
    const comment = await makeComment(t, { user: admin, contentId: item.id, text: 'Lovely light' });
    const ids = [
      idOf(await report({ contentId: item.id, reason: 'broken_link' })),
      idOf(await report({ modelId: model.id, reason: 'spam' })),
      idOf(await report({ commentId: comment.id, reason: 'inappropriate' })),
    ];
    const list = await t.json<ReportListResponse>(
      await t.request('GET', '/api/reports?status=pending&limit=100', { as: admin }),
    );
    const byId = new Map(list.reports.map((r) => [r.id, r]));
    expect(byId.get(ids[0]!)?.target).toEqual({
      kind: 'content',
      id: item.id,
      title: 'Harbour Lights',
      slug: item.slug,
      page: 'content',
      removed: false,
    });
    expect(byId.get(ids[1]!)?.target).toMatchObject({ kind: 'model', title: 'Orla Vantage', slug: model.slug });
    expect(byId.get(ids[2]!)?.target).toMatchObject({
      kind: 'comment',
      title: 'Lovely light',
      slug: item.slug,
      page: 'content',
    });
  });
});

describe('the queue order and deadlines', () => {
  it('puts severe reports first with a severe flag, then overdue ones; ages count business days', async () => {
    // Start on the next Monday at 10:00 UTC so the business-day arithmetic below is fixed.
    moveClockToNext(MONDAY);
    const old = await makeContent(t);
    const oldId = idOf(await report({ contentId: old.id, reason: 'spam' }));
    clock.advance(7 * DAY); // the next Monday: 5 business days
    // Earlier tests' pending reports are overdue by now and sort ahead: read the whole queue.
    let list = await t.json<ReportListResponse>(
      await t.request('GET', '/api/reports?status=pending&limit=100', { as: admin }),
    );
    expect(list.reports.find((r) => r.id === oldId)).toMatchObject({ ageBusinessDays: 5, overdue: false });

    clock.advance(3 * DAY); // Thursday: 8 business days
    const severeItem = await makeContent(t);
    const severeId = idOf(await report({ contentId: severeItem.id, reason: 'no_consent' }));
    const freshId = idOf(await report({ contentId: (await makeContent(t)).id, reason: 'spam' }));
    list = await t.json<ReportListResponse>(
      await t.request('GET', '/api/reports?status=pending&limit=100', { as: admin }),
    );
    const ids = list.reports.map((r) => r.id);
    const severeRows = list.reports.filter((r) => r.severe);
    expect(list.reports.slice(0, severeRows.length).every((r) => r.severe)).toBe(true);
    expect(list.reports.find((r) => r.id === severeId)).toMatchObject({ severe: true, ageBusinessDays: 0 });
    expect(list.reports.find((r) => r.id === oldId)).toMatchObject({ ageBusinessDays: 8, overdue: true });
    expect(ids.indexOf(oldId)).toBeLessThan(ids.indexOf(freshId));
    const firstNotSevere = list.reports.find((r) => !r.severe);
    expect(firstNotSevere?.overdue).toBe(true);

    const stats = (await t.request('GET', '/api/reports/stats', { as: admin })).json<{
      overdue: number;
      severePending: number;
    }>();
    expect(stats.overdue).toBeGreaterThanOrEqual(1);
    expect(stats.severePending).toBeGreaterThanOrEqual(1);
  });

  it('flags a report overdue after 8 business days, not at 7 (weekends skipped), and only then sorts it ahead of newer ones', async () => {
    moveClockToNext(MONDAY);
    const oldId = idOf(await report({ contentId: (await makeContent(t)).id, reason: 'spam' }));
    clock.advance(9 * DAY); // the next Wednesday: 7 business days
    const newerId = idOf(await report({ contentId: (await makeContent(t)).id, reason: 'spam' }));
    const queue = async () => {
      const list = await t.json<ReportListResponse>(
        await t.request('GET', '/api/reports?status=pending&limit=100', { as: admin }),
      );
      const ids = list.reports.map((r) => r.id);
      const old = list.reports.find((r) => r.id === oldId)!;
      return { age: old.ageBusinessDays, overdue: old.overdue, ahead: ids.indexOf(oldId) < ids.indexOf(newerId) };
    };
    expect(await queue()).toEqual({ age: 7, overdue: false, ahead: false });
    clock.advance(DAY); // Thursday: 8 business days
    expect(await queue()).toEqual({ age: 8, overdue: true, ahead: true });
  });
});
