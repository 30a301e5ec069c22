import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { modelBody } from '@packdex/shared/schemas/catalogue-admin';
import { useTestApp } from '../../../test/build-test-app.ts';
import { writesThenFails } from '../../../test/failing-audit.ts';
import { makeContent, makeModel, makeUser, type TestUser } from '../../../test/factories.ts';
import { auditRepository } from '../audit/audit.repository.ts';
import { auditService } from '../audit/audit.service.ts';
import { contentRepository } from '../content/content.repository.ts';
import { modelsAdminService } from './models-admin.service.ts';
import { modelsRepository } from './models.repository.ts';
import { picturesRepository } from '../pictures/pictures.repository.ts';
import { picturesFromConfig } from '../pictures/pictures.setup.ts';

const t = useTestApp();
let admin: TestUser;
let user: TestUser;
let seq = 0;

beforeAll(async () => {
  admin = await makeUser(t, { admin: true });
  user = await makeUser(t, { verified: true });
});

const body = (o: Record<string, unknown> = {}) => ({
  model_id: `ADM-${Date.now()}-${(seq += 1)}`,
  name: `Form Model ${seq}`,
  photoUrl: 'https://img.example.test/p.webp',
  ...o,
});

async function auditRows(entity: string, entityId?: number) {
  let q = t.database.db.selectFrom('admin_audit_log').selectAll().where('entity', '=', entity);
  if (entityId !== undefined) q = q.where('entity_id', '=', entityId);
  return q.execute();
}

async function create(o: Record<string, unknown> = {}) {
  const res = await t.request('POST', '/api/models', { as: admin, body: body(o) });
  expect(res.statusCode, res.body).toBe(201);
  return t.json<{ id: number; slug: string; model_id: string; name: string; tags: string[] }>(res);
}

