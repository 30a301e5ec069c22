import type { ReportEvidence, ReportListResponse } from '@packdex/shared/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { makeComment, makeContent, makeModel, makeUser, type TestUser } from '../../../test/factories.ts';

// Evidence is frozen at report time; resolving a severe report removes the item and denylists its link.
const t = useTestApp();
const DAY = 86_400_000;

let admin: TestUser;
let flagger: TestUser;
beforeAll(async () => {
  admin = await makeUser(t, { admin: true });
  flagger = await makeUser(t);
  const res = await t.request('PUT', `/api/admin/users/${flagger.id}/trusted-flagger`, {
    as: admin,
    body: { trusted: true },
  });
  expect(res.statusCode).toBe(200);
});

let ipSeq = 0;
const report = async (body: object, as?: TestUser) => {
  ipSeq += 1;
  const res = await t.request('POST', '/api/reports', { body, ip: `172.20.${ipSeq}.4`, ...(as ? { as } : {}) });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: number }>().id;
};
const review = (id: number, body: object) => t.request('PUT', `/api/reports/${id}`, { as: admin, body });
const evidenceOf = (id: number, as: TestUser | null = admin) =>
  t.request('GET', `/api/reports/${id}/evidence`, as ? { as } : {});
const addContent = (url: string, modelId: number) =>
  t.request('POST', '/api/content', {
    as: admin,
    body: { title: 'Relisted', url, type: 'image', model_id: modelId, info: {} },
  });

describe('evidence of severe reports', () => {
  it("freezes the item's data, the reporter's address and description, and timestamps; admins only", async () => {
    const model = await makeModel(t, { name: 'Evidence Model' });
    const item = await makeContent(t, { model, title: 'Frozen Pack', tags: ['alpha', 'beta'] });
    const id = await report({ contentId: item.id, reason: 'child_content', description: 'Looks underage' });
    const res = await evidenceOf(id);
    expect(res.statusCode).toBe(200);
    const evidence = await t.json<ReportEvidence>(res);
    expect(evidence).toMatchObject({
      reportId: id,
      reason: 'child_content',
      targetKind: 'content',
      targetId: item.id,
      targetUrl: expect.stringContaining('/d/test-'),
      reporterIp: `172.20.${ipSeq}.4`,
      reporterUserId: null,
      description: 'Looks underage',
    });
    expect(evidence.snapshot).toMatchObject({
      id: item.id,
      title: 'Frozen Pack',
      slug: item.slug,
      tags: ['alpha', 'beta'],
    });
    const kept = Date.parse(evidence.retainUntil) - Date.parse(evidence.capturedAt);
    expect(kept).toBeGreaterThanOrEqual(365 * DAY);
    expect(Date.parse(evidence.reportedAt)).toBeLessThanOrEqual(Date.parse(evidence.capturedAt));

    expect((await evidenceOf(id, null)).statusCode).toBe(401);
    expect((await evidenceOf(id, await makeUser(t, { verified: true }))).statusCode).toBe(403);
    expect((await evidenceOf(999_999)).statusCode).toBe(404);
    const spam = await report({ contentId: item.id, reason: 'spam' });
    const none = await evidenceOf(spam);
    expect(none.statusCode).toBe(404);
    expect(none.json<{ error: string }>().error).toMatch(/only child-safety and consent reports/);
  });

  it('survives deletion of the item', async () => {
    const item = await makeContent(t, { title: 'Soon Gone' });
    const id = await report({ contentId: item.id, reason: 'no_consent', description: 'Posted without consent' });
    await t.database.db.deleteFrom('contents').where('id', '=', item.id).execute();
    const evidence = await t.json<ReportEvidence>(await evidenceOf(id));
    expect(evidence.snapshot).toMatchObject({ title: 'Soon Gone' });
    expect(evidence.description).toBe('Posted without consent');
  });
});

