import { beforeAll, describe, expect, it } from 'vitest';
import { contentBody } from '@packdex/shared/schemas/catalogue-admin';
import { auditEntries } from '../../../test/audit-log.ts';
import { useTestApp } from '../../../test/build-test-app.ts';
import { writesThenFails } from '../../../test/failing-audit.ts';
import { makeModel, makeUser, type TestModel, type TestUser } from '../../../test/factories.ts';
import { auditRepository } from '../audit/audit.repository.ts';
import { auditService } from '../audit/audit.service.ts';
import { followsRepository } from '../follows/follows.repository.ts';
import { modelsRepository } from '../models/models.repository.ts';
import { notificationsRepository } from '../notifications/notifications.repository.ts';
import { contentRepository } from './content.repository.ts';
import { contentService } from './content.service.ts';
import { contentAdminService } from './content-admin.service.ts';
import { linkPolicy } from '../../lib/monetiser.ts';
import { denylistRepository } from '../denylist/denylist.repository.ts';
import { denylistService } from '../denylist/denylist.service.ts';
import { picturesRepository } from '../pictures/pictures.repository.ts';
import { picturesFromConfig } from '../pictures/pictures.setup.ts';

const t = useTestApp();
let admin: TestUser;
let model: TestModel;
let other: TestModel;
let n = 0;

beforeAll(async () => {
  admin = await makeUser(t, { admin: true });
  model = await makeModel(t, { name: 'Juniper Vale' });
  other = await makeModel(t, { name: 'Marlow Finch' });
});

const body = (o: Record<string, unknown> = {}) => ({
  title: `Harbor Lights ${(n += 1)}`,
  url: 'https://files.example.test/d/harbor',
  thumbnailUrl: 'https://img.example.test/t.webp',
  type: 'video',
  tags: 'night, city',
  model_id: model.id,
  info: { images: 12, videos: 2, size: 2_500_000 },
  ...o,
});

const auditFor = (id: number) => auditEntries(t, 'content', id);
const auditCount = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('admin_audit_log')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function create(o: Record<string, unknown> = {}) {
  const res = await t.request('POST', '/api/content', { as: admin, body: body(o) });
  expect(res.statusCode, res.body).toBe(201);
  return t.json<{ id: number; slug: string; title: string }>(res);
}

describe('POST /api/content validation', () => {
  it.each([
    [{ title: '' }, /Title is required/],
    [{ url: undefined }, /Download URL is required/],
    [{ url: 'javascript:alert(1)' }, /Download URL must be an http\(s\) URL/],
    [{ url: 'data:text/html,hello' }, /Download URL must be an http\(s\) URL/],
    [{ url: '/uploads/x.zip' }, /Download URL must be an http\(s\) URL/],
    [{ thumbnailUrl: 'javascript:alert(1)' }, /Thumbnail URL must be an http\(s\) URL/],
    [{ model_id: undefined }, /Please select a model/],
    [{ type: 'audio' }, /Type must be one of/],
    [{ info: { images: -1 } }, /Images must be at least 0/],
    [{ info: { videos: 1.5 } }, /Videos must be a whole number/],
    [{ info: { size: '10' } }, /Size must be a number/],
  ])('rejects %j with a readable 400 and writes no audit entry', async (change, message) => {
    const before = await auditCount();
    const res = await t.request('POST', '/api/content', { as: admin, body: body(change) });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toMatch(message);
    expect(await auditCount()).toBe(before);
  });

  it('accepts no thumbnail, and tags as comma-separated text (trimmed, empties dropped)', async () => {
    const res = await t.request('POST', '/api/content', {
      as: admin,
      body: body({ thumbnailUrl: null, tags: ' a , ,b,a' }),
    });
    expect(await t.json(res)).toMatchObject({ thumbnailUrl: null, tags: ['a', 'b'] });
  });

  it('gives parallel adds of one title distinct slugs (never a 500)', async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        t.request('POST', '/api/content', { as: admin, body: body({ title: 'Same Title Rush' }) }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(6).fill(201));
    const slugs = await Promise.all(results.map(async (r) => (await t.json<{ slug: string }>(r)).slug));
    expect(new Set(slugs).size).toBe(6);
  });
});