function upload(as: TestUser | undefined, bytes: Buffer) {
  const boundary = `----packdex${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`;
  return t.app.inject({
    method: 'POST',
    url: '/api/models/photo',
    headers: { ...as?.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
}

describe('admin model and content endpoints: access', () => {
  const calls: [method: 'POST' | 'PUT' | 'DELETE', url: string][] = [
    ['POST', '/api/models'],
    ['PUT', '/api/models/1'],
    ['DELETE', '/api/models/1'],
    ['POST', '/api/models/photo'],
    ['POST', '/api/content'],
    ['PUT', '/api/content/1'],
    ['DELETE', '/api/content/1'],
  ];
  it.each(calls)('%s %s answers 401 to visitors and 403 to users, before reading the body', async (method, url) => {
    const visitor = await t.request(method, url, { body: {} });
    expect([visitor.statusCode, visitor.json<{ code: string }>().code]).toEqual([401, 'UNAUTHORIZED']);
    const member = await t.request(method, url, { as: user, body: {} });
    expect([member.statusCode, member.json<{ code: string }>().code]).toEqual([403, 'FORBIDDEN']);
  });
});

describe('POST /api/models', () => {
  it('creates a model with a slug from its name, trimmed tags, and an audit entry', async () => {
    const created = await create({ name: 'Avery Stone', tags: ' cosplayer, GAMER,, cosplayer ', age: 24, height: 170 });
    expect(created).toMatchObject({ slug: 'avery-stone', name: 'Avery Stone', tags: ['GAMER', 'cosplayer'] });
    const entries = await auditRows('model', created.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ admin_id: admin.id, action: 'create' });
    expect(JSON.parse(entries[0]!.details!)).toMatchObject({ before: null, after: { name: 'Avery Stone', age: 24 } });
    const profile = await t.request('GET', `/api/models/${created.slug}`);
    expect(profile.statusCode).toBe(200);
  });

  it.each([
    [{ model_id: '' }, /Model ID is required/],
    [{ model_id: undefined }, /Model ID is required/],
    [{ name: '  ' }, /Name is required/],
    [{ photoUrl: undefined }, /Photo is required/],
    [{ photoUrl: 'javascript:alert(1)' }, /Photo must be an http\(s\) URL/],
    [{ photoUrl: 'data:image/png;base64,AAAA' }, /Photo must be an http\(s\) URL/],
    [{ photoUrl: 'ftp://img.example.test/p.png' }, /Photo must be an http\(s\) URL/],
    [{ photoUrl: '/uploads/../secret' }, /Photo must be an http\(s\) URL/],
    [{ age: 17 }, /Age must be at least 18/],
    [{ age: 21.5 }, /Age must be a whole number/],
    [{ age: '21' }, /Age must be a number/],
    [{ height: 170.2 }, /Height must be a whole number/],
    [{ weight: '55' }, /Weight must be a number/],
    [{ birthDate: '12/05/1990' }, /Birth date must be a date/],
    [{ birthDate: '2999-01-01' }, /Birth date must not be in the future/],
    [{ birthDate: `${new Date().getUTCFullYear() - 10}-01-01` }, /at least 18/],
    [{ ethnicity: 'martian' }, /Ethnicity must be one of/],
    [{ tags: [1, 2] }, /tag must be text|Tags must be/],
    [{ slug: '!!!' }, /Slug must contain letters or digits/],
  ])('rejects %j with a readable 400 and writes nothing', async (change, message) => {
    const before = (await auditRows('model')).length;
    const res = await t.request('POST', '/api/models', { as: admin, body: body(change) });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string; code: string }>().error).toMatch(message);
    expect((await auditRows('model')).length).toBe(before);
  });

  it('accepts a photo this site stored under /uploads/', async () => {
    expect((await create({ photoUrl: '/uploads/models/0123abcd.webp' })).id).toBeGreaterThan(0);
  });

  it('answers 409 for a model_id already used, and writes no audit entry', async () => {
    const first = await create();
    const before = (await auditRows('model')).length;
    const res = await t.request('POST', '/api/models', { as: admin, body: body({ model_id: first.model_id }) });
    expect(res.statusCode).toBe(409);
    // Named as the admin form labels the field.
    expect(res.json()).toMatchObject({
      code: 'CONFLICT',
      error: `Model ID ${first.model_id} is already used by another model`,
    });
    expect((await auditRows('model')).length).toBe(before);
  });

  it('keeps slugs unique: the same name gets -2, a chosen slug already used is a 409', async () => {
    const a = await create({ name: 'Twin Name' });
    const b = await create({ name: 'Twin Name' });
    expect([a.slug, b.slug]).toEqual(['twin-name', 'twin-name-2']);
    const taken = await t.request('POST', '/api/models', { as: admin, body: body({ slug: 'Twin Name' }) });
    expect(taken.statusCode).toBe(409);
  });

  it('gives parallel creates of one name distinct slugs, and parallel creates of one model_id one 201 and 409s (never a 500)', async () => {
    const names = await Promise.all(
      Array.from({ length: 6 }, () =>
        t.request('POST', '/api/models', { as: admin, body: body({ name: 'Rush Hour' }) }),
      ),
    );
    expect(names.map((r) => r.statusCode)).toEqual(Array(6).fill(201));
    const slugs = await Promise.all(names.map(async (r) => (await t.json<{ slug: string }>(r)).slug));
    expect(new Set(slugs).size).toBe(6);

    const sameId = `RACE-${Date.now()}`;
    const ids = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.request('POST', '/api/models', { as: admin, body: body({ model_id: sameId }) }),
      ),
    );
    expect(ids.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
  });
});

