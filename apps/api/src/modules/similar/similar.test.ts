import type { SimilarModelsResponse } from '@packdex/shared/schemas';
import { describe, expect, it } from 'vitest';
import { clock } from '../../lib/clock.ts';
import { useTestApp } from '../../../test/build-test-app.ts';
import { makeContent, makeModel, makeUser, type TestModel } from '../../../test/factories.ts';
import { tagNamesFor } from '../../db/tags.ts';
import { jobLeases } from '../jobs/job-leases.repository.ts';
import { similarRepository } from './similar.repository.ts';
import { SIMILAR_REFRESH_MS, similarService } from './similar.service.ts';

const t = useTestApp();

/** The `models.similar` job's run, on the test app's database. */
const job = () =>
  similarService({ similar: similarRepository(t.database.db, t.database.engine), transact: t.database.transact });
/** Runs the job until nothing is due (each run takes a bounded batch). */
async function computeAll() {
  while ((await job().runDue(500)).computed > 0);
}

const similarTo = async (model: TestModel) => {
  const res = await t.request('GET', `/api/models/${model.slug}/similar`);
  expect(res.statusCode).toBe(200);
  return (await t.json<SimilarModelsResponse>(res)).models;
};
const ids = async (model: TestModel) => (await similarTo(model)).map((m) => m.id);

let n = 0;
/** Tags no other test uses. */
const fresh = (...names: string[]) => {
  n += 1;
  return names.map((name) => `${name}-${n}`);
};

async function like(model: TestModel, users: { id: number }[]) {
  await t.database.db
    .insertInto('likes')
    .values(users.map((u) => ({ user_id: u.id, model_id: model.id, created_at: new Date().toISOString() })))
    .execute();
}

/** Runs `work` while holding the job's lease, so the app's own schedule keeps off what it counts. */
async function holdingJob(work: () => Promise<void>) {
  const leases = jobLeases(t.database.db);
  const until = () => new Date(clock.millis() + 3600_000).toISOString();
  while (!(await leases.acquire('models.similar', 'test', clock.now().toISOString(), until())))
    await new Promise((resolve) => setTimeout(resolve, 50));
  try {
    await work();
  } finally {
    await leases.release('models.similar', 'test', clock.now().toISOString(), { outcome: 'ok', durationMs: 1 });
  }
}

