import type { BannedTerm } from '@packdex/shared/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { makeContent, makeModel, makeUser, type TestModel, type TestUser } from '../../../test/factories.ts';

const t = useTestApp();
let admin: TestUser;
let member: TestUser;
let model: TestModel;
let seq = 0;

beforeAll(async () => {
  admin = await makeUser(t, { admin: true });
  member = await makeUser(t, { verified: true });
  model = await makeModel(t, { name: 'Juniper Vale' });
});

const contentBody = (o: Record<string, unknown> = {}) => ({
  title: `Harbor Lights ${(seq += 1)}`,
  url: `https://files.example.test/d/harbor-${seq}`,
  thumbnailUrl: 'https://img.example.test/t.webp',
  type: 'video',
  tags: 'night, city',
  model_id: model.id,
  info: { images: 12, videos: 2, size: 2_500_000 },
  ...o,
});
const modelBody = (o: Record<string, unknown> = {}) => ({
  model_id: `BT-${Date.now()}-${(seq += 1)}`,
  name: `Form Model ${seq}`,
  photoUrl: 'https://img.example.test/p.webp',
  ...o,
});
const terms = async () =>
  (await t.request('GET', '/api/admin/banned-terms', { as: admin })).json<{ terms: BannedTerm[] }>().terms;
const auditOf = (action: string) =>
  t.database.db.selectFrom('admin_audit_log').selectAll().where('action', '=', action).execute();

describe('the banned terms list', () => {
  it('is seeded with terms that suggest minors or non-consent', async () => {
    const list = (await terms()).map((x) => x.term);
    expect(list).toEqual(expect.arrayContaining(['underage', 'schoolgirl', 'non-consensual', 'hidden cam']));
  });

  it('is for admins only: 401 signed out, 403 for a member, on every call', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/banned-terms'],
      ['POST', '/api/admin/banned-terms'],
      ['DELETE', '/api/admin/banned-terms/1'],
    ] as const) {
      expect((await t.request(method, url, { body: { term: 'x' } })).statusCode).toBe(401);
      expect((await t.request(method, url, { as: member, body: { term: 'x' } })).statusCode).toBe(403);
    }
  });

  it('adds a term (lower-cased, audited), refuses a duplicate or an empty one, and deletes it (audited)', async () => {
    const res = await t.request('POST', '/api/admin/banned-terms', { as: admin, body: { term: '  Quokka  Pouch ' } });
    expect(res.statusCode, res.body).toBe(201);
    const added = res.json<BannedTerm>();
    expect(added.term).toBe('quokka pouch');
    expect(
      (await t.request('POST', '/api/admin/banned-terms', { as: admin, body: { term: 'quokka pouch' } })).json(),
    ).toMatchObject({ error: '"quokka pouch" is already banned' });
    expect((await t.request('POST', '/api/admin/banned-terms', { as: admin, body: { term: '' } })).statusCode).toBe(
      400,
    );
    expect(
      (await t.request('POST', '/api/admin/banned-terms', { as: admin, body: { term: '!!' } })).json(),
    ).toMatchObject({ error: 'A banned term needs at least one letter' });
    expect((await auditOf('banned_term.add')).some((r) => r.entity_id === added.id)).toBe(true);

    expect((await t.request('DELETE', `/api/admin/banned-terms/${added.id}`, { as: admin })).statusCode).toBe(200);
    expect((await terms()).some((x) => x.id === added.id)).toBe(false);
    expect((await auditOf('banned_term.delete')).some((r) => r.entity_id === added.id)).toBe(true);
    expect((await t.request('DELETE', `/api/admin/banned-terms/${added.id}`, { as: admin })).statusCode).toBe(404);
  });
});

describe('refusing banned terms in the catalogue', () => {
  it.each([
    [{ title: 'Sunny Schoolgirl day' }, 'The title contains the banned term "schoolgirl"'],
    [{ title: 'Beach U-N-D-E-R-A-G-E' }, 'The title contains the banned term "underage"'],
    [{ tags: 'beach, hidden_cam' }, 'The tag "hidden_cam" contains the banned term "hidden cam"'],
  ])('refuses content %j with a 400 naming the term', async (change, error) => {
    const res = await t.request('POST', '/api/content', { as: admin, body: contentBody(change) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error });
  });

  it('refuses the same on an edit', async () => {
    const item = await makeContent(t, { model });
    const res = await t.request('PUT', `/api/content/${item.id}`, {
      as: admin,
      body: contentBody({ title: 'Jailbait' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'The title contains the banned term "jailbait"' });
  });

  it.each([
    [{ name: 'Lolita Grey' }, 'The name contains the banned term "lolita"'],
    [{ bio: 'Likes the NON CONSENT genre' }, 'The bio contains the banned term "non consent"'],
    [{ tags: ['preteen'] }, 'The tag "preteen" contains the banned term "preteen"'],
    [{ aliases: 'Rae Vance, Little Lolita' }, 'The alias "Little Lolita" contains the banned term "lolita"'],
  ])('refuses a model %j with a 400 naming the term', async (change, error) => {
    const res = await t.request('POST', '/api/models', { as: admin, body: modelBody(change) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error });
  });

  it('allows words that only contain a term ("minority", "children\'s choir")', async () => {
    const res = await t.request('POST', '/api/content', {
      as: admin,
      body: contentBody({ title: "Minority view of the children's choir" }),
    });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('applies a term added or removed by an admin at once (the cached list is dropped)', async () => {
    const title = 'Wombat Parade';
    const added = (
      await t.request('POST', '/api/admin/banned-terms', { as: admin, body: { term: 'wombat' } })
    ).json<BannedTerm>();
    const refused = await t.request('POST', '/api/content', { as: admin, body: contentBody({ title }) });
    expect(refused.json()).toMatchObject({ error: 'The title contains the banned term "wombat"' });
    await t.request('DELETE', `/api/admin/banned-terms/${added.id}`, { as: admin });
    expect((await t.request('POST', '/api/content', { as: admin, body: contentBody({ title }) })).statusCode).toBe(201);
  });
});

describe('searching for a banned term', () => {
  it('finds nothing in content, models and suggestions, even where a match exists', async () => {
    const named = await makeModel(t, { name: 'Forced Perspective' });
    await makeContent(t, { model: named, title: 'Forced Perspective Gallery' });
    // The same words with no banned term find the rows: the empty answers below are the ban's.
    const found = await t.json(await t.request('GET', '/api/content?search=perspective'));
    expect(found.contents.length).toBeGreaterThan(0);

    const contents = await t.json(await t.request('GET', '/api/content?search=forced%20perspective'));
    expect(contents).toMatchObject({ contents: [], pagination: { totalItems: 0 } });
    const models = await t.json(await t.request('GET', '/api/models?search=F0RCED'));
    expect(models).toMatchObject({ models: [], pagination: { totalItems: 0 } });
    const suggestions = await t.request('GET', '/api/search/suggestions?q=forced');
    expect(suggestions.json()).toEqual({ suggestions: [] });
    expect((await t.request('GET', '/api/search/suggestions?q=perspective')).json().suggestions).not.toEqual([]);
  });
});
