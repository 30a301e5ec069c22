import type { RemovalRequest, RemovalRequestListResponse } from '@packdex/shared/schemas';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { makeContent, makeModel, makeUser, type TestContent, type TestUser } from '../../../test/factories.ts';
import { completeRemovalRequest } from '../../../test/removal-forms.ts';
import { clock } from '../../lib/clock.ts';
import { setClock } from '../../../test/clock.ts';

// Removal requests from depicted people (docs/compliance.md#removal-requests): filing holds the
// items at once; accepting removes them and denylists their links; rejecting lifts the hold.
const t = useTestApp();
afterEach(() => clock.reset());

let admin: TestUser;
let member: TestUser;
beforeAll(async () => {
  admin = await makeUser(t, { admin: true });
  member = await makeUser(t, { verified: true });
});

let ipSeq = 0;
const nextIp = () => `100.80.${++ipSeq >> 8}.${ipSeq & 255}`;
const file = (body: object, ip = nextIp()) => t.request('POST', '/api/removal-requests', { body, ip });
async function fileFor(...urls: string[]): Promise<{ id: number; number: string }> {
  const res = await file(completeRemovalRequest(urls));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
const isPublic = async (item: TestContent) =>
  (await t.request('GET', `/api/content/slug/${item.slug}`)).statusCode === 200;
const decide = (id: number, body: object) => t.request('PUT', `/api/removal-requests/${id}`, { as: admin, body });
const inbox = async (query = 'status=all&limit=100') =>
  (await t.request('GET', `/api/removal-requests?${query}`, { as: admin })).json<RemovalRequestListResponse>();
const requestOf = async (id: number) => (await inbox()).requests.find((r) => r.id === id)!;
const mailsTo = (to: string, number: string) =>
  t.database.db
    .selectFrom('mail_queue')
    .select(['subject', 'text_body'])
    .where('to_address', '=', to)
    .where('subject', 'like', `%${number}%`)
    .orderBy('id')
    .execute();
const auditOf = (id: number) =>
  t.database.db
    .selectFrom('admin_audit_log')
    .select(['action', 'admin_id', 'details'])
    .where('entity', '=', 'removal_request')
    .where('entity_id', '=', id)
    .orderBy('id')
    .execute();

describe('filing a removal request', () => {
  it('answers 201 with an id and a number, holds the items at once, freezes evidence, mails and audits', async () => {
    const item = await makeContent(t, { title: 'Lakeside Pack' });
    const model = await makeModel(t);
    const created = await fileFor(`${t.config.publicUrl}/content/${item.slug}`, `/model/${model.slug}`);
    expect(created.number).toMatch(/^TID-\d{8}-[0-9A-F]{10}$/);
    expect(await isPublic(item)).toBe(false);
    expect((await t.request('GET', `/api/models/${model.slug}`)).statusCode).toBe(404);
    const hold = await t.database.db
      .selectFrom('content_holds')
      .select('reason')
      .where('target_id', '=', item.id)
      .execute();
    expect(hold.map((h) => h.reason)).toEqual(['removal_request']);
    const evidence = await t.database.db
      .selectFrom('removal_request_items')
      .selectAll()
      .where('request_id', '=', created.id)
      .orderBy('id')
      .execute();
    expect(evidence.map((e) => [e.target_kind, e.target_id])).toEqual([
      ['content', item.id],
      ['model', model.id],
    ]);
    expect(JSON.parse(evidence[0]!.snapshot)).toMatchObject({ title: 'Lakeside Pack' });
    expect(evidence[0]!.target_url).toMatch(/^https:\/\//);
    const [mail] = await mailsTo('robin@example.test', created.number);
    expect(mail?.text_body).toContain(`/content/${item.slug}`);
    expect(mail?.text_body).toContain('48 hours');
    expect((await auditOf(created.id)).map((a) => [a.action, a.admin_id])).toEqual([['removal_request.file', null]]);
  });

  it.each([
    [{ urls: [] }, 'The URLs of the pages on this site are required'],
    [{ urls: ['https://elsewhere.example/page'] }, 'Each URL must be a /content/… or /model/… page of this site'],
    [{ statement: '' }, 'Your statement is required'],
    [{ signature: undefined }, 'Your electronic signature (typed full name) is required'],
    [{ email: 'not-an-address' }, 'A valid e-mail address is required'],
  ])('refuses %j with a 400 naming what is wrong', async (change, message) => {
    const res = await file(completeRemovalRequest(['/content/x'], change));
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toContain(message);
  });

  it('refuses pages of another host or that do not exist, and holds nothing', async () => {
    const item = await makeContent(t);
    const res = await file(
      completeRemovalRequest([`https://elsewhere.example/content/${item.slug}`, '/content/no-such-page']),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toMatch(/elsewhere\.example.*is not a .*no-such-page does not exist/);
    expect(await isPublic(item)).toBe(true);
  });

  it('is rate limited per address (5 per 10 minutes)', async () => {
    const ip = nextIp();
    for (let n = 0; n < 5; n += 1)
      expect((await file(completeRemovalRequest(['/content/none']), ip)).statusCode).toBe(400);
    expect((await file(completeRemovalRequest(['/content/none']), ip)).statusCode).toBe(429);
  });
});

describe('the inbox', () => {
  it('is for admins only', async () => {
    expect((await t.request('GET', '/api/removal-requests')).statusCode).toBe(401);
    expect((await t.request('GET', '/api/removal-requests', { as: member })).statusCode).toBe(403);
    expect(
      (await t.request('PUT', '/api/removal-requests/1', { as: member, body: { action: 'accept' } })).statusCode,
    ).toBe(403);
  });

  it('shows the time left on the 48-hour clock, overdue after it, and the open count with the nearest deadline', async () => {
    const start = Date.UTC(2031, 2, 3, 9);
    setClock(start);
    const created = await fileFor(`/content/${(await makeContent(t)).slug}`);
    let shown: RemovalRequest = await requestOf(created.id);
    const due = Date.parse(shown.dueAt);
    // The clock runs on between the calls: allow the few milliseconds the test itself takes.
    expect(due - start).toBeGreaterThanOrEqual(48 * 3_600_000);
    expect(due - start).toBeLessThan(48 * 3_600_000 + 5000);
    setClock(due - 3_600_000);
    shown = await requestOf(created.id);
    expect(shown).toMatchObject({ status: 'open', overdue: false });
    expect(shown.remainingMs).toBeGreaterThan(3_600_000 - 5000);
    expect(shown.remainingMs).toBeLessThanOrEqual(3_600_000);
    const open = await inbox('status=open');
    expect(open.open).toBeGreaterThanOrEqual(1);
    expect(Date.parse(open.nearestDueAt!)).toBeLessThanOrEqual(due);
    setClock(due + 1000);
    shown = await requestOf(created.id);
    expect(shown.overdue).toBe(true);
    expect(shown.remainingMs).toBeLessThanOrEqual(-1000);
  });
});

describe('deciding', () => {
  it('accept removes the items, denylists their links, records the decision, mails the requester and audits', async () => {
    const item = await makeContent(t);
    const link = (
      await t.database.db.selectFrom('contents').select('url').where('id', '=', item.id).executeTakeFirstOrThrow()
    ).url;
    const lone = await makeModel(t);
    const busy = await makeModel(t);
    await makeContent(t, { model: busy });
    const created = await fileFor(`/content/${item.slug}`, `/model/${lone.slug}`, `/model/${busy.slug}`);
    const res = await decide(created.id, { action: 'accept' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<RemovalRequest>()).toMatchObject({ status: 'accepted', remainingMs: null, overdue: false });
    expect(res.json<RemovalRequest>().items.map((i) => i.exists)).toEqual([false, false, true]);
    expect(await t.database.db.selectFrom('contents').select('id').where('id', '=', item.id).executeTakeFirst()).toBe(
      undefined,
    );
    // A model that still has items cannot be deleted: it stays held.
    expect((await t.request('GET', `/api/models/${busy.slug}`)).statusCode).toBe(404);
    const relisted = await t.request('POST', '/api/content', {
      as: admin,
      body: {
        title: 'Relisted',
        url: link,
        thumbnailUrl: 'https://img.example.test/t.webp',
        type: 'video',
        tags: 'x',
        model_id: busy.id,
        info: { images: 1, videos: 0, size: 1 },
      },
    });
    expect(relisted.statusCode).toBe(409);
    const evidence = await t.database.db
      .selectFrom('removal_request_items')
      .select('snapshot')
      .where('request_id', '=', created.id)
      .execute();
    expect(evidence).toHaveLength(3);
    expect((await mailsTo('robin@example.test', created.number)).map((m) => m.subject)).toEqual([
      expect.stringContaining('received'),
      expect.stringContaining('accepted'),
    ]);
    const audit = await auditOf(created.id);
    expect(audit.map((a) => [a.action, a.admin_id])).toEqual([
      ['removal_request.file', null],
      ['removal_request.accept', admin.id],
    ]);
    expect((await decide(created.id, { action: 'reject', reason: 'late' })).statusCode).toBe(409);
  });

  it("reject needs a reason, lifts the hold (not another open request's), and mails the reason", async () => {
    const item = await makeContent(t);
    const shared = await makeContent(t);
    const first = await fileFor(`/content/${item.slug}`, `/content/${shared.slug}`);
    const second = await fileFor(`/content/${item.slug}`.replace(item.slug, shared.slug));
    const missing = await decide(first.id, { action: 'reject' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ error: string }>().error).toContain('A reason is required to reject a request');

    const res = await decide(first.id, { action: 'reject', reason: 'The pictures show a fictional drawing.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<RemovalRequest>()).toMatchObject({
      status: 'rejected',
      reason: 'The pictures show a fictional drawing.',
    });
    expect(await isPublic(item)).toBe(true);
    expect(await isPublic(shared)).toBe(false);
    const [, rejected] = await mailsTo('robin@example.test', first.number);
    expect(rejected?.text_body).toContain('The pictures show a fictional drawing.');
    expect((await auditOf(first.id)).map((a) => a.action)).toContain('removal_request.reject');

    await decide(second.id, { action: 'reject', reason: 'Not the same person.' });
    expect(await isPublic(shared)).toBe(true);
  });

  it('answers 404 for an unknown request', async () => {
    expect((await decide(999_999, { action: 'accept' })).statusCode).toBe(404);
  });
});
