import type { AdminRecommendation, AdminRecommendationListResponse } from '@packdex/shared/schemas/admin';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../../../test/audit-log.ts';
import { useTestApp } from '../../../test/build-test-app.ts';
import { writesThenFails } from '../../../test/failing-audit.ts';
import { makeModel, makeUser, type TestModel, type TestUser } from '../../../test/factories.ts';
import { auditRepository } from '../audit/audit.repository.ts';
import { auditService } from '../audit/audit.service.ts';
import { recommendationsAdminService } from './recommendations-admin.service.ts';
import { recommendationsRepository } from './recommendations.repository.ts';

const t = useTestApp();

let admin: TestUser;
let member: TestUser;
let model: TestModel;
beforeAll(async () => {
  admin = await makeUser(t, { admin: true, name: 'Alex Admin' });
  member = await makeUser(t, { verified: true, premium: true, name: 'Morgan Member' });
  model = await makeModel(t, { name: 'Aurora Vale' });
});

/** A recommendation stored at `at` (the member's quota is not the point here). */
const recommendation = async (description: string, at = new Date().toISOString()) =>
  (
    await t.database.db
      .insertInto('recommendations')
      .values({ user_id: member.id, model_id: model.id, description, created_at: at })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

/** As the admin unless told; null is a visitor. */
const list = (query = '', as: TestUser | null = admin) =>
  t.request('GET', `/api/admin/recommendations${query}`, { as: as ?? undefined });
const handle = (id: number | string, body: unknown, as: TestUser | null = admin) =>
  t.request('PUT', `/api/admin/recommendations/${id}`, { as: as ?? undefined, body });
const auditOf = (id: number) => auditEntries(t, 'recommendation', id);

describe('the recommendations inbox: access', () => {
  it('answers 401 to a visitor and 403 to a member (premium too), and 200 to an admin', async () => {
    const id = await recommendation('Access check');
    const free = await makeUser(t, { verified: true });
    expect((await list('', null)).statusCode).toBe(401);
    expect((await handle(id, { status: 'handled' }, null)).statusCode).toBe(401);
    for (const user of [free, member]) {
      expect((await list('', user)).statusCode).toBe(403);
      expect((await handle(id, { status: 'handled' }, user)).statusCode).toBe(403);
    }
    expect((await list()).statusCode).toBe(200);
    expect((await handle(id, { status: 'handled' })).statusCode).toBe(200);
  });
});

describe('the recommendations inbox: list', () => {
  it('shows what a member sent, with the model and the member, as new', async () => {
    const sent = await t.request('POST', '/api/recommendations', {
      as: member,
      body: { modelId: model.id, description: 'More behind-the-scenes sets, please.' },
    });
    expect(sent.statusCode).toBe(201);
    const res = await list('?status=new');
    expect(res.statusCode).toBe(200);
    const found = res
      .json<AdminRecommendationListResponse>()
      .recommendations.find((r) => r.description === 'More behind-the-scenes sets, please.');
    expect(found).toEqual({
      id: expect.any(Number),
      description: 'More behind-the-scenes sets, please.',
      model: { id: model.id, name: 'Aurora Vale', slug: model.slug },
      user: { id: member.id, name: 'Morgan Member', email: member.email },
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      status: 'new',
      note: null,
      handledAt: null,
      handledBy: null,
    });
  });

  it('pages newest first (ties by id), 20 a page unless a limit is given, with the pagination block', async () => {
    // Later than anything else of this file: these three are the newest.
    const oldest = await recommendation('third newest', '2099-01-01T00:00:00.000Z');
    const tiedA = await recommendation('tied A', '2099-01-02T00:00:00.000Z');
    const tiedB = await recommendation('tied B', '2099-01-02T00:00:00.000Z');
    const { n } = await t.database.db
      .selectFrom('recommendations')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const total = Number(n);

    const first = (await list('?limit=2')).json<AdminRecommendationListResponse>();
    expect(first.recommendations.map((r) => r.id)).toEqual([tiedB, tiedA]);
    expect(first.pagination).toEqual({ page: 1, limit: 2, totalItems: total, totalPages: Math.ceil(total / 2) });
    const second = (await list('?limit=2&page=2')).json<AdminRecommendationListResponse>();
    expect(second.recommendations[0]?.id).toBe(oldest);
    expect((await list()).json<AdminRecommendationListResponse>().pagination.limit).toBe(20);
  });

  it('filters by status; status=all or none lists both', async () => {
    const open = await recommendation('still open');
    const done = await recommendation('already done');
    expect((await handle(done, { status: 'handled' })).statusCode).toBe(200);
    const ids = async (query: string) =>
      (await list(`${query}${query ? '&' : '?'}limit=100`))
        .json<AdminRecommendationListResponse>()
        .recommendations.map((r) => r.id);
    const fresh = await ids('?status=new');
    const handled = await ids('?status=handled');
    expect(fresh).toContain(open);
    expect(fresh).not.toContain(done);
    expect(handled).toContain(done);
    expect(handled).not.toContain(open);
    for (const query of ['', '?status=all']) expect(await ids(query)).toEqual(expect.arrayContaining([open, done]));
  });
});

describe('the recommendations inbox: handling', () => {
  it('marks handled with a note, says who and when, and writes it to the audit log', async () => {
    const id = await recommendation('Handle me');
    const res = await handle(id, { status: 'handled', note: '  Added to the shortlist.  ' });
    expect(res.statusCode).toBe(200);
    const body = res.json<AdminRecommendation>();
    expect(body).toMatchObject({
      id,
      status: 'handled',
      note: 'Added to the shortlist.',
      handledBy: { id: admin.id, name: 'Alex Admin' },
    });
    expect(Date.parse(body.handledAt!)).toBeGreaterThan(Date.now() - 60_000);

    const entries = await auditOf(id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ admin_id: admin.id, action: 'handle' });
    expect(JSON.parse(entries[0]!.details!)).toEqual({
      label: `Recommendation #${id}: Aurora Vale`,
      before: { status: 'new', note: null },
      after: { status: 'handled', note: 'Added to the shortlist.' },
    });
    // The admin audit log lists it under its kind.
    const log = await t.request('GET', '/api/admin/audit?entity=recommendation', { as: admin });
    expect(log.json<{ entries: { entityId: number; action: string }[] }>().entries).toContainEqual(
      expect.objectContaining({ entityId: id, action: 'handle' }),
    );
  });

  it('writes nothing for an update that changes nothing, and audits a reopening and a note change', async () => {
    const id = await recommendation('Back and forth');
    await handle(id, { status: 'handled', note: 'Done' });
    const handledAt = (await handle(id, { status: 'handled' })).json<AdminRecommendation>().handledAt;
    expect(await auditOf(id)).toHaveLength(1);

    const noted = (await handle(id, { status: 'handled', note: 'Done, model added' })).json<AdminRecommendation>();
    expect(noted).toMatchObject({ status: 'handled', note: 'Done, model added', handledAt });
    const reopened = (await handle(id, { status: 'new' })).json<AdminRecommendation>();
    expect(reopened).toMatchObject({ status: 'new', note: 'Done, model added', handledAt: null, handledBy: null });
    const cleared = (await handle(id, { status: 'new', note: '' })).json<AdminRecommendation>();
    expect(cleared.note).toBeNull();
    expect((await auditOf(id)).map((e) => e.action)).toEqual(['handle', 'note', 'reopen', 'note']);
  });

  it('rejects a bad body, id or query with a readable 400, and an unknown id with 404', async () => {
    const id = await recommendation('Validation');
    const cases: [unknown, RegExp][] = [
      [{}, /status must be one of: new, handled/],
      [{ status: 'done' }, /status must be one of: new, handled/],
      [{ status: 'handled', note: 'n'.repeat(2001) }, /note must be at most 2000 characters/],
      [{ status: 'handled', note: 42 }, /note must be text/],
      [{ status: 'handled', note: 'bad\u0000note' }, /note must not contain control characters/],
      [{ status: 'handled', description: 'rewritten' }, /Only status and note can be changed/],
    ];
    for (const [body, error] of cases) {
      const res = await handle(id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<{ error: string }>().error).toMatch(error);
    }
    expect((await handle('abc', { status: 'handled' })).statusCode).toBe(400);
    const missing = await handle(999_999, { status: 'handled' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ error: string }>().error).toBe('Recommendation not found');
    for (const [query, error] of [
      ['?status=closed', /status must be one of: new, handled, all/],
      ['?limit=0', /limit must be at least 1/],
      ['?page=241&limit=100', /page × limit must be at most/],
    ] as const) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json<{ error: string }>().error).toMatch(error);
    }
    expect(await auditOf(id)).toEqual([]);
  });

  it('keeps the recommendation new when the audit entry cannot be written (one transaction)', async () => {
    const { db, engine, transact } = t.database;
    const service = recommendationsAdminService({
      transact,
      recommendations: recommendationsRepository(db, engine),
      audit: writesThenFails(auditService({ audit: auditRepository(db) })),
    });
    const id = await recommendation('Rolled back');
    await expect(service.update(admin.viewer, id, { status: 'handled', note: 'x' })).rejects.toThrow('disk full');
    const row = await db
      .selectFrom('recommendations')
      .select(['status', 'note', 'handled_at', 'handled_by'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'new', note: null, handled_at: null, handled_by: null });
    expect(await auditOf(id)).toEqual([]);
  });
});

describe('the dashboard', () => {
  it('counts the new recommendations and contact messages from the rows', async () => {
    const stats = async () =>
      (await t.request('GET', '/api/admin/stats', { as: admin })).json<{
        inbox: { newRecommendations: number; newSupportMessages: number };
      }>().inbox;
    const count = async (table: 'recommendations' | 'support_messages') =>
      Number(
        (
          await t.database.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('status', '=', 'new')
            .executeTakeFirstOrThrow()
        ).n,
      );
    const id = await recommendation('Counted');
    const sent = await t.request('POST', '/api/support/messages', {
      ip: '10.41.0.1',
      body: { name: 'Robin', email: 'robin@example.test', subject: 'other', message: 'Hello' },
    });
    expect(sent.statusCode).toBe(201);
    const before = await stats();
    expect(before).toEqual({
      newRecommendations: await count('recommendations'),
      newSupportMessages: await count('support_messages'),
    });
    expect(before.newSupportMessages).toBeGreaterThan(0);
    await handle(id, { status: 'handled' });
    expect((await stats()).newRecommendations).toBe(before.newRecommendations - 1);
  });
});