describe('resolving a severe report', () => {
  it('removes the item, denylists its link (create answers 409 however the link is spelled), and keeps the evidence', async () => {
    const model = await makeModel(t);
    const item = await makeContent(t, { model, title: 'Removed Pack' });
    const id = await report({ contentId: item.id, reason: 'child_content' }, flagger);
    const second = await report({ contentId: item.id, reason: 'no_consent' });
    const url = (await t.json<ReportEvidence>(await evidenceOf(id))).targetUrl!;

    const res = await review(id, { status: 'resolved', adminNotes: 'Confirmed; reported to the authorities' });
    expect(res.statusCode).toBe(200);
    expect((await t.request('GET', `/api/content/slug/${item.slug}`, { as: admin })).statusCode).toBe(404);
    expect((await evidenceOf(id)).statusCode).toBe(200);
    const others = await t.database.db
      .selectFrom('reports')
      .selectAll()
      .where('id', '=', second)
      .executeTakeFirstOrThrow();
    expect(others).toMatchObject({ status: 'resolved', admin_notes: `Resolved with report #${id}` });

    const upper = url
      .replace('https://', 'HTTPS://')
      .replace(t.config.fileHostDomain, t.config.fileHostDomain.toUpperCase());
    for (const spelling of [url, `${url}/`, `${url}#top`, upper]) {
      const again = await addContent(spelling, model.id);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'CONFLICT' });
      expect(again.json<{ error: string }>().error).toMatch(/cannot be listed again/);
    }
    expect((await addContent(`${url}-other`, model.id)).statusCode).toBe(201);

    const queue = await t.json<ReportListResponse>(
      await t.request('GET', '/api/reports?status=resolved&limit=100', { as: admin }),
    );
    expect(queue.reports.find((r) => r.id === id)?.target).toMatchObject({
      kind: 'content',
      id: item.id,
      title: 'Removed Pack',
      removed: true,
    });
    const audit = await t.database.db
      .selectFrom('admin_audit_log')
      .selectAll()
      .where('action', '=', 'resolve')
      .where('entity_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.details!)).toMatchObject({
      reason: 'child_content',
      target: { kind: 'content', id: item.id },
    });
  });

  it('refuses the removed link on content edit too (409)', async () => {
    const model = await makeModel(t);
    const removed = await makeContent(t, { model });
    const id = await report({ contentId: removed.id, reason: 'no_consent' }, flagger);
    const url = (await t.json<ReportEvidence>(await evidenceOf(id))).targetUrl!;
    await review(id, { status: 'resolved' });
    const other = await makeContent(t, { model });
    const res = await t.request('PUT', `/api/content/${other.id}`, {
      as: admin,
      body: { title: 'Edited', url: `${url}/`, type: 'image', model_id: model.id, info: {} },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ error: string }>().error).toMatch(/cannot be listed again/);
  });

  it('removes a comment, and keeps a model hidden (its profile is removed from the catalogue pages)', async () => {
    const model = await makeModel(t);
    const item = await makeContent(t, { model });
    const comment = await makeComment(t, { user: admin, contentId: item.id });
    await review(await report({ commentId: comment.id, reason: 'no_consent' }, flagger), { status: 'resolved' });
    expect(
      await t.database.db.selectFrom('comments').select('id').where('id', '=', comment.id).executeTakeFirst(),
    ).toBeUndefined();
    await review(await report({ modelId: model.id, reason: 'child_content' }), { status: 'resolved' });
    expect((await t.request('GET', `/api/models/${model.slug}`)).statusCode).toBe(404);
    // A later severe report about it, dismissed, does not bring back what a resolved one removed.
    await review(await report({ modelId: model.id, reason: 'no_consent' }, flagger), { status: 'dismissed' });
    expect((await t.request('GET', `/api/models/${model.slug}`)).statusCode).toBe(404);
  });
});

describe('PUT /api/admin/users/{id}/trusted-flagger', () => {
  it('is for admins, validates, answers 404 for an unknown account, and is audited', async () => {
    const user = await makeUser(t);
    const put = (id: number, body: object, as?: TestUser) =>
      t.request('PUT', `/api/admin/users/${id}/trusted-flagger`, { body, ...(as ? { as } : {}) });
    expect((await put(user.id, { trusted: true })).statusCode).toBe(401);
    expect((await put(user.id, { trusted: true }, user)).statusCode).toBe(403);
    expect((await put(user.id, { trusted: 'yes' }, admin)).statusCode).toBe(400);
    expect((await put(2_147_483_648, { trusted: true }, admin)).statusCode).toBe(400);
    expect((await put(999_999, { trusted: true }, admin)).statusCode).toBe(404);
    const granted = await put(user.id, { trusted: true }, admin);
    expect(granted.json()).toEqual({ id: user.id, trustedFlagger: true });

    // A trusted flagger's severe report hides at once, even from a new, unverified account.
    const item = await makeContent(t);
    await report({ contentId: item.id, reason: 'child_content' }, user);
    expect((await t.request('GET', `/api/content/slug/${item.slug}`)).statusCode).toBe(404);

    expect((await put(user.id, { trusted: false }, admin)).json()).toEqual({ id: user.id, trustedFlagger: false });
    const audit = await t.database.db
      .selectFrom('admin_audit_log')
      .select(['action', 'admin_id'])
      .where('entity', '=', 'user')
      .where('entity_id', '=', user.id)
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'grant-trusted-flagger', admin_id: admin.id },
      { action: 'revoke-trusted-flagger', admin_id: admin.id },
    ]);
  });
});
