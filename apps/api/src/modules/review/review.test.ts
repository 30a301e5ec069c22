import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { auditEntries } from '../../../test/audit-log.ts';
import { uploadConsent } from '../../../test/consent-forms.ts';
import { makeModel, makeUser, type TestUser } from '../../../test/factories.ts';
import { consentRepository } from './consent.repository.ts';
import { reviewRepository } from './review.repository.ts';

// Review before publication on: new models and items are hidden drafts until a reviewer publishes them.
const t = useTestApp({ env: { REVIEW_BEFORE_PUBLISH: 'true' } });
let editor: TestUser;
let moderator: TestUser;
let follower: TestUser;
let n = 0;

beforeAll(async () => {
  editor = await makeUser(t, { role: 'editor', name: 'Eda Editor' });
  moderator = await makeUser(t, { role: 'moderator', name: 'Mo Moderator' });
  follower = await makeUser(t, { verified: true });
});

const newModel = async (name: string) => {
  const res = await t.request('POST', '/api/models', {
    as: editor,
    body: {
      model_id: `REV-${(n += 1)}`,
      name,
      photoUrl: 'https://img.example.test/p.webp',
      bio: 'A fictional profile.',
    },
  });
  expect(res.statusCode).toBe(201);
  return t.json<{ id: number; slug: string; name: string }>(res);
};

const newItem = async (modelId: number, title: string) => {
  const res = await t.request('POST', '/api/content', {
    as: editor,
    body: {
      title,
      url: `https://${t.config.fileHostDomain}/d/review-${(n += 1)}`,
      type: 'gallery',
      tags: 'spring',
      model_id: modelId,
      info: { images: 3, videos: 0, size: 1000 },
    },
  });
  expect(res.statusCode).toBe(201);
  return t.json<{ id: number; slug: string }>(res);
};

const queue = async (as: TestUser, query = '') => {
  const res = await t.request('GET', `/api/admin/review${query}`, { as });
  expect(res.statusCode).toBe(200);
  return res.json<{
    items: {
      kind: string;
      id: number;
      status: string;
      reason: string | null;
      checklist: { consent: string; bannedTerm: string | null; link: string | null };
      blockers: string[];
      createdBy: { id: number } | null;
    }[];
    pending: number;
    enabled: boolean;
  }>();
};

const decide = (as: TestUser, kind: string, id: number, body: unknown) =>
  t.request('PUT', `/api/admin/review/${kind}/${id}`, { as, body });

const publicModels = async (search = '') =>
  (await t.json<{ models: { id: number }[] }>(await t.request('GET', `/api/models?limit=50${search}`))).models.map(
    (m) => m.id,
  );
const publicItems = async (search = '') =>
  (await t.json<{ contents: { id: number }[] }>(await t.request('GET', `/api/content?limit=50${search}`))).contents.map(
    (c) => c.id,
  );