describe('PUT /api/models/{id}', () => {
  it('changes every field, keeps the slug unless a new one is typed, and records before and after', async () => {
    const m = await create({ name: 'Before Name', tags: ['a'] });
    const res = await t.request('PUT', `/api/models/${m.id}`, {
      as: admin,
      body: body({ model_id: m.model_id, name: 'After Name', tags: 'b, c', bio: 'New bio', birthDate: '1995-04-02' }),
    });
    expect(res.statusCode).toBe(200);
    expect(await t.json(res)).toMatchObject({
      slug: m.slug,
      name: 'After Name',
      tags: ['b', 'c'],
      bio: 'New bio',
      birthDate: '1995-04-02',
    });
    const [entry] = (await auditRows('model', m.id)).filter((e) => e.action === 'update');
    expect(JSON.parse(entry!.details!)).toMatchObject({
      before: { name: 'Before Name', tags: ['a'] },
      after: { name: 'After Name', tags: ['b', 'c'] },
    });

    const moved = await t.request('PUT', `/api/models/${m.id}`, {
      as: admin,
      body: body({ model_id: m.model_id, name: 'After Name', slug: 'after-name-profile' }),
    });
    expect((await t.json<{ slug: string }>(moved)).slug).toBe('after-name-profile');
  });

  it('lets content search find items by the new model name after a rename', async () => {
    const m = await create({ name: 'Oldname Person' });
    await t.request('POST', '/api/content', {
      as: admin,
      body: { title: 'Seaside Set', url: 'https://files.example.test/d/s', model_id: m.id },
    });
    await t.request('PUT', `/api/models/${m.id}`, {
      as: admin,
      body: body({ model_id: m.model_id, name: 'Newname Person' }),
    });
    const found = await t.json<{ contents: { title: string }[] }>(
      await t.request('GET', '/api/content?search=newname'),
    );
    expect(found.contents.map((c) => c.title)).toEqual(['Seaside Set']);
    const stale = await t.json<{ contents: unknown[] }>(await t.request('GET', '/api/content?search=oldname'));
    expect(stale.contents).toEqual([]);
  });

  it('answers 409 for another model’s model_id, 404 for an unknown model, 400 for a bad id, writing nothing', async () => {
    const [a, b] = [await create(), await create()];
    const before = (await auditRows('model')).length;
    const dup = await t.request('PUT', `/api/models/${b.id}`, { as: admin, body: body({ model_id: a.model_id }) });
    expect(dup.statusCode).toBe(409);
    expect((await t.request('PUT', '/api/models/999999', { as: admin, body: body() })).statusCode).toBe(404);
    expect((await t.request('PUT', '/api/models/abc', { as: admin, body: body() })).statusCode).toBe(400);
    expect((await auditRows('model')).length).toBe(before);
  });
});

describe('DELETE /api/models/{id}', () => {
  it('refuses a model that still has content with a 409 naming the count, and deletes nothing', async () => {
    const m = await makeModel(t);
    await makeContent(t, { model: m });
    await makeContent(t, { model: m, hidden: true });
    const res = await t.request('DELETE', `/api/models/${m.id}`, { as: admin });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ error: string }>().error).toMatch(/still has 2 content items/);
    expect(
      await t.database.db.selectFrom('models').select('id').where('id', '=', m.id).executeTakeFirst(),
    ).toBeTruthy();
    expect(await auditRows('model', m.id)).toEqual([]);
  });

  it('deletes a model without content, records it, and answers 404 afterwards', async () => {
    const m = await create({ name: 'Short Lived' });
    const res = await t.request('DELETE', `/api/models/${m.id}`, { as: admin });
    expect(res.statusCode).toBe(200);
    expect((await t.request('GET', `/api/models/${m.slug}`)).statusCode).toBe(404);
    const entry = (await auditRows('model', m.id)).find((e) => e.action === 'delete');
    expect(JSON.parse(entry!.details!)).toMatchObject({ before: { name: 'Short Lived' }, after: null });
    expect((await t.request('DELETE', `/api/models/${m.id}`, { as: admin })).statusCode).toBe(404);
  });
});

describe('GET /api/models?includeHidden=true', () => {
  it('lists models hidden by a report to admins, marked, and refuses it to others', async () => {
    const hidden = await makeModel(t, { name: 'Veiled Person', hidden: true });
    const res = await t.request('GET', '/api/models?includeHidden=true&search=veiled', { as: admin });
    expect((await t.json<{ models: unknown[] }>(res)).models).toEqual([
      expect.objectContaining({ id: hidden.id, hidden: true }),
    ]);
    expect((await t.request('GET', '/api/models?includeHidden=true')).statusCode).toBe(403);
    expect((await t.request('GET', '/api/models?includeHidden=true', { as: user })).statusCode).toBe(403);
  });
});