describe('GET /api/models/:slug/similar', () => {
  it('ranks models sharing more tags first, and models liked by the same people above a single shared tag', async () => {
    const [a, b, c] = fresh('velvet', 'harbor', 'lantern');
    const source = await makeModel(t);
    const threeTags = await makeModel(t, { tags: [a!, b!, c!], views: 1 });
    const oneTag = await makeModel(t, { tags: [a!], views: 1_000 });
    const twoTags = await makeModel(t, { tags: [b!, c!] });
    const likedAlike = await makeModel(t, { tags: fresh('elsewhere') });
    const fans = [await makeUser(t), await makeUser(t), await makeUser(t)];
    await like(source, fans);
    await like(likedAlike, fans);
    // Its tags last: they make it due after the likes, whenever the app's own schedule ran before.
    await t.database.db
      .insertInto('model_tags')
      .values((await tagNamesFor([a!, b!, c!], true, t.database.db)).map((tag) => ({ model_id: source.id, tag })))
      .execute();
    await computeAll();

    const found = await similarTo(source);
    // 3 tags (9) > 2 tags (6) ≈ 3 people liking both (6, the older profile first) > 1 tag (3).
    expect(found.slice(0, 4).map((m) => m.id)).toEqual([threeTags.id, twoTags.id, likedAlike.id, oneTag.id]);
    // The models list's card shape.
    expect(found[0]).toMatchObject({ id: threeTags.id, slug: threeTags.slug, tags: [a, b, c].sort(), contents: 0 });
    expect(found.map((m) => m.id)).not.toContain(source.id);
  });

  it('never lists a hidden model, also one hidden after the list was computed', async () => {
    const [tag] = fresh('moonlit');
    const source = await makeModel(t, { tags: [tag!] });
    const shown = await makeModel(t, { tags: [tag!] });
    const later = await makeModel(t, { tags: [tag!] });
    const hidden = await makeModel(t, { tags: [tag!], hidden: true });
    await computeAll();
    const before = await ids(source);
    expect(before.slice(0, 2).sort()).toEqual([shown.id, later.id].sort());
    expect(before).not.toContain(hidden.id);

    await t.database.db
      .updateTable('models')
      .set({ hidden_at: new Date().toISOString() })
      .where('id', '=', later.id)
      .execute();
    // Read before any new computation: the read itself leaves it out.
    const after = await ids(source);
    expect(after).not.toContain(later.id);
    expect(after).toContain(shown.id);
    expect((await t.request('GET', `/api/models/${later.slug}/similar`)).statusCode).toBe(404);
  });

  it('lists at most 12', async () => {
    const [tag] = fresh('crowded');
    const source = await makeModel(t, { tags: [tag!] });
    for (let i = 0; i < 15; i += 1) await makeModel(t, { tags: [tag!] });
    await computeAll();
    expect(await ids(source)).toHaveLength(12);
  });

  it('answers 404 for an unknown slug and 400 for a slug with control characters', async () => {
    const missing = await t.request('GET', '/api/models/nobody-here-at-all/similar');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: 'Model not found' });
    const bad = await t.request('GET', `/api/models/${encodeURIComponent('a\u0007b')}/similar`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: string }>().error).toMatch(/slug/i);
  });

  it("refreshes a model's list through the job once its tags change", async () => {
    const [tag, other] = fresh('tidepool', 'ember');
    const source = await makeModel(t, { tags: [other!] });
    const match = await makeModel(t, { tags: [tag!] });
    await computeAll();
    expect(await ids(source)).not.toContain(match.id);

    // A tag added (as an admin's edit or a bulk edit writes it) makes the model due at once.
    const [name] = await tagNamesFor([tag!], true, t.database.db);
    await t.database.db.insertInto('model_tags').values({ model_id: source.id, tag: name! }).execute();
    expect(await ids(source)).not.toContain(match.id);
    await computeAll();
    expect((await ids(source))[0]).toBe(match.id);
  });

  it('makes a model due when a pack is added or removed, and each list again a day after it was computed', async () => {
    await holdingJob(async () => {
      const repo = similarRepository(t.database.db, t.database.engine);
      const model = await makeModel(t);
      await computeAll();
      const dueNow = () => repo.dueCount(clock.now().toISOString());
      expect(await dueNow()).toBe(0);
      const item = await makeContent(t, { model, tags: fresh('spark') });
      expect(await dueNow()).toBe(1);
      await computeAll();
      await t.database.db.deleteFrom('contents').where('id', '=', item.id).execute();
      expect(await dueNow()).toBe(1);
      await computeAll();
      expect(await dueNow()).toBe(0);
      try {
        clock.advance(SIMILAR_REFRESH_MS + 1000);
        expect(await dueNow()).toBeGreaterThan(1);
      } finally {
        clock.reset();
      }
    });
  });

  it('bounds a run by its batch and its time budget, leaving the rest due for the next run', async () => {
    await holdingJob(async () => {
      await computeAll();
      for (let i = 0; i < 3; i += 1) await makeModel(t, { tags: fresh('queue') });
      // A budget already spent after the first model: one per run.
      expect((await job().runDue(500, 0)).computed).toBe(1);
      expect((await job().runDue(1, 60_000)).computed).toBe(1);
      expect((await job().runDue(500, 60_000)).computed).toBe(1);
      expect((await job().runDue(500, 60_000)).computed).toBe(0);
    });
  });

  it('keeps a model due when it changes while its list is being computed', async () => {
    const repo = similarRepository(t.database.db, t.database.engine);
    const model = await makeModel(t, { tags: fresh('racing') });
    const [row] = (await repo.dueBatch(clock.now().toISOString(), 1000)).filter((d) => d.model_id === model.id);
    await t.database.db.updateTable('models').set({ hair_color: 'red' }).where('id', '=', model.id).execute();
    const stored = await t.database.transact((trx) =>
      repo.store(model.id, row!.version, [], new Date(clock.millis() + SIMILAR_REFRESH_MS).toISOString(), trx),
    );
    expect(stored.stored).toBe(false);
    const due = await repo.dueBatch(clock.now().toISOString(), 1000);
    expect(due.map((d) => d.model_id)).toContain(model.id);
  });
});