describe('PUT /api/content/{id}', () => {
  it('changes every field, keeps the slug, and records before and after', async () => {
    const item = await create({ title: 'Original Title' });
    const res = await t.request('PUT', `/api/content/${item.id}`, {
      as: admin,
      body: body({
        title: 'Edited Title',
        model_id: other.id,
        type: 'gallery',
        tags: ['edited'],
        info: { images: 3, videos: 0, size: 10 },
      }),
    });
    expect(res.statusCode).toBe(200);
    expect(await t.json(res)).toMatchObject({
      slug: item.slug,
      title: 'Edited Title',
      type: 'gallery',
      tags: ['edited'],
      model: { name: 'Marlow Finch' },
      info: { images: 3, videos: 0, size: 10 },
    });
    const [, update] = await auditFor(item.id);
    expect(update).toMatchObject({ action: 'update', admin_id: admin.id });
    expect(JSON.parse(update!.details!)).toMatchObject({
      label: 'Edited Title',
      before: { title: 'Original Title', model: { name: 'Juniper Vale' } },
      after: { title: 'Edited Title', model: { name: 'Marlow Finch' } },
    });
    const byModel = await t.json<{ contents: { id: number }[] }>(
      await t.request('GET', '/api/content?search=marlow%20edited'),
    );
    expect(byModel.contents.map((c) => c.id)).toEqual([item.id]);
  });

  it('takes a new slug only when the admin types one; one already used is a 409 with no audit entry', async () => {
    const [a, b] = [await create(), await create()];
    const moved = await t.request('PUT', `/api/content/${a.id}`, { as: admin, body: body({ slug: 'My Own Slug' }) });
    expect((await t.json<{ slug: string }>(moved)).slug).toBe('my-own-slug');
    const before = await auditCount();
    const taken = await t.request('PUT', `/api/content/${b.id}`, { as: admin, body: body({ slug: 'my-own-slug' }) });
    expect(taken.statusCode).toBe(409);
    expect(await auditCount()).toBe(before);
  });

  it('answers 404 for unknown content and 400 for an unknown model or a javascript: link', async () => {
    const item = await create();
    expect((await t.request('PUT', '/api/content/999999', { as: admin, body: body() })).statusCode).toBe(404);
    const noModel = await t.request('PUT', `/api/content/${item.id}`, { as: admin, body: body({ model_id: 999999 }) });
    expect([noModel.statusCode, noModel.json<{ error: string }>().error]).toEqual([400, 'Please select a model']);
    const js = await t.request('PUT', `/api/content/${item.id}`, {
      as: admin,
      body: body({ url: 'javascript:void(0)' }),
    });
    expect(js.statusCode).toBe(400);
  });
});

describe('DELETE /api/content/{id}', () => {
  it('deletes the item, records what it was, and answers 404 afterwards', async () => {
    const item = await create({ title: 'Doomed Pack' });
    const res = await t.request('DELETE', `/api/content/${item.id}`, { as: admin });
    expect(res.statusCode).toBe(200);
    expect((await t.request('GET', `/api/content/${item.id}`, { as: admin })).statusCode).toBe(404);
    const entry = (await auditFor(item.id)).find((e) => e.action === 'delete');
    expect(JSON.parse(entry!.details!)).toMatchObject({ before: { title: 'Doomed Pack' }, after: null });
    expect((await t.request('DELETE', `/api/content/${item.id}`, { as: admin })).statusCode).toBe(404);
  });
});

