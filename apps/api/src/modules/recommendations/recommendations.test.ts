import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { makeModel, makeUser, type TestModel, type TestUser } from '../../../test/factories.ts';
import { targetFinder } from '../../lib/targets.ts';
import { modelsRepository } from '../models/models.repository.ts';
import { recommendationsRepository } from './recommendations.repository.ts';
import { monthStart, recommendationsService } from './recommendations.service.ts';

const t = useTestApp();

let model: TestModel;
beforeAll(async () => {
  model = await makeModel(t);
});

const remaining = (as?: TestUser) => t.request('GET', '/api/recommendations/remaining', { as });
const recommend = (as: TestUser | undefined, body: object) =>
  t.request('POST', '/api/recommendations', { as, body: { modelId: model.id, description: 'Great creator', ...body } });

describe('recommendations', () => {
  it('are for premium members: 401 for visitors, 403 for free, lapsed and non-premium admin accounts', async () => {
    expect((await remaining()).statusCode).toBe(401);
    const free = await makeUser(t, { verified: true });
    const lapsed = await makeUser(t, { verified: true, premium: new Date(Date.now() - 1000) });
    const admin = await makeUser(t, { verified: true, admin: true });
    for (const user of [free, lapsed, admin]) {
      expect((await remaining(user)).statusCode).toBe(403);
      expect((await recommend(user, {})).statusCode).toBe(403);
    }
    const premiumAdmin = await makeUser(t, { verified: true, admin: true, premium: true });
    expect((await remaining(premiumAdmin)).json()).toEqual({ remaining: 2 });
  });

  it('allow 2 per month, then answer 429 with the limit text', async () => {
    const member = await makeUser(t, { verified: true, premium: true });
    expect((await remaining(member)).json()).toEqual({ remaining: 2 });
    const first = await recommend(member, { description: '  Great creator  ' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ success: true, remaining: 1 });
    expect((await recommend(member, { description: 'Again' })).json()).toEqual({ success: true, remaining: 0 });
    const third = await recommend(member, { description: 'Third' });
    expect(third.statusCode).toBe(429);
    expect(third.json<{ error: string }>().error).toBe(
      'You have reached your monthly recommendation limit of 2 recommendations.',
    );
    expect((await remaining(member)).json()).toEqual({ remaining: 0 });
  });

  it('need a known, visible model and a description of 1 to 500 characters', async () => {
    const member = await makeUser(t, { verified: true, premium: true });
    const hidden = await makeModel(t, { hidden: true });
    expect((await recommend(member, { modelId: 999999 })).statusCode).toBe(404);
    expect((await recommend(member, { modelId: hidden.id })).statusCode).toBe(404);
    for (const body of [{ description: '   ' }, { description: 'd'.repeat(501) }, { modelId: undefined }])
      expect((await recommend(member, body)).statusCode).toBe(400);
  });
});

describe('the monthly recommendation quota (recommendations service)', () => {
  const service = () => {
    const { db, engine, transact } = t.database;
    const models = modelsRepository(db, engine);
    const repo = recommendationsRepository(db, engine);
    return {
      repo,
      recommendations: recommendationsService({
        transact,
        recommendations: repo,
        findTarget: targetFinder({
          visibleContent: () => Promise.resolve(undefined),
          visibleModel: (id) => models.findRef(id),
        }),
      }),
    };
  };

  it('counts only this calendar month: last month’s recommendations leave the quota whole', async () => {
    const { repo, recommendations } = service();
    const member = await makeUser(t, { verified: true, premium: true });
    const lastMonth = new Date(new Date(monthStart()).getTime() - 1000).toISOString();
    for (const description of ['old one', 'old two'])
      await repo.insert({ userId: member.id, modelId: model.id, description, at: lastMonth });
    expect(await recommendations.remaining(member.viewer)).toBe(2);
    expect(await recommendations.create(member.viewer, { modelId: model.id, description: 'new' })).toBe(1);
  });

  it('lets no third recommendation through even when requests race', async () => {
    const { repo, recommendations } = service();
    const member = await makeUser(t, { verified: true, premium: true });
    const results = await Promise.allSettled(
      Array.from({ length: 4 }, (_, i) =>
        recommendations.create(member.viewer, { modelId: model.id, description: `${i}` }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
    expect(await repo.countSince(member.id, monthStart())).toBe(2);
  });

  it('accepts exactly the quota of 2 out of 10 parallel requests (each on its own connection)', async () => {
    const member = await makeUser(t, { verified: true, premium: true });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => recommend(member, { description: `race ${i}` })),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([201, 201, ...Array<number>(8).fill(429)]);
    expect(answers.filter((a) => a.statusCode === 429).every((a) => a.json<{ code: string }>().code)).toBe(true);
    const rows = await t.database.db
      .selectFrom('recommendations')
      .select('id')
      .where('user_id', '=', member.id)
      .execute();
    expect(rows).toHaveLength(2);
  });

  it('starts each month on the 1st, in UTC', () => {
    expect(monthStart(new Date('2026-03-31T23:59:59Z'))).toBe('2026-03-01T00:00:00.000Z');
    expect(monthStart(new Date('2026-04-01T00:00:00Z'))).toBe('2026-04-01T00:00:00.000Z');
  });
});