describe('review before publication', () => {
  it('keeps a new model a hidden draft: not in lists, search, suggestions or its page', async () => {
    const model = await newModel('Saoirse Draftwell');
    expect(await publicModels()).not.toContain(model.id);
    expect(await publicModels('&search=Draftwell')).not.toContain(model.id);
    expect((await t.request('GET', `/api/models/${model.slug}`)).statusCode).toBe(404);
    const suggestions = (await t.request('GET', '/api/search/suggestions?q=Draftwell')).json<{
      suggestions: unknown[];
    }>();
    expect(suggestions.suggestions).toEqual([]);
    const sitemap = await t.request('GET', '/sitemaps/models-1.xml');
    expect(sitemap.body).not.toContain(model.slug);

    const { items, pending, enabled } = await queue(moderator, '?kind=model');
    expect(enabled).toBe(true);
    expect(pending).toBeGreaterThanOrEqual(1);
    expect(items.find((i) => i.id === model.id)).toMatchObject({
      status: 'pending',
      createdBy: { id: editor.id },
      checklist: { consent: 'missing', bannedTerm: null, link: null },
      blockers: ['consent'],
    });
  });

  it('publishes a model only with a current consent record, and never by its creator', async () => {
    const model = await newModel('Linnea Ashgrove');
    const refused = await decide(moderator, 'model', model.id, { action: 'publish' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ error: string }>().error).toMatch(/consent record/);

    expect((await uploadConsent(t, editor, model.id)).statusCode).toBe(201);
    const own = await decide(editor, 'model', model.id, { action: 'publish' });
    // Editors do not reach the review queue at all; an admin who created a draft is refused as its creator.
    expect(own.statusCode).toBe(403);

    const published = await decide(moderator, 'model', model.id, { action: 'publish' });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ status: 'published', decidedBy: { id: moderator.id } });
    expect(await publicModels()).toContain(model.id);
    expect((await t.request('GET', `/api/models/${model.slug}`)).statusCode).toBe(200);
    expect((await decide(moderator, 'model', model.id, { action: 'publish' })).statusCode).toBe(409);
    const audit = await auditEntries(t, 'model', model.id);
    expect(audit.map((a) => a.action)).toEqual(['create', 'consent.add', 'review.publish']);
  });

  it("refuses the creator's own publication when another staff account exists", async () => {
    const admin = await makeUser(t, { role: 'admin' });
    const res = await t.request('POST', '/api/models', {
      as: admin,
      body: { model_id: `REV-${(n += 1)}`, name: 'Odile Marsh', photoUrl: 'https://img.example.test/p.webp' },
    });
    const model = await t.json<{ id: number }>(res);
    await uploadConsent(t, admin, model.id);
    const mine = (await queue(admin, '?kind=model')).items.find((i) => i.id === model.id)!;
    expect(mine.blockers).toEqual(['own_draft']);
    const own = await decide(admin, 'model', model.id, { action: 'publish' });
    expect(own.statusCode).toBe(403);
    expect(own.json<{ error: string }>().error).toMatch(/another staff account/);
    expect((await decide(moderator, 'model', model.id, { action: 'publish' })).statusCode).toBe(200);
  });

  it("holds a new item until published, checking its model's consent record; followers hear at publication", async () => {
    const model = await makeModel(t, { name: 'Rosalind Peake' });
    await t.request('POST', `/api/models/${model.id}/follow`, { as: follower });
    const item = await newItem(model.id, 'Quiet Orchard');
    expect(await publicItems()).not.toContain(item.id);
    expect(await publicItems('&search=Orchard')).not.toContain(item.id);
    expect((await t.request('GET', `/api/content/slug/${item.slug}`)).statusCode).toBe(404);
    expect((await t.request('GET', `/api/content/${item.id}`)).statusCode).toBe(404);
    const notices = async () =>
      (await t.request('GET', '/api/notifications', { as: follower })).json<{ notifications: unknown[] }>()
        .notifications.length;
    expect(await notices()).toBe(0);

    const entry = (await queue(moderator, '?kind=content')).items.find((i) => i.id === item.id)!;
    expect(entry.checklist).toEqual({ consent: 'missing', bannedTerm: null, link: 'unchecked' });
    expect((await decide(moderator, 'content', item.id, { action: 'publish' })).statusCode).toBe(409);

    await uploadConsent(t, editor, model.id);
    expect((await decide(moderator, 'content', item.id, { action: 'publish' })).statusCode).toBe(200);
    expect(await publicItems()).toContain(item.id);
    expect(await notices()).toBe(1);
  });

  it('rejects with a reason: the draft stays hidden, the reason is recorded and audited', async () => {
    const model = await newModel('Petra Vanterpool');
    expect((await decide(moderator, 'model', model.id, { action: 'reject' })).statusCode).toBe(400);
    const rejected = await decide(moderator, 'model', model.id, {
      action: 'reject',
      reason: 'The photo does not match the document',
    });
    expect(rejected.statusCode).toBe(200);
    expect(await publicModels()).not.toContain(model.id);
    expect((await queue(moderator, '?kind=model')).items.map((i) => i.id)).not.toContain(model.id);
    const listed = (await queue(moderator, '?status=rejected')).items.find((i) => i.id === model.id);
    expect(listed).toMatchObject({ status: 'rejected', reason: 'The photo does not match the document' });
    expect((await decide(moderator, 'model', model.id, { action: 'reject', reason: 'again' })).statusCode).toBe(409);
    const audit = await auditEntries(t, 'model', model.id);
    expect(audit.at(-1)).toMatchObject({ action: 'review.reject', admin_id: moderator.id });
    expect(JSON.parse(audit.at(-1)!.details!)).toMatchObject({
      after: { reason: 'The photo does not match the document' },
    });
    // The admin list marks it.
    const list = await t.json<{ models: { id: number; review?: string | null; hidden?: boolean }[] }>(
      await t.request('GET', '/api/models?includeHidden=true&limit=50', { as: editor }),
    );
    expect(list.models.find((m) => m.id === model.id)).toMatchObject({ hidden: true, review: 'rejected' });
  });

  it('makes drafts of what an import creates', async () => {
    const csv = [
      'kind,model_id,name,photoUrl,title,url,type',
      'model,imp-rev-1,Hedda Quill,https://img.example.test/h.webp,,,',
      `content,imp-rev-1,,,Amber Steps,https://${t.config.fileHostDomain}/d/amber-steps,video`,
    ].join('\n');
    const res = await t.request('POST', '/api/admin/imports?dryRun=false', {
      as: editor,
      body: `${csv}\n`,
      headers: { 'content-type': 'text/csv' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ created: 2 });
    const { items } = await queue(moderator);
    const imported = items.filter((i) => i.createdBy?.id === editor.id).map((i) => i.kind);
    expect(imported).toEqual(expect.arrayContaining(['model', 'content']));
    expect(await publicItems('&search=Amber')).toEqual([]);
  });

  it('is for moderators and admins only', async () => {
    expect((await t.request('GET', '/api/admin/review')).statusCode).toBe(401);
    expect((await t.request('GET', '/api/admin/review', { as: follower })).statusCode).toBe(403);
    expect((await t.request('GET', '/api/admin/review', { as: editor })).statusCode).toBe(403);
  });

  it('counts consent checks and review decisions by month, for the monthly report', async () => {
    const today = new Date().toISOString();
    const month = today.slice(0, 7);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    // Drafts made in this file: 5 models and items by the forms, 2 by the import; 3 published, 1 rejected.
    expect(await reviewRepository(t.database.db).throughputByMonth(`${month}-01T00:00:00.000Z`, tomorrow)).toEqual([
      { month, submitted: 7, published: 3, rejected: 1 },
    ]);
    expect(
      await reviewRepository(t.database.db).throughputByMonth('2020-01-01T00:00:00.000Z', '2020-02-01T00:00:00.000Z'),
    ).toEqual([]);
    const checks = await consentRepository(t.database.db).checksByMonth(`${month}-01`, tomorrow.slice(0, 10));
    expect(Object.fromEntries(checks)).toEqual({ [month]: 3 });
  });
});