describe('GET /api/content?includeHidden=true', () => {
  it('lists items hidden by a report to admins, marked, and refuses it to others', async () => {
    const hidden = await t.database.db
      .insertInto('contents')
      .values({
        slug: `hidden-pack-${Date.now()}`,
        title: 'Quarantined Pack',
        url: 'https://files.example.test/d/q',
        type: 'image',
        model_id: model.id,
        search_text: 'Quarantined Pack',
        hidden_at: new Date().toISOString(),
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const res = await t.request('GET', '/api/content?includeHidden=true&search=quarantined', { as: admin });
    expect((await t.json<{ contents: unknown[] }>(res)).contents).toEqual([
      expect.objectContaining({ id: hidden.id, hidden: true }),
    ]);
    const pub = await t.request('GET', '/api/content?search=quarantined', { as: admin });
    expect((await t.json<{ contents: unknown[] }>(pub)).contents).toEqual([]);
    expect((await t.request('GET', '/api/content?includeHidden=true')).statusCode).toBe(403);
    const user = await makeUser(t, { verified: true });
    expect((await t.request('GET', '/api/content?includeHidden=true', { as: user })).statusCode).toBe(403);
    expect((await t.request('GET', '/api/content?includeHidden=yes', { as: admin })).statusCode).toBe(400);
  });
});

describe('the audit entry shares the change’s transaction', () => {
  // The entry is written, then the change fails: both must roll back together.
  const failing = () => {
    const { db, engine, transact } = t.database;
    const content = contentRepository(db, engine);
    const models = modelsRepository(db, engine);
    const links = linkPolicy(null);
    const tags = { filterOf: () => Promise.resolve({ tags: undefined, excludeTags: undefined }) };
    return contentAdminService({
      transact,
      content,
      catalogue: contentService({ transact, content, models, links, tags }),
      models,
      follows: followsRepository(db, engine),
      notifications: notificationsRepository(db),
      denylist: denylistService(denylistRepository(db)),
      audit: writesThenFails(auditService({ audit: auditRepository(db) })),
      pictures: picturesFromConfig(t.config, picturesRepository(db), () => Promise.resolve()),
      fetchQueued: () => undefined,
    });
  };
  const stored = async (id: number) => {
    const row = await t.database.db
      .selectFrom('contents')
      .select(['title', 'url', 'model_id'])
      .where('id', '=', id)
      .executeTakeFirst();
    const tags = await t.database.db.selectFrom('content_tags').select('tag').where('content_id', '=', id).execute();
    return row && { ...row, tags: tags.map((r) => r.tag).sort() };
  };

  it('leaves neither the item nor its audit entry when a later step of the create fails', async () => {
    const before = await auditCount();
    const input = contentBody.parse(body({ title: 'Never Stored', tags: 'x' }));
    await expect(failing().create(admin.viewer, input)).rejects.toThrow('disk full');
    expect(await auditCount()).toBe(before);
    const rows = await t.database.db.selectFrom('contents').select('id').where('title', '=', 'Never Stored').execute();
    expect(rows).toEqual([]);
  });

  it('keeps the item as it was, with no new audit entry, when an update fails', async () => {
    const item = await create({ title: 'Unchanged Title', tags: 'kept' });
    const before = await stored(item.id);
    const input = contentBody.parse(
      body({ title: 'Changed Title', url: 'https://files.example.test/d/other', model_id: other.id, tags: 'new' }),
    );
    await expect(failing().update(admin.viewer, item.id, input)).rejects.toThrow('disk full');
    expect(before).toMatchObject({ title: 'Unchanged Title', tags: ['kept'] });
    expect(await stored(item.id)).toEqual(before);
    expect((await auditFor(item.id)).map((e) => e.action)).toEqual(['create']);
  });

  it('keeps the item, with no new audit entry, when a step after the delete fails', async () => {
    const item = await create({ title: 'Survives Delete', tags: 'kept' });
    const before = await stored(item.id);
    await expect(failing().remove(admin.viewer, item.id)).rejects.toThrow('disk full');
    expect(await stored(item.id)).toEqual(before);
    expect((await t.request('GET', `/api/content/slug/${item.slug}`)).statusCode).toBe(200);
    expect((await auditFor(item.id)).map((e) => e.action)).toEqual(['create']);
  });
});