describe('POST /api/models/photo', () => {
  it('stores an image as WebP under /uploads/pictures/, usable as the photoUrl, and deletes it once replaced', async () => {
    const png = await sharp({ create: { width: 60, height: 90, channels: 3, background: '#36c' } })
      .png()
      .toBuffer();
    const res = await upload(admin, png);
    expect(res.statusCode).toBe(201);
    const { photoUrl } = await t.json<{ photoUrl: string }>(res);
    expect(photoUrl).toMatch(/^\/uploads\/pictures\/[0-9a-f]{32}\/main\.webp$/);
    const meta = await sharp((await t.request('GET', photoUrl)).rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 60, 90]);

    const m = await create({ photoUrl });
    const other = await create();
    await t.request('PUT', `/api/models/${m.id}`, {
      as: admin,
      body: body({ model_id: m.model_id, photoUrl: 'https://img.example.test/n.webp' }),
    });
    expect(existsSync(path.join(t.config.uploadsDir, photoUrl.replace('/uploads/', '')))).toBe(false);
    expect(other.id).toBeGreaterThan(0);
  });

  it('refuses a file that is not an image (415) or over 5 MB (413)', async () => {
    const text = await upload(admin, Buffer.from('not an image at all'));
    expect([text.statusCode, text.json<{ error: string }>().error]).toEqual([415, 'Please select only image files.']);
    const big = await upload(admin, Buffer.alloc(6 * 1024 * 1024, 1));
    expect([big.statusCode, big.json<{ error: string }>().error]).toEqual([413, 'Image must be no larger than 5MB.']);
  });
});

describe('the audit entry shares the change’s transaction', () => {
  // The entry is written, then the change fails: both must roll back together.
  const failing = () => {
    const { db, engine, transact } = t.database;
    return modelsAdminService({
      transact,
      models: modelsRepository(db, engine),
      content: contentRepository(db, engine),
      uploadsDir: t.config.uploadsDir,
      pictures: picturesFromConfig(t.config, picturesRepository(db), () => Promise.resolve()),
      fetchQueued: () => undefined,
      audit: writesThenFails(auditService({ audit: auditRepository(db) })),
    });
  };
  const stored = (id: number) =>
    t.database.db.selectFrom('models').select(['name', 'age', 'slug']).where('id', '=', id).executeTakeFirst();
  const tagsOf = async (id: number) =>
    (
      await t.database.db.selectFrom('model_tags').select('tag').where('model_id', '=', id).orderBy('tag').execute()
    ).map((r) => r.tag);

  it('stores no model and no audit entry when a create fails', async () => {
    const input = modelBody.parse(body({ name: 'Never Created', tags: 'x' }));
    const before = (await auditRows('model')).length;
    await expect(failing().create(admin.viewer, input)).rejects.toThrow('disk full');
    const rows = await t.database.db.selectFrom('models').select('id').where('model_id', '=', input.model_id).execute();
    expect(rows).toEqual([]);
    expect((await auditRows('model')).length).toBe(before);
  });

  it('keeps the model, its tags and its content’s search text, with no new audit entry, when an update fails', async () => {
    const m = await create({ name: 'Steady Name', age: 30, tags: ['kept'] });
    const item = await makeContent(t, { model: { id: m.id, slug: m.slug, name: m.name }, title: 'Steady Pack' });
    const searchText = () =>
      t.database.db.selectFrom('contents').select('search_text').where('id', '=', item.id).executeTakeFirstOrThrow();
    const textBefore = await searchText();
    const input = modelBody.parse(
      body({ model_id: m.model_id, name: 'Changed Name', age: 40, tags: 'new', slug: 'moved' }),
    );
    await expect(failing().update(admin.viewer, m.id, input)).rejects.toThrow('disk full');
    expect(await stored(m.id)).toEqual({ name: 'Steady Name', age: 30, slug: m.slug });
    expect(await tagsOf(m.id)).toEqual(['kept']);
    expect(await searchText()).toEqual(textBefore);
    expect((await auditRows('model', m.id)).map((e) => e.action)).toEqual(['create']);
  });

  it('keeps the model, and no audit entry, when a step after the delete fails', async () => {
    const m = await makeModel(t);
    await expect(failing().remove(admin.viewer, m.id)).rejects.toThrow('disk full');
    expect(await t.database.db.selectFrom('models').select('id').where('id', '=', m.id).executeTakeFirst()).toEqual({
      id: m.id,
    });
    expect(await auditRows('model', m.id)).toEqual([]);
  });
});
