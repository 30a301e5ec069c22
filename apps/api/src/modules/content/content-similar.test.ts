import type { SimilarContentResponse } from '@packdex/shared/schemas';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { makeContent, makeModel, makeUser, type TestUser } from '../../../test/factories.ts';
import { tagSlug } from '../../lib/tag-slug.ts';

const t = useTestApp();

let n = 0;
/** Tags no other test uses. */
const fresh = (...names: string[]) => {
  n += 1;
  return names.map((name) => `${name}-${n}`);
};

const similarIds = async (id: number) => {
  const res = await t.request('GET', `/api/content/${id}/similar`);
  expect(res.statusCode).toBe(200);
  return (await t.json<SimilarContentResponse>(res)).contents.map((c) => c.id);
};

describe('GET /api/content/:id/similar', () => {
  it('lists items of other models sharing the most tags first, never the same model, hidden items or hidden models', async () => {
    const [a, b, c] = fresh('dune', 'cobalt', 'orchid');
    const model = await makeModel(t);
    const item = await makeContent(t, { model, tags: [a!, b!, c!] });
    await makeContent(t, { model, tags: [a!, b!, c!] }); // same model
    const one = await makeContent(t, { tags: [a!] });
    const three = await makeContent(t, { tags: [a!, b!, c!] });
    const two = await makeContent(t, { tags: [b!, c!, 'unrelated'] });
    const noModel = await makeContent(t, { model: null, tags: [a!, c!] });
    await makeContent(t, { tags: [a!, b!, c!], hidden: true });
    const hiddenModel = await makeModel(t, { hidden: true });
    await makeContent(t, { model: hiddenModel, tags: [a!, b!, c!] });

    // Two tags each: the newer first.
    expect(await similarIds(item.id)).toEqual([three.id, noModel.id, two.id, one.id]);
  });

  it('lists at most 12, and nothing for an item without tags', async () => {
    const [tag] = fresh('lagoon');
    const item = await makeContent(t, { tags: [tag!] });
    for (let i = 0; i < 14; i += 1) await makeContent(t, { tags: [tag!] });
    expect(await similarIds(item.id)).toHaveLength(12);
    expect(await similarIds((await makeContent(t, { tags: [] })).id)).toEqual([]);
  });

  it('answers 404 for an unknown or hidden item and 400 for a bad id', async () => {
    const hidden = await makeContent(t, { hidden: true });
    for (const id of [hidden.id, 987_654]) {
      const res = await t.request('GET', `/api/content/${id}/similar`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: 'Content not found' });
    }
    const bad = await t.request('GET', '/api/content/abc/similar');
    expect(bad.statusCode).toBe(400);
  });

  it('leaves out the items of the tags an account hides, for that account only', async () => {
    const [tag, grim] = fresh('harvest', 'grim');
    const item = await makeContent(t, { tags: [tag!] });
    const kept = await makeContent(t, { tags: [tag!] });
    const left = await makeContent(t, { tags: [tag!, grim!] });
    const shy = await makeUser(t);
    const added = await t.request('POST', '/api/account/tag-blacklist', { as: shy, body: { tag: tagSlug(grim!) } });
    expect(added.statusCode).toBe(200);
    const similar = async (as?: TestUser) =>
      (
        await t.json<SimilarContentResponse>(await t.request('GET', `/api/content/${item.id}/similar`, { as }))
      ).contents.map((c) => c.id);
    expect(await similar(shy)).toEqual([kept.id]);
    expect((await similar()).sort()).toEqual([kept.id, left.id].sort());
  });
});
