import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { makeUser, type TestUser } from '../../../test/factories.ts';

// Model aliases (issue 36): stored with the model, shown on the profile, matched by search and
// suggestions through the full-text index, and carried by imports and exports.
const t = useTestApp();
let admin: TestUser;
let seq = 0;

beforeAll(async () => {
  admin = await makeUser(t, { admin: true });
});

const body = (o: Record<string, unknown> = {}) => ({
  model_id: `ALIAS-${Date.now()}-${(seq += 1)}`,
  name: `Alias Model ${seq}`,
  photoUrl: 'https://img.example.test/p.webp',
  ...o,
});

async function create(o: Record<string, unknown>) {
  const res = await t.request('POST', '/api/models', { as: admin, body: body(o) });
  expect(res.statusCode, res.body).toBe(201);
  return t.json<{ id: number; slug: string; model_id: string; aliases: string[] }>(res);
}

const listed = async (search: string) =>
  (
    await t.json<{ models: { name: string }[] }>(
      await t.request('GET', `/api/models?search=${encodeURIComponent(search)}`),
    )
  ).models.map((m) => m.name);

const suggested = async (q: string) =>
  (await t.request('GET', `/api/search/suggestions?q=${encodeURIComponent(q)}`)).json<{
    suggestions: { kind: string; label: string; alias?: string }[];
  }>().suggestions;

describe('model aliases', () => {
  it('are cleaned like tags, kept in order and shown on the profile', async () => {
    const created = await create({ name: 'Quilla Thorne', aliases: ' Q. Thorne, Quill,, Quill ' });
    expect(created.aliases).toEqual(['Q. Thorne', 'Quill']);
    const profile = await t.json<{ aliases: string[] }>(await t.request('GET', `/api/models/${created.slug}`));
    expect(profile.aliases).toEqual(['Q. Thorne', 'Quill']);
  });

  it('find the model in search and suggestions, and stop doing so once removed', async () => {
    const created = await create({ name: 'Marisol Vent', aliases: ['Zephyrine Koss'] });
    expect(await listed('zephyrine')).toEqual(['Marisol Vent']);
    expect(await listed('koss zeph')).toEqual(['Marisol Vent']);
    expect(await suggested('zephyr')).toEqual([
      expect.objectContaining({ kind: 'model', label: 'Marisol Vent', alias: 'Zephyrine Koss' }),
    ]);
    // Found by the name, no alias is named.
    expect((await suggested('marisol'))[0]).not.toHaveProperty('alias');

    const res = await t.request('PUT', `/api/models/${created.id}`, {
      as: admin,
      body: { ...body({ model_id: created.model_id, name: 'Marisol Vent' }), aliases: [] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await listed('zephyrine')).toEqual([]);
    expect(await suggested('zephyr')).toEqual([]);
    expect(await listed('marisol')).toEqual(['Marisol Vent']);
  });

  it('are not found on a hidden model', async () => {
    const created = await create({ name: 'Oriel Dane', aliases: 'Xanthippe Roe' });
    await t.database.db
      .updateTable('models')
      .set({ hidden_at: new Date().toISOString() })
      .where('id', '=', created.id)
      .execute();
    expect(await listed('xanthippe')).toEqual([]);
    expect(await suggested('xanthippe')).toEqual([]);
  });

  it.each([
    [{ aliases: 'x'.repeat(121) }, 'An alias is at most 120 characters'],
    [{ aliases: Array.from({ length: 21 }, (_, i) => `Alias ${i}`) }, 'At most 20 aliases'],
    [{ aliases: [42] }, 'Aliases must be a list or comma-separated text'],
    [{ aliases: 7 }, 'Aliases must be a list or comma-separated text'],
    [{ aliases: ['Bad\u0007Bell'] }, 'Alias must not contain control characters'],
  ])('refuses %j with a 400 naming the problem', async (change, error) => {
    const res = await t.request('POST', '/api/models', { as: admin, body: body(change) });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toContain(error);
  });
});

describe('aliases in imports and exports', () => {
  const send = (file: string, type: string) =>
    t.request('POST', '/api/admin/imports?dryRun=false', {
      as: admin,
      body: file,
      headers: { 'content-type': type },
    });

  it('reads a comma-separated CSV column and a JSON array; the same file again changes nothing', async () => {
    const csv =
      'kind,model_id,name,photoUrl,aliases\n' +
      'model,imp-alias-1,Tamsin Reed,https://img.example.test/t.webp,"Tam Reed, Trixie Blue"\n';
    const first = await send(csv, 'text/csv');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ created: 1, refused: [] });
    expect((await send(csv, 'text/csv')).json()).toMatchObject({ created: 0, updated: 0, unchanged: 1 });

    const ndjson = `${JSON.stringify({ kind: 'model', model_id: 'imp-alias-1', name: 'Tamsin Reed', photoUrl: 'https://img.example.test/t.webp', aliases: ['Tam Reed'] })}\n`;
    expect((await send(ndjson, 'application/x-ndjson')).json()).toMatchObject({ updated: 1, refused: [] });
    expect(await listed('tam reed')).toEqual(['Tamsin Reed']);
    expect(await listed('trixie')).toEqual([]);

    const bad = `${JSON.stringify({ kind: 'model', model_id: 'imp-alias-2', name: 'Ula Fenn', photoUrl: 'https://img.example.test/u.webp', aliases: [5] })}\n`;
    expect((await send(bad, 'application/x-ndjson')).json().refused).toEqual([
      { row: 1, field: 'aliases', error: 'Aliases must be a list or comma-separated text' },
    ]);
  });

  it('writes them out in both formats, so an export imports back unchanged', async () => {
    await create({ model_id: 'exp-alias-1', name: 'Vesna Holt', aliases: ['Vee Holt', 'V. H.'] });
    const csv = (await t.request('GET', '/api/admin/exports?format=csv', { as: admin })).body;
    const header = csv.split('\n')[0]!.split(',');
    expect(header).toContain('aliases');
    expect(csv).toContain('"Vee Holt,V. H."');
    const ndjson = (await t.request('GET', '/api/admin/exports?format=ndjson', { as: admin })).body;
    const line = ndjson.split('\n').find((l) => l.includes('exp-alias-1'))!;
    expect(JSON.parse(line)).toMatchObject({ aliases: ['Vee Holt', 'V. H.'] });
    expect((await send(csv, 'text/csv')).json()).toMatchObject({ created: 0, updated: 0, refused: [] });
  });
});
