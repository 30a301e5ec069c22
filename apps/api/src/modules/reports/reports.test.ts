import type { ContentListResponse } from '@packdex/shared/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { makeComment, makeContent, makeModel, makeReport, makeUser, type TestUser } from '../../../test/factories.ts';
import { commentsRepository } from '../comments/comments.repository.ts';
import { contentRepository } from '../content/content.repository.ts';
import { modelsRepository } from '../models/models.repository.ts';
import { reportsRepository } from './reports.repository.ts';
import { reportsService } from './reports.service.ts';

const t = useTestApp();

let admin: TestUser;
beforeAll(async () => {
  admin = await makeUser(t, { admin: true });
});

const report = (body: object, ip: string) => t.request('POST', '/api/reports', { body, ip });
const review = (id: number, body: object) => t.request('PUT', `/api/reports/${id}`, { as: admin, body });

describe('POST /api/reports', () => {
  it('is open to visitors, stores the trimmed description and the address, and needs a known reason', async () => {
    const item = await makeContent(t);
    const ok = await report({ contentId: item.id, reason: 'broken_link', description: '  dead link  ' }, '10.1.1.1');
    expect(ok.statusCode).toBe(201);
    const row = await t.database.db
      .selectFrom('reports')
      .selectAll()
      .where('id', '=', ok.json<{ id: number }>().id)
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

  it('is rate limited per address: the sixth in ten minutes answers 429', async () => {
    const item = await makeContent(t);
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1)
      codes.push((await report({ contentId: item.id, reason: 'spam' }, '10.2.2.2')).statusCode);
    expect(codes).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('hides a child_content target from lists, search and its page for visitors (not admins) until reviewed', async () => {
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
    const rep = await report({ contentId: target.id, reason: 'child_content' }, '10.3.3.3');
    expect(await visible()).toEqual({ search: false, page: 404, admin: 200 });

    const update = await review(rep.json<{ id: number }>().id, {
      status: 'dismissed',
      adminNotes: 'Verified adult, consent on file',
    });
    expect(update.statusCode).toBe(200);
    expect(update.json()).toMatchObject({ status: 'dismissed', adminNotes: 'Verified adult, consent on file' });
    expect(await visible()).toEqual({ search: true, page: 200, admin: 200 });
    expect((await review(rep.json<{ id: number }>().id, { status: 'resolved' })).statusCode).toBe(409);
  });
});

describe('reviewing reports', () => {
  it('keeps a resolved target hidden', async () => {
    const target = await makeContent(t);
    const rep = await report({ contentId: target.id, reason: 'no_consent' }, '10.4.4.4');
    await review(rep.json<{ id: number }>().id, { status: 'resolved' });
    expect((await t.request('GET', `/api/content/slug/${target.slug}`)).statusCode).toBe(404);
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
});

describe('the report auto-hide rule (reports service)', () => {
  const service = () => {
    const { db, engine, transact } = t.database;
    const [content, models, comments] = [
      contentRepository(db, engine),
      modelsRepository(db, engine),
      commentsRepository(db),
    ];
    return {
      content,
      models,
      comments,
      reports: reportsService({
        transact,
        reports: reportsRepository(db),
        targets: { content, model: models, comment: comments },
      }),
    };
  };
  const meta = { ip: '10.6.6.6', userId: null };

  it('hides content, a model and a comment for severe reasons only', async () => {
    const { content, models, comments, reports } = service();
    const model = await makeModel(t);
    const item = await makeContent(t, { model });
    const comment = await makeComment(t, { user: admin, contentId: item.id });
    await reports.create({ contentId: item.id, modelId: model.id, commentId: comment.id, reason: 'spam' }, meta);
    expect(await content.findById(item.id)).toBeDefined();
    await reports.create({ contentId: item.id, modelId: model.id, commentId: comment.id, reason: 'no_consent' }, meta);
    expect(await content.findById(item.id)).toBeUndefined();
    expect(await models.findRef(model.id)).toBeUndefined();
    expect(await comments.findById(comment.id)).toBeUndefined();
  });

  it('brings a target back only when no other severe report about it is still pending', async () => {
    const { content, reports } = service();
    const item = await makeContent(t);
    const first = await reports.create({ contentId: item.id, reason: 'child_content' }, meta);
    const second = await reports.create({ contentId: item.id, reason: 'no_consent' }, meta);
    await reports.update(admin.viewer, first, 'dismissed', undefined);
    expect(await content.findById(item.id)).toBeUndefined();
    await reports.update(admin.viewer, second, 'reviewed', 'ok');
    expect(await content.findById(item.id)).toBeDefined();
  });

  it('records every review in the report audit trail', async () => {
    const { reports } = service();
    const item = await makeContent(t);
    const id = await reports.create({ contentId: item.id, reason: 'spam' }, meta);
    await reports.update(admin.viewer, id, 'reviewed', 'looked');
    const events = await t.database.db.selectFrom('report_events').selectAll().where('report_id', '=', id).execute();
    expect(events).toEqual([
      expect.objectContaining({ admin_id: admin.id, from_status: 'pending', to_status: 'reviewed', notes: 'looked' }),
    ]);
  });
});
